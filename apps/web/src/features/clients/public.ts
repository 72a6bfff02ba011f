/**
 * What the clients feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export type { ClientContactUpdate, ClientDetail } from './api/client-schemas';
export { useClientQuery } from './api/get-client';
export type { ClientForAudits } from './api/list-clients-for-audits';
export { useClientsForAuditsQuery } from './api/list-clients-for-audits';
export { useUpdateClientMutation } from './api/update-client';
export { pricingSettingsFrom, priorityPrices } from './client-pricing';
