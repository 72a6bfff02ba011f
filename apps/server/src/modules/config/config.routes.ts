import { companyFieldAccess, maySeePrices, mayViewCompany } from '@auditorias/domain/auth/access';
import { auditPrice, operatorPay } from '@auditorias/domain/clients/pricing';
import { centavosToPesos } from '@auditorias/domain/money';
import {
  auditPricingResponseSchema,
  auditPricingSchema,
  calculateCostRequestSchema,
  calculateCostResponseSchema,
  companyInfoResponseSchema,
  companyInfoSchema,
  companyInfoUpdateResponseSchema,
} from '@auditorias/domain/schemas/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { jsonRoute, ok } from '../../lib/route';
import { branchOwn, clientDefaults, findBranch, findClient } from '../clients/public';
import type { ConfigService } from './config.service';

const tags = ['configuración'];

export const configRoutes: FastifyPluginAsyncZod<{ config: ConfigService; db: Db }> = async (app, opts) => {
  jsonRoute(app, 'GET', '/company-info', {
    config: { permission: 'authenticated' },
    tags,
    summary: 'Datos de la empresa (reportes para clientes)',
    response: companyInfoResponseSchema,
    handler: async () => ok({ data: await opts.config.companyInfo() }),
  });

  jsonRoute(app, 'PUT', '/company-info', {
    config: { permission: 'settings_manage' },
    tags,
    summary: 'Actualizar los datos de la empresa',
    body: companyInfoSchema,
    response: companyInfoUpdateResponseSchema,
    handler: async (auth, request) =>
      ok({
        message: '✅ Información de empresa actualizada correctamente',
        data: await opts.config.setCompanyInfo(auth, request.body),
      }),
  });

  jsonRoute(app, 'GET', '/audit-pricing', {
    config: { permission: 'authenticated' },
    tags,
    summary: 'Multiplicadores por prioridad y costo por defecto',
    response: auditPricingResponseSchema,
    handler: async () => ok({ data: await opts.config.pricingForApi() }),
  });

  jsonRoute(app, 'PUT', '/audit-pricing', {
    config: { permission: 'settings_manage' },
    tags,
    summary: 'Actualizar los precios por prioridad',
    body: auditPricingSchema,
    response: auditPricingResponseSchema,
    handler: async (auth, request) => ok({ data: await opts.config.setPricing(auth, request.body) }),
  });

  jsonRoute(app, 'POST', '/calculate-audit-cost', {
    // Prices are for admins, accountants and the client itself ('sin IVA'); operator pay for admins and
    // accountants only (domain `companyFieldAccess`).
    config: { permission: 'authenticated' },
    tags,
    summary: 'Precio estimado de una auditoría (sin IVA)',
    body: calculateCostRequestSchema,
    response: calculateCostResponseSchema,
    handler: async (auth, request) => {
      const { clienteId, branchId, prioridad, gratisParaCliente } = request.body;
      if (!maySeePrices(auth.user.role)) throw forbidden();
      const client = await findClient(opts.db, clienteId);
      if (!client || !mayViewCompany(auth.viewer, clienteId)) throw notFound('Cliente no encontrado');
      const fields = companyFieldAccess(auth.viewer, clienteId, { holdsAuditOfCompany: false });
      const branch = branchId ? await findBranch(opts.db, clienteId, branchId) : null;
      if (branchId && !branch) throw notFound('Sucursal no encontrada');
      const settings = await opts.config.pricing();
      const own = branch ? branchOwn(branch) : null;
      const quote = auditPrice(clientDefaults(client), own, prioridad, gratisParaCliente, settings);
      const pay = operatorPay(clientDefaults(client), own, prioridad, quote.precioLista);
      return ok({
        data: {
          precio: centavosToPesos(quote.precio),
          precioLista: centavosToPesos(quote.precioLista),
          multiplicador: quote.multiplicador,
          precioDeSucursal: quote.precioDeSucursal,
          ...(fields.operatorPay ? { pagoOperador: centavosToPesos(pay) } : {}),
          moneda: 'ARS' as const,
          sinIva: true as const,
        },
      });
    },
  });
};
