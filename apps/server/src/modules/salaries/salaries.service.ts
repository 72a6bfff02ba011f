import { createSalariesCore, type SalariesDeps } from './salaries-core';
import { createSalaryCalculation } from './salary-calculation.service';
import { createSalaryPayments } from './salary-payments.service';
import { createSalaryReads } from './salary-reads.service';

export { configDto } from './salaries-core';

/**
 * The salaries service, put together from its use cases (one file each, docs/decisions.md 'Salaries, staff and
 * clients use cases, one file each'); the SQL of all of them lives in `salaries.repo.ts`:
 * - `salaries-core.ts`: the answers' shapes, the employee and month reads, calculating and accruing a month;
 * - `salary-reads.service.ts`: the records list, an employee's month figures, one's own salary;
 * - `salary-calculation.service.ts`: configuring, recalculating, 'Crear gastos de sueldos existentes';
 * - `salary-payments.service.ts`: paying a salary and reverting its payments.
 */
export function createSalariesService(deps: SalariesDeps) {
  const core = createSalariesCore(deps);
  const reads = createSalaryReads(core);
  const calculation = createSalaryCalculation(core);
  const payments = createSalaryPayments(core);
  return {
    list: reads.list,
    monthFigures: reads.monthFigures,
    mine: reads.mine,
    configure: calculation.configure,
    recalculate: calculation.recalculate,
    pay: payments.pay,
    revert: payments.revert,
    createExisting: calculation.createExisting,
  };
}

export type SalariesService = ReturnType<typeof createSalariesService>;
