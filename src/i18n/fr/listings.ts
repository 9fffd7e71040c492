/** Strings of the listings feature. */
export const listingsText = {} as const;
