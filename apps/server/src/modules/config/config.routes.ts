import { companyFieldAccess, maySeePrices, mayViewCompany } from '@auditorias/domain/auth/access';
import { auditPrice, operatorPay } from '@auditorias/domain/clients/pricing';
import { centavosToPesos } from '@auditorias/domain/money';
import { errorResponses } from '@auditorias/domain/schemas/common';
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
import { requireAuth } from '../../plugins/auth';
import { branchOwn, clientDefaults } from '../clients/clients.mapper';
import { findBranch, findClient } from '../clients/clients.repo';
import type { ConfigService } from './config.service';

const errors = errorResponses;
const tags = ['configuración'];

export const configRoutes: FastifyPluginAsyncZod<{ config: ConfigService; db: Db }> = async (app, opts) => {
  app.get(
    '/company-info',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Datos de la empresa (reportes para clientes)',
        response: { 200: companyInfoResponseSchema, ...errors },
      },
    },
    async () => ({
      success: true as const,
      data: await opts.config.companyInfo(),
    }),
  );

  app.put(
    '/company-info',
    {
      config: { permission: 'settings_manage' },
      schema: {
        tags,
        summary: 'Actualizar los datos de la empresa',
        body: companyInfoSchema,
        response: { 200: companyInfoUpdateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: '✅ Información de empresa actualizada correctamente',
      data: await opts.config.setCompanyInfo(requireAuth(request), request.body),
    }),
  );

  app.get(
    '/audit-pricing',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Multiplicadores por prioridad y costo por defecto',
        response: { 200: auditPricingResponseSchema, ...errors },
      },
    },
    async () => ({
      success: true as const,
      data: await opts.config.pricingForApi(),
    }),
  );

  app.put(
    '/audit-pricing',
    {
      config: { permission: 'settings_manage' },
      schema: {
        tags,
        summary: 'Actualizar los precios por prioridad',
        body: auditPricingSchema,
        response: { 200: auditPricingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await opts.config.setPricing(requireAuth(request), request.body),
    }),
  );

  app.post(
    '/calculate-audit-cost',
    {
      // Prices are for admins, accountants and the client itself ('sin IVA'); operator pay for admins and
      // accountants only (domain `companyFieldAccess`).
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Precio estimado de una auditoría (sin IVA)',
        body: calculateCostRequestSchema,
        response: { 200: calculateCostResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
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
      return {
        success: true as const,
        data: {
          precio: centavosToPesos(quote.precio),
          precioLista: centavosToPesos(quote.precioLista),
          multiplicador: quote.multiplicador,
          precioDeSucursal: quote.precioDeSucursal,
          ...(fields.operatorPay ? { pagoOperador: centavosToPesos(pay) } : {}),
          moneda: 'ARS' as const,
          sinIva: true as const,
        },
      };
    },
  );
};
