/**
 * What the salaries module offers to other modules besides its service (docs/decisions.md, 'Feature boundaries'):
 * the month's salaries and advances as the accountant's export reads them.
 */
export { monthAdvances, monthSalaries, salaryStateText } from './salaries.export';
