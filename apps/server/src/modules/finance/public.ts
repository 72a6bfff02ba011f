/**
 * What the finance module offers to other modules besides its service (docs/decisions.md, 'Feature boundaries'):
 * another module imports from `finance.service.ts` or from this file only; everything else in the folder is the
 * module's own.
 */

export type { AdvancesService } from './advances.service';
export { monthSnapshot } from './reconciliation.repo';
