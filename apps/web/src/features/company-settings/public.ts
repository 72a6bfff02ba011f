/**
 * What the company-settings feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { useAuditPricingQuery } from './api/get-audit-pricing';
export { AuditPricingForm } from './components/audit-pricing-form';
