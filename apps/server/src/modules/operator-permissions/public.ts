/**
 * What the operator-permissions module offers to other modules besides its service (docs/decisions.md, 'Feature boundaries'):
 * another module imports from `operator-permissions.service.ts` or from this file only; everything else in the folder is the
 * module's own.
 */
export {
  accessOf,
  type PermissionFilter,
  type PermissionRow,
  selectPermissions,
} from './operator-permissions.repo';
