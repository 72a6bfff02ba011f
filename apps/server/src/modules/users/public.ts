/**
 * What the users module offers to other modules besides its service (docs/decisions.md, 'Feature boundaries'):
 * another module imports from `users.service.ts` or from this file only; everything else in the folder is the
 * module's own.
 */
export { toPublicUser } from './users.mapper';
export {
  administeredClientIds,
  findUserById,
  findUserByLogin,
  listActiveByRoles,
  setLastLogin,
  type UserRecord,
  updateUser,
} from './users.repo';
