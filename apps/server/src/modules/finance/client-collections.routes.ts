import {
  bulkMoneyResponseSchema,
  claimDebtResponseSchema,
  clientPaymentRequestSchema,
  clientRefRequestSchema,
  collectPackageRequestSchema,
  collectPackageResponseSchema,
  collectPeriodRequestSchema,
  collectPeriodResponseSchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey, jsonRoute } from '../../lib/route';
import { type FinanceRoutesOptions, onClient, tags } from './finance.route-config';

/** A client's debt as a whole (a month, all of it, forgiving, claiming) and the package of fixed audits. `client-collections.service.ts`, `package-collection.service.ts`. */
export const clientCollectionsRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (
  app,
  { finance },
) => {
  jsonRoute(app, 'POST', '/finanzas/cobrar-abono', {
    config: onClient('finance_collect'),
    tags,
    summary: 'Cobrar el abono mensual de 4 auditorías fijas de un cliente (o de una sucursal)',
    body: collectPackageRequestSchema,
    response: collectPackageResponseSchema,
    handler: async (auth, request) => finance.collectPackage(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/audit-finance/process-client-payment', {
    config: onClient('finance_collect'),
    tags,
    summary: 'Cobrar la deuda de un cliente: toda, o el monto indicado desde la auditoría más antigua',
    body: clientPaymentRequestSchema,
    response: bulkMoneyResponseSchema,
    handler: async (auth, request) =>
      finance.processClientPayment(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/audit-finance/forgive-client', {
    config: onClient('finance_forgive'),
    tags,
    summary: 'Condonar la deuda de todas las auditorías pendientes de cobro de un cliente',
    body: clientRefRequestSchema,
    response: bulkMoneyResponseSchema,
    handler: async (auth, request) => finance.forgiveClient(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/audit-finance/claim-debt', {
    config: onClient('finance_claim_debt'),
    tags,
    summary: 'Reclamar la deuda: un mensaje con el saldo pendiente a cada usuario activo del cliente',
    body: clientRefRequestSchema,
    response: claimDebtResponseSchema,
    handler: async (auth, request) => finance.claimDebt(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/finanzas/cobrar-periodo', {
    config: onClient('finance_collect'),
    tags,
    summary: 'Cobrar todas las auditorías pendientes de un cliente en un período (o las indicadas)',
    body: collectPeriodRequestSchema,
    response: collectPeriodResponseSchema,
    handler: async (auth, request) => finance.collectPeriod(auth, request.body, idempotencyKey(request)),
  });
};
