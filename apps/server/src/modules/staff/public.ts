/**
 * What the staff module offers other modules besides its service (docs/decisions.md, "Control horario" → "One
 * definition of an employee's month"): the month's figures of employees — audits, corrections, commissions, hours
 * per day and days worked — that the salary calculation, the salary screen, the exports and the reconciliation read.
 */
export {
  type EmployeeMonthFigures,
  employeeMonthFigures,
  figuresOf,
  type MonthReadOptions,
  type MonthReads,
  readMonth,
} from './staff.figures';
