import type { ActivityAction } from '@auditorias/domain/schemas/activity';
import {
  mySalaryQuerySchema,
  mySalaryResponseSchema,
  salaryBatchRequestSchema,
  salaryBatchResponseSchema,
  salaryConfigRequestSchema,
  salaryConfigResponseSchema,
  salaryListQuerySchema,
  salaryListResponseSchema,
  salaryMonthFiguresQuerySchema,
  salaryMonthFiguresResponseSchema,
  salaryPayRequestSchema,
  salaryPayResponseSchema,
  salaryRecalcRequestSchema,
  salaryRevertRequestSchema,
  salaryRevertResponseSchema,
} from '@auditorias/domain/schemas/salaries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey, jsonRoute } from '../../lib/route';
import { idFrom } from '../activity/public';
import type { SalariesService } from './salaries.service';

const tags = ['sueldos'];
/** Reads: admin and contable (the service refuses client companies, whose role carries finance_view). */
const view = { permission: 'finance_view' as const };
/** Writes: admin only (spec: the admin pays salaries). */
const admin = { permission: 'user_admin' as const };
const signedIn = { permission: 'authenticated' as const };
/** A write on a salary, recorded against the salary of the body (`sueldoId`). */
const onSalary = (action: ActivityAction) => ({
  ...admin,
  activity: { action, target: 'sueldo' as const, targetId: idFrom('sueldoId') },
});
/** A write on an employee's month, recorded against the employee of the body (`operadorId`). */
const onEmployee = (action: ActivityAction) => ({
  ...admin,
  activity: { action, target: 'usuario' as const, targetId: idFrom('operadorId') },
});

/**
 * The salary payment and its reversal, registered under /api: each one operation served under its salary path and
 * the spec's finance path (finance-and-administration §7: "POST /finanzas/pagar-sueldo, /revertir-pago: not
 * detailed"), with the same contract, permission, activity entry, service and idempotency scope.
 */
export const salaryPaymentRoutes: FastifyPluginAsyncZod<{ salaries: SalariesService }> = async (
  app,
  { salaries },
) => {
  jsonRoute(app, 'POST', ['/sueldos/pagar', '/finanzas/pagar-sueldo'], {
    config: onSalary('salary_pay'),
    tags,
    summary: "Pagar un sueldo ('Pago Total' o 'Pago Parcial'); acepta Idempotency-Key",
    body: salaryPayRequestSchema,
    response: salaryPayResponseSchema,
    handler: async (auth, request) => salaries.pay(auth, request.body, idempotencyKey(request)),
  });
  jsonRoute(app, 'POST', ['/sueldos/revertir', '/finanzas/revertir-pago'], {
    config: onSalary('salary_revert'),
    tags,
    summary: 'Revertir los pagos de un sueldo con un motivo (egreso compensatorio); acepta Idempotency-Key',
    body: salaryRevertRequestSchema,
    response: salaryRevertResponseSchema,
    handler: async (auth, request) => salaries.revert(auth, request.body, idempotencyKey(request)),
  });
};

/** The other salary calls (registered under /api/sueldos). */
export const salariesRoutes: FastifyPluginAsyncZod<{ salaries: SalariesService }> = async (
  app,
  { salaries },
) => {
  jsonRoute(app, 'GET', '/', {
    config: { ...view, poll: 'finanzas' },
    tags,
    summary:
      'Sueldos (filtrables por operadorId, mes y anio; con los tres, también la configuración del mes)',
    querystring: salaryListQuerySchema,
    response: salaryListResponseSchema,
    // Served from the poll versions (money and audits): the hours, which move with the clock, are not in it.
    handler: async (auth, request) => salaries.list(auth, request.query, { withFigures: false }),
  });
  jsonRoute(app, 'GET', '/control-horario', {
    // Not from the poll versions: hours worked move with the clock and the sign-ins, not with money or audits.
    config: view,
    tags,
    summary:
      'El mes de un empleado como lo cuenta el control horario (horas, auditorías, correcciones, comisiones): lo que usa su sueldo',
    querystring: salaryMonthFiguresQuerySchema,
    response: salaryMonthFiguresResponseSchema,
    handler: async (auth, request) => salaries.monthFigures(auth, request.query),
  });
  jsonRoute(app, 'GET', '/mi-sueldo', {
    config: { ...signedIn, poll: 'finanzas' },
    tags,
    summary:
      "El sueldo propio del mes (admin, contable o con puedeVerSueldo; si no, 'sin sueldo habilitado')",
    querystring: mySalaryQuerySchema,
    response: mySalaryResponseSchema,
    handler: async (auth, request) => salaries.mine(auth, request.query),
  });
  jsonRoute(app, 'POST', '/configurar', {
    config: onEmployee('salary_configure'),
    tags,
    summary: "Guardar la configuración del mes de un empleado y recalcular su sueldo ('usando defaults')",
    body: salaryConfigRequestSchema,
    response: salaryConfigResponseSchema,
    handler: async (auth, request) => salaries.configure(auth, request.body),
  });
  jsonRoute(app, 'POST', '/recalcular', {
    config: onEmployee('salary_recalculate'),
    tags,
    summary: 'Recalcular el sueldo de un empleado en un mes con lo trabajado hasta ahora',
    body: salaryRecalcRequestSchema,
    response: salaryConfigResponseSchema,
    handler: async (auth, request) => salaries.recalculate(auth, request.body),
  });
  jsonRoute(app, 'POST', '/crear-gastos-existentes', {
    config: { ...admin, activity: { action: 'salary_expenses' } },
    tags,
    summary:
      'Calcular los sueldos del mes de todo el personal y registrar en finanzas los devengamientos faltantes',
    body: salaryBatchRequestSchema.optional(),
    response: salaryBatchResponseSchema,
    handler: async (auth, request) => salaries.createExisting(auth, request.body ?? {}),
  });
};
