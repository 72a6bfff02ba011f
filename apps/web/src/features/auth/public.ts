/**
 * What the auth feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */

export type { Impersonator } from './session-context';
export { SessionContext } from './session-context';
export { useCurrentUser, useSession } from './use-session';
