import { createAuditPayments } from './audit-payments.service';
import { createClientCollections } from './client-collections.service';
import { createCollectionCore } from './collection-core';
import { createExpenses } from './expenses.service';
import { createFigures } from './figures.service';
import { createFinanceCore, type FinanceDeps } from './finance-core';
import { createFinanceDebug } from './finance-debug.service';
import { createFinanceExports } from './finance-exports.service';
import { createMovements } from './movements.service';
import { createPackageCollection } from './package-collection.service';
import { createReceivables } from './receivables.service';
import { createRepair } from './repair.service';
import { createStaffPay } from './staff-pay.service';
import { createStatements } from './statements.service';

export { FIN_MSG } from './finance-core';
/**
 * The ledger writes another module makes (salaries: a payment, its accrual, its reversal). Offered here and not in
 * `public.ts`: periods imports `public.ts`, and posting checks the period is open, so from there it would be a circle.
 */
export { idempotentWrites } from './idempotency';
export { postEntries, reverseEntries } from './ledger';

/**
 * The finance service, put together from its use cases (one file each, docs/decisions.md 'Finance use cases, one
 * file each'); the SQL of each lives in its `*.repo.ts`:
 * - `finance-core.ts`: `FIN_MSG`, access, idempotent writes on a locked audit, timeline, posting what is missing;
 * - `collection-core.ts`: collecting, reverting and forgiving one locked audit;
 * - `audit-payments.service.ts`: one audit's payment, forgiveness, priority, edit and deletion from finance;
 * - `client-collections.service.ts`: a client's month, all its debt, forgiving it, claiming it;
 * - `movements.service.ts`: manual income, movements by hand, reverting one, the movement list;
 * - `expenses.service.ts`: expenses (gastos);
 * - `package-collection.service.ts`: collecting a package of four fixed audits;
 * - `receivables.service.ts`: receivables by client and period, a period's audits, clients' debts;
 * - `statements.service.ts`: account statements (mi-cuenta, a client's);
 * - `figures.service.ts`: dashboard, Balance, year and categorized figures;
 * - `staff-pay.service.ts`: the Personal tab (employees, what each is owed, an employee's payments);
 * - `repair.service.ts`: the repair; `finance-exports.service.ts`: downloads; `finance-debug.service.ts`: debug.
 */
export function createFinanceService(deps: FinanceDeps) {
  const core = createFinanceCore(deps);
  const collect = createCollectionCore(core);
  const payments = createAuditPayments(deps, core, collect);
  const clients = createClientCollections(deps, core, collect);
  const expenses = createExpenses(deps, core);
  const moves = createMovements(deps, core, expenses);
  const packages = createPackageCollection(core);
  const receivables = createReceivables(deps);
  const statements = createStatements(deps);
  const figures = createFigures(deps);
  const staff = createStaffPay(deps);
  const repairs = createRepair(deps, core);
  const exports = createFinanceExports(deps, { receivables, movements: moves, expenses, statements });
  const debug = createFinanceDebug(deps, moves);
  return {
    processPayment: payments.processPayment,
    revertPayment: payments.revertPayment,
    processForgiveness: payments.processForgiveness,
    changePriority: payments.changePriority,
    processClientPayment: clients.processClientPayment,
    forgiveClient: clients.forgiveClient,
    claimDebt: clients.claimDebt,
    recordMovement: moves.recordMovement,
    revertMovement: moves.revertMovement,
    collectPackage: packages.collectPackage,
    yearFigures: figures.yearFigures,
    overview: figures.overview,
    employees: staff.employees,
    clientDebts: receivables.clientDebts,
    categorized: figures.categorized,
    employeePayments: staff.employeePayments,
    setPayment: payments.setPayment,
    collectPeriod: clients.collectPeriod,
    manualIncome: moves.manualIncome,
    createExpense: expenses.createExpense,
    updateExpense: expenses.updateExpense,
    deleteExpense: expenses.deleteExpense,
    getExpense: expenses.getExpense,
    listExpenses: expenses.listExpenses,
    dashboard: figures.dashboard,
    staffPending: staff.staffPending,
    debtGroups: receivables.debtGroups,
    debtPeriodAudits: receivables.debtPeriodAudits,
    movements: moves.movements,
    editAudit: payments.editAudit,
    deleteAudit: payments.deleteAudit,
    myAccount: statements.myAccount,
    accountStatement: statements.accountStatement,
    repair: repairs.repair,
    exportReceivables: exports.exportReceivables,
    exportMovements: exports.exportMovements,
    exportExpenses: exports.exportExpenses,
    exportStatement: exports.exportStatement,
    debugMovements: debug.debugMovements,
  };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
