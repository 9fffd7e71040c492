/** Strings of the booking feature. */
export const bookingText = {} as const;
