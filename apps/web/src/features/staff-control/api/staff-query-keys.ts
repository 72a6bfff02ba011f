/** Every staff time-control read is under this key: authorizing overtime and closing sessions refresh it. */
export const staffQueryKey = ['staff'] as const;
