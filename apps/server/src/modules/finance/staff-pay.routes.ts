import { idParamsSchema } from '@auditorias/domain/schemas/common';
import {
  employeePaymentsResponseSchema,
  financeEmployeesResponseSchema,
  financeOperatorsResponseSchema,
  monthQuerySchema,
  staffPendingResponseSchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import { type FinanceRoutesOptions, tags, view } from './finance.route-config';

/** The Personal tab's money: employees, what each is owed, an employee's payments. `staff-pay.service.ts`. */
export const staffPayRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, { finance }) => {
  jsonRoute(app, 'GET', '/finanzas/usuarios/detallados', {
    config: view,
    tags,
    summary: 'Empleados (operador, supervisor, contable) con sus comisiones devengadas',
    response: financeEmployeesResponseSchema,
    handler: async (auth) =>
      ok({ usuarios: await finance.employees(auth, ['operador', 'supervisor', 'contable']) }),
  });

  jsonRoute(app, 'GET', '/finanzas/personal/pendientes', {
    // Summing the staff's pay lines costs seconds at a million audits: while no money moved, a poll is a 304.
    config: { ...view, poll: 'finanzas' },
    tags,
    summary: 'Lo que se debe a cada empleado al cierre del mes: sueldos impagos y comisiones devengadas',
    querystring: monthQuerySchema,
    response: staffPendingResponseSchema,
    handler: async (auth, request) => ok(await finance.staffPending(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/finanzas/operadores', {
    config: view,
    tags,
    summary: 'Operadores con sus comisiones devengadas y auditorías entregadas',
    response: financeOperatorsResponseSchema,
    handler: async (auth) => ok({ operadores: await finance.employees(auth, ['operador']) }),
  });

  jsonRoute(app, 'GET', '/finanzas/pagos-empleado/:id', {
    config: view,
    tags,
    summary: 'Sueldos pagados a un empleado en el mes (totalPagado)',
    params: idParamsSchema,
    querystring: monthQuerySchema,
    response: employeePaymentsResponseSchema,
    handler: async (auth, request) =>
      ok(await finance.employeePayments(auth, request.params.id, request.query)),
  });
};
