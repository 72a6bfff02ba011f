/** Every operator-permission list is under this key: assigning, blocking and their reversals invalidate it. */
export const operatorPermissionsQueryKey = ['operator-permissions'] as const;
