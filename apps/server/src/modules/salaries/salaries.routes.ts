import { errorResponses } from '@auditorias/domain/schemas/common';
import {
  mySalaryQuerySchema,
  mySalaryResponseSchema,
  salaryBatchRequestSchema,
  salaryBatchResponseSchema,
  salaryConfigRequestSchema,
  salaryConfigResponseSchema,
  salaryListQuerySchema,
  salaryListResponseSchema,
  salaryPayRequestSchema,
  salaryPayResponseSchema,
  salaryRecalcRequestSchema,
  salaryRevertRequestSchema,
  salaryRevertResponseSchema,
} from '@auditorias/domain/schemas/salaries';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { idFrom } from '../activity/activity.plugin';
import type { SalariesService } from './salaries.service';

const tags = ['sueldos'];
const errors = errorResponses;
/** Reads: admin and contable (the service refuses client companies, whose role carries finance_view). */
const view = { permission: 'finance_view' as const };
/** Writes: admin only (spec: the admin pays salaries). */
const admin = { permission: 'user_admin' as const };
const signedIn = { permission: 'authenticated' as const };

function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  return Array.isArray(raw) ? raw[0] : raw;
}

/** The salary calls (registered under /api/sueldos). */
export const salariesRoutes: FastifyPluginAsyncZod<{ salaries: SalariesService }> = async (
  app,
  { salaries },
) => {
  app.get(
    '/',
    {
      config: view,
      schema: {
        tags,
        summary:
          'Sueldos (filtrables por operadorId, mes y anio; con los tres, también la configuración del mes)',
        querystring: salaryListQuerySchema,
        response: { 200: salaryListResponseSchema, ...errors },
      },
    },
    async (request) => salaries.list(requireAuth(request), request.query),
  );
  app.get(
    '/mi-sueldo',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          "El sueldo propio del mes (admin, contable o con puedeVerSueldo; si no, 'sin sueldo habilitado')",
        querystring: mySalaryQuerySchema,
        response: { 200: mySalaryResponseSchema, ...errors },
      },
    },
    async (request) => salaries.mine(requireAuth(request), request.query),
  );
  app.post(
    '/configurar',
    {
      config: {
        ...admin,
        activity: { action: 'salary_configure', target: 'usuario', targetId: idFrom('operadorId') },
      },
      schema: {
        tags,
        summary: "Guardar la configuración del mes de un empleado y recalcular su sueldo ('usando defaults')",
        body: salaryConfigRequestSchema,
        response: { 200: salaryConfigResponseSchema, ...errors },
      },
    },
    async (request) => salaries.configure(requireAuth(request), request.body),
  );
  app.post(
    '/recalcular',
    {
      config: {
        ...admin,
        activity: { action: 'salary_recalculate', target: 'usuario', targetId: idFrom('operadorId') },
      },
      schema: {
        tags,
        summary: 'Recalcular el sueldo de un empleado en un mes con lo trabajado hasta ahora',
        body: salaryRecalcRequestSchema,
        response: { 200: salaryConfigResponseSchema, ...errors },
      },
    },
    async (request) => salaries.recalculate(requireAuth(request), request.body),
  );
  app.post(
    '/pagar',
    {
      config: {
        ...admin,
        activity: { action: 'salary_pay', target: 'sueldo', targetId: idFrom('sueldoId') },
      },
      schema: {
        tags,
        summary: "Pagar un sueldo ('Pago Total' o 'Pago Parcial'); acepta Idempotency-Key",
        body: salaryPayRequestSchema,
        response: { 200: salaryPayResponseSchema, ...errors },
      },
    },
    async (request) => salaries.pay(requireAuth(request), request.body, idempotencyKey(request)),
  );
  app.post(
    '/revertir',
    {
      config: {
        ...admin,
        activity: { action: 'salary_revert', target: 'sueldo', targetId: idFrom('sueldoId') },
      },
      schema: {
        tags,
        summary:
          'Revertir los pagos de un sueldo con un motivo (egreso compensatorio); acepta Idempotency-Key',
        body: salaryRevertRequestSchema,
        response: { 200: salaryRevertResponseSchema, ...errors },
      },
    },
    async (request) => salaries.revert(requireAuth(request), request.body, idempotencyKey(request)),
  );
  app.post(
    '/crear-gastos-existentes',
    {
      config: { ...admin, activity: { action: 'salary_expenses' } },
      schema: {
        tags,
        summary:
          'Calcular los sueldos del mes de todo el personal y registrar en finanzas los devengamientos faltantes',
        body: salaryBatchRequestSchema.optional(),
        response: { 200: salaryBatchResponseSchema, ...errors },
      },
    },
    async (request) => salaries.createExisting(requireAuth(request), request.body ?? {}),
  );
};
