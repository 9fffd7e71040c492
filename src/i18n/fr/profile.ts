/** Strings of the profile feature. */
export const profileText = {} as const;
