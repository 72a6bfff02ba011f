/**
 * What the finance feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { useFinanceDashboardQuery } from './api/get-finance-dashboard';
export { financeEmployeesQueryOptions } from './api/list-finance-employees';
export { usePeriodsQuery } from './api/periods';
export { FigureCards } from './components/figure-card';
export { FinancePanel } from './components/finance-panel';
export { MonthExportMenu } from './components/month-export-menu';
export { MonthSelect, PeriodSelects } from './components/period-select';
export { useYearFigures } from './components/use-year-figures';
export { financeAccess } from './finance-access';
export type { Period } from './finance-period';
export { currentPeriod, periodLabel } from './finance-period';
export type { FinanceSalarySlots } from './salary-slots';
