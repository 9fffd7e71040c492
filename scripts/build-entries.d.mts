export const START_UP_ENTRY: string;
