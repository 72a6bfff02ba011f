/**
 * What the finance feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { financeQueryKey } from './api/finance-query-keys';
export { financeEmployeesQueryOptions } from './api/list-finance-employees';
export type { MoneyAction } from './api/money-write';
export { idempotencyHeaders, moneyAction, moneyWriteRetry } from './api/money-write';
export { FigureCards } from './components/figure-card';
export { FinancePanel } from './components/finance-panel';
export { MonthSelect, PeriodSelects } from './components/period-select';
export { useYearFigures } from './components/use-year-figures';
export { financeAccess } from './finance-access';
export type { Period } from './finance-period';
export { currentPeriod, periodLabel } from './finance-period';
