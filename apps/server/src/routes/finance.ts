import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { AuditReviewService } from '../modules/audits/audit-review.service';
import type { ConfigService } from '../modules/config/config.service';
import { accountantExportRoutes } from '../modules/finance/accountant.export';
import { advancesRoutes } from '../modules/finance/advances.routes';
import { createAdvancesService } from '../modules/finance/advances.service';
import { auditPaymentsRoutes } from '../modules/finance/audit-payments.routes';
import { clientCollectionsRoutes } from '../modules/finance/client-collections.routes';
import { commissionPaymentsRoutes } from '../modules/finance/commission-payments.routes';
import { createCommissionPayments } from '../modules/finance/commission-payments.service';
import { expensesRoutes } from '../modules/finance/expenses.routes';
import { figuresRoutes } from '../modules/finance/figures.routes';
import { createFinanceService } from '../modules/finance/finance.service';
import { financeAdminRoutes } from '../modules/finance/finance-admin.routes';
import { financeExportRoutes } from '../modules/finance/finance-exports.routes';
import { movementsRoutes } from '../modules/finance/movements.routes';
import { receivablesRoutes } from '../modules/finance/receivables.routes';
import { reconciliationRoutes } from '../modules/finance/reconciliation.routes';
import { createReconciliationService } from '../modules/finance/reconciliation.service';
import { staffPayRoutes } from '../modules/finance/staff-pay.routes';
import { statementsRoutes } from '../modules/finance/statements.routes';
import { periodsRoutes } from '../modules/periods/periods.routes';
import { createPeriodsService } from '../modules/periods/periods.service';
import { salariesExportRoutes } from '../modules/salaries/salaries.export';
import { salariesRoutes, salaryPaymentRoutes } from '../modules/salaries/salaries.routes';
import { createSalariesService } from '../modules/salaries/salaries.service';
import { staffExportRoutes } from '../modules/staff/staff.export';
import { createStaffService } from '../modules/staff/staff.service';
import { userDashboardRoutes } from '../modules/users/user-dashboard.routes';
import { createUserDashboardService } from '../modules/users/user-dashboard.service';

/**
 * The money area of the API (finance, its reconciliation, advances, periods, salaries and the accountant's month
 * files), registered by app.ts in the same order as before it lived here. scripts/spec-coverage/generate.py reads
 * the `app.register(X, { prefix })` lines of this file as it reads app.ts's.
 */
export async function registerFinanceArea(
  app: FastifyInstance,
  {
    config,
    database,
    configService,
    review,
  }: { config: AppConfig; database: Database; configService: ConfigService; review: AuditReviewService },
) {
  const finance = createFinanceService({ db: database.db, config: configService, review });
  // The finance calls, one plugin per use case (docs/decisions.md, 'Finance use cases, one file each').
  await app.register(figuresRoutes, { prefix: '/api', finance });
  await app.register(staffPayRoutes, { prefix: '/api', finance });
  await app.register(receivablesRoutes, { prefix: '/api', finance });
  await app.register(financeAdminRoutes, { prefix: '/api', finance });
  await app.register(auditPaymentsRoutes, { prefix: '/api', finance });
  await app.register(clientCollectionsRoutes, { prefix: '/api', finance });
  await app.register(movementsRoutes, { prefix: '/api', finance });
  await app.register(expensesRoutes, { prefix: '/api', finance });
  await app.register(statementsRoutes, { prefix: '/api', finance });
  await app.register(commissionPaymentsRoutes, {
    prefix: '/api',
    commissions: createCommissionPayments(database),
  });
  await app.register(financeExportRoutes, { prefix: '/api', finance });
  // The reconciliation check reads through the services the screens call (docs/decisions.md, "Conciliación");
  // `npm run finance:check` runs it on the application it builds.
  const reconciliation = createReconciliationService({
    db: database.db,
    finance,
    salariesAt: (clock) => createSalariesService({ db: database.db, limits: config.session, clock }),
    staffAt: (clock) => createStaffService({ db: database.db, limits: config.session, clock }),
  });
  app.decorate('reconciliation', reconciliation);
  await app.register(reconciliationRoutes, { prefix: '/api', reconciliation });
  await app.register(advancesRoutes, {
    prefix: '/api',
    advances: createAdvancesService({ db: database.db }),
  });
  await app.register(userDashboardRoutes, {
    prefix: '/api/users',
    dashboard: createUserDashboardService({ db: database.db, finance }),
  });
  await app.register(periodsRoutes, {
    prefix: '/api/periodos',
    periods: createPeriodsService({ db: database.db }),
  });
  const salaries = createSalariesService({ db: database.db, limits: config.session });
  await app.register(salariesRoutes, { prefix: '/api/sueldos', salaries });
  await app.register(salaryPaymentRoutes, { prefix: '/api', salaries });
  // The accountant's month files (docs/decisions.md, "Exports"): each reads through the services its screen calls
  // (the salary screen's own instance; the staff and advances services keep no state).
  const reads = { db: database.db, limits: config.session };
  const accountant = {
    salaries,
    staff: createStaffService(reads),
    advances: createAdvancesService(reads),
  };
  await app.register(salariesExportRoutes, { prefix: '/api/sueldos', ...accountant });
  await app.register(staffExportRoutes, { prefix: '/api/work-sessions', staff: accountant.staff });
  await app.register(accountantExportRoutes, {
    prefix: '/api',
    ...accountant,
    finance,
    periods: createPeriodsService(reads),
  });
}
