import { percentOf } from '../money';
import type { CommissionType, Priority } from './constants';

/** Priority multipliers of the price (DOMAIN.md); the admin may change them in the pricing settings. */
export interface PricingSettings {
  multiplicadores: Record<Priority, number>;
  /** Price per audit when a client has none (centavos). */
  costoPorDefecto: number;
}

export const DEFAULT_PRICING: PricingSettings = {
  multiplicadores: { normal: 1, prioritaria: 1.5, urgente: 2 },
  costoPorDefecto: 10_000,
};

/** What pricing needs of a client (amounts in centavos). */
export interface ClientPricing {
  costoAuditoria: number | null;
  tipoComision: CommissionType;
  comisionOperador: number;
  montoFijoOperador: number;
}

/** A branch's own values; null inherits the client's. */
export interface BranchPricing {
  precios: Record<Priority, number | null>;
  pagosOperador: Record<Priority, number | null>;
  tipoComision: CommissionType | null;
  comisionOperador: number | null;
  montoFijoOperador: number | null;
}

export interface PriceQuote {
  /** What the client pays (0 when free). */
  precio: number;
  /** The price before the free flag: the base of a percentage commission. */
  precioLista: number;
  multiplicador: number;
  /** Whether the price came from the branch's own price list. */
  precioDeSucursal: boolean;
}

/**
 * The price of an audit: the branch's price for its priority when set; otherwise the client's cost per audit
 * (or the default) times the priority multiplier. A free audit costs the client 0.
 */
export function auditPrice(
  client: Pick<ClientPricing, 'costoAuditoria'>,
  branch: Pick<BranchPricing, 'precios'> | null,
  prioridad: Priority,
  gratis: boolean,
  settings: PricingSettings = DEFAULT_PRICING,
): PriceQuote {
  const multiplicador = settings.multiplicadores[prioridad];
  const own = branch?.precios[prioridad] ?? null;
  const precioLista =
    own !== null ? own : Math.round((client.costoAuditoria ?? settings.costoPorDefecto) * multiplicador);
  return { precio: gratis ? 0 : precioLista, precioLista, multiplicador, precioDeSucursal: own !== null };
}

/**
 * What the operator earns for an audit: the branch's pay for the priority when set; otherwise by the
 * commission type (the branch's, else the client's): a percentage of the list price or a fixed amount.
 * A free audit is still paid to the operator (the company absorbs it).
 */
export function operatorPay(
  client: ClientPricing,
  branch: BranchPricing | null,
  prioridad: Priority,
  precioLista: number,
): number {
  const own = branch?.pagosOperador[prioridad] ?? null;
  if (own !== null) return own;
  const tipo = branch?.tipoComision ?? client.tipoComision;
  if (tipo === 'fijo') return branch?.montoFijoOperador ?? client.montoFijoOperador;
  return percentOf(precioLista, branch?.comisionOperador ?? client.comisionOperador);
}
