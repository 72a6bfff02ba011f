/**
 * What the auth module offers to other modules besides its service (docs/decisions.md, 'Feature boundaries'):
 * another module imports from `auth.service.ts` or from this file only; everything else in the folder is the
 * module's own.
 */
export { countLoginsSince, countOpenSessions, endSession, endUserSessions, openSession } from './auth.repo';
