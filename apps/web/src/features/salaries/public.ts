/**
 * What the salaries feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { formatPercent } from './components/my-salary-rules';
export { MySalaryWidget } from './components/my-salary-widget';
export { SalarySummaryBlock } from './components/salary-summary-block';
export { PendingSalaries } from './components/salary-summary-pending';
