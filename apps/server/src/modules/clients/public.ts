/**
 * What the clients module offers to other modules besides its service (docs/decisions.md, 'Feature boundaries'):
 * another module imports from `clients.service.ts` or from this file only; everything else in the folder is the
 * module's own.
 */
export { branchOwn, clientDefaults } from './clients.mapper';
export {
  auditPricingOf,
  childIdsByParent,
  existingClientIds,
  findBranch,
  findClient,
  listClients,
} from './clients.repo';
export type { BranchPricingRow, BranchRow, ClientPricingRow, ClientRow } from './clients.rows';
