/** Strings of the host feature. */
export const hostText = {} as const;
