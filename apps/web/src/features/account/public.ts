/**
 * What the account feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */

export { TitledSection } from './components/account-audits-table';
export { ClientFinanceCards } from './components/client-finance-cards';
export { PaymentStateBadge } from './components/payment-state-badge';
