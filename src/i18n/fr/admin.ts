/** Strings of the admin feature. */
export const adminText = {} as const;
