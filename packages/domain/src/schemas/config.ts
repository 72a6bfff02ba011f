import { z } from 'zod';
import { PRIORITIES } from '../clients/constants';
import { trimText } from '../text';
import { pesosOrZero } from './common';

const required = (max: number) =>
  z
    .string({ error: 'Todos los campos son obligatorios' })
    .overwrite(trimText)
    .min(1, 'Todos los campos son obligatorios')
    .max(max);

export const companyInfoSchema = z.strictObject({
  nombre: required(200),
  email: required(254).pipe(z.email('El email no es válido')),
  telefono: required(60),
  direccion: required(300),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const companyInfoResponseSchema = z.object({ success: z.literal(true), data: companyInfoSchema });
export const companyInfoUpdateResponseSchema = companyInfoResponseSchema.extend({ message: z.string() });

/** Pricing settings as the API carries them (pesos). */
export const auditPricingSchema = z.strictObject({
  multiplicadores: z.strictObject({
    normal: z.number().min(0).max(100),
    prioritaria: z.number().min(0).max(100),
    urgente: z.number().min(0).max(100),
  }),
  costoPorDefecto: pesosOrZero,
});
export type AuditPricing = z.infer<typeof auditPricingSchema>;
export const auditPricingResponseSchema = z.object({ success: z.literal(true), data: auditPricingSchema });

export const calculateCostRequestSchema = z.strictObject({
  clienteId: z.number({ error: 'Elegí el cliente' }).int().positive(),
  branchId: z.number().int().positive().nullable().optional(),
  prioridad: z.enum(PRIORITIES).default('normal'),
  gratisParaCliente: z.boolean().default(false),
});

export const calculateCostResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    precio: z.number(),
    precioLista: z.number(),
    multiplicador: z.number(),
    precioDeSucursal: z.boolean(),
    /** Internal: absent for client-company users. */
    pagoOperador: z.number().optional(),
    moneda: z.literal('ARS'),
    sinIva: z.literal(true),
  }),
});
