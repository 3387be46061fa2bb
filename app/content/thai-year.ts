/** The Buddhist era is the Gregorian year plus 543. */
export const BE_OFFSET = 543;
