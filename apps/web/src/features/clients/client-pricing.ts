import {
  type BranchOwn,
  type ClientDefaults,
  effectiveBranch,
} from '@auditorias/domain/clients/branch-rules';
import {
  type CommissionType,
  hhmmToMinutes,
  type Modality,
  PRIORITIES,
  type Priority,
} from '@auditorias/domain/clients/constants';
import {
  auditPrice,
  DEFAULT_PRICING,
  operatorPay,
  type PricingSettings,
} from '@auditorias/domain/clients/pricing';
import { centavosToPesos, pesosToCentavos } from '@auditorias/domain/money';
import type { AuditPricing } from '@auditorias/domain/schemas/config';

/*
 * The screens work in pesos (as the API does); the domain's pricing and inheritance rules work in centavos.
 * These helpers are the crossing, so that every price a form previews comes from the same domain rule the
 * server applies.
 */

/** The pricing settings in the domain's units; the domain defaults until the API answered. */
export function pricingSettingsFrom(api: AuditPricing | undefined): PricingSettings {
  if (!api) return DEFAULT_PRICING;
  return { multiplicadores: api.multiplicadores, costoPorDefecto: pesosToCentavos(api.costoPorDefecto) };
}

/** What a branch inherits from its client, in pesos and minutes (the client form's or the API's values). */
export interface ClientInheritanceSource {
  /** Pesos; null uses the default cost of the pricing settings. */
  costoAuditoria: number | null;
  tipoComision: CommissionType;
  comisionOperador: number;
  /** Pesos. */
  montoFijoOperador: number;
  /** 'hh:mm'. */
  tiempoEstimado: string;
  tiempoAuditoriaCliente: number;
  modalidad: Modality;
  diasAuditoria: string[];
  fechaExacta: string | null;
  instrucciones: string | null;
  auditoriaFijaMes: boolean;
}

/** A branch's own values in pesos and hours; null inherits. */
export interface BranchOwnValues {
  precios: Record<Priority, number | null>;
  pagosOperador: Record<Priority, number | null>;
  tipoComision: CommissionType | null;
  comisionOperador: number | null;
  montoFijoOperador: number | null;
  tiempoAuditoria: number | null;
  tiempoEstimadoHoras: number | null;
  modalidad: Modality | null;
  diasAuditoria: string[] | null;
  fechaExacta: string | null;
  instrucciones: string | null;
  auditoriaFijaMes: boolean | null;
}

/** The values a branch works with (pesos, minutes, hours) and which ones come from the client. */
export interface EffectiveBranchValues {
  precios: Record<Priority, number>;
  pagosOperador: Record<Priority, number>;
  tipoComision: CommissionType;
  comisionOperador: number;
  montoFijoOperador: number;
  tiempoAuditoria: number;
  tiempoEstimadoHoras: number;
  modalidad: Modality;
  diasAuditoria: string[];
  fechaExacta: string | null;
  instrucciones: string | null;
  auditoriaFijaMes: boolean;
}

export type InheritedFlags = ReturnType<typeof effectiveBranch>['heredado'];

const toCentavos = (pesos: number | null) => (pesos === null ? null : pesosToCentavos(pesos));
const priceMap = <T>(f: (p: Priority) => T) =>
  Object.fromEntries(PRIORITIES.map((p) => [p, f(p)])) as Record<Priority, T>;

function clientDefaults(source: ClientInheritanceSource): ClientDefaults {
  return {
    costoAuditoria: toCentavos(source.costoAuditoria),
    tipoComision: source.tipoComision,
    comisionOperador: source.comisionOperador,
    montoFijoOperador: pesosToCentavos(source.montoFijoOperador),
    tiempoEstimadoMin: hhmmToMinutes(source.tiempoEstimado) ?? 0,
    tiempoAuditoriaCliente: source.tiempoAuditoriaCliente,
    modalidad: source.modalidad,
    diasAuditoria: source.diasAuditoria,
    fechaExacta: source.fechaExacta,
    instrucciones: source.instrucciones,
    auditoriaFijaMes: source.auditoriaFijaMes,
  };
}

export const NO_OWN_VALUES: BranchOwnValues = {
  precios: { normal: null, prioritaria: null, urgente: null },
  pagosOperador: { normal: null, prioritaria: null, urgente: null },
  tipoComision: null,
  comisionOperador: null,
  montoFijoOperador: null,
  tiempoAuditoria: null,
  tiempoEstimadoHoras: null,
  modalidad: null,
  diasAuditoria: null,
  fechaExacta: null,
  instrucciones: null,
  auditoriaFijaMes: null,
};

/** The domain's effective-branch rule (own values where set, the client's otherwise), in pesos. */
export function effectiveBranchValues(
  source: ClientInheritanceSource,
  own: BranchOwnValues,
  settings: PricingSettings,
): { efectivo: EffectiveBranchValues; heredado: InheritedFlags } {
  const branch: BranchOwn = {
    precios: priceMap((p) => toCentavos(own.precios[p])),
    pagosOperador: priceMap((p) => toCentavos(own.pagosOperador[p])),
    tipoComision: own.tipoComision,
    comisionOperador: own.comisionOperador,
    montoFijoOperador: toCentavos(own.montoFijoOperador),
    tiempoAuditoria: own.tiempoAuditoria,
    tiempoEstimadoMin: own.tiempoEstimadoHoras === null ? null : Math.round(own.tiempoEstimadoHoras * 60),
    modalidad: own.modalidad,
    diasAuditoria: own.diasAuditoria,
    fechaExacta: own.fechaExacta,
    instrucciones: own.instrucciones,
    auditoriaFijaMes: own.auditoriaFijaMes,
  };
  const { efectivo, heredado } = effectiveBranch(clientDefaults(source), branch, settings);
  return {
    efectivo: {
      precios: priceMap((p) => centavosToPesos(efectivo.precios[p])),
      pagosOperador: priceMap((p) => centavosToPesos(efectivo.pagosOperador[p])),
      tipoComision: efectivo.tipoComision,
      comisionOperador: efectivo.comisionOperador,
      montoFijoOperador: centavosToPesos(efectivo.montoFijoOperador),
      tiempoAuditoria: efectivo.tiempoAuditoria,
      tiempoEstimadoHoras: efectivo.tiempoEstimadoMin / 60,
      modalidad: efectivo.modalidad,
      diasAuditoria: efectivo.diasAuditoria,
      fechaExacta: efectivo.fechaExacta,
      instrucciones: efectivo.instrucciones,
      auditoriaFijaMes: efectivo.auditoriaFijaMes,
    },
    heredado,
  };
}

/** What an empty branch field takes from the client: the placeholders of the branch form. */
export function inheritedBranchValues(
  source: ClientInheritanceSource,
  settings: PricingSettings,
): EffectiveBranchValues {
  return effectiveBranchValues(source, NO_OWN_VALUES, settings).efectivo;
}

/** The client's price for each priority (cost per audit times the multiplier), in pesos. */
export function priorityPrices(
  costoAuditoria: number | null,
  settings: PricingSettings,
): Record<Priority, number> {
  return priceMap((p) =>
    centavosToPesos(
      auditPrice({ costoAuditoria: toCentavos(costoAuditoria) }, null, p, false, settings).precio,
    ),
  );
}

/** What the operator earns for each priority under the client's commission, in pesos. */
export function operatorPayByPriority(
  source: Pick<
    ClientInheritanceSource,
    'costoAuditoria' | 'tipoComision' | 'comisionOperador' | 'montoFijoOperador'
  >,
  settings: PricingSettings,
): Record<Priority, number> {
  const client = {
    costoAuditoria: toCentavos(source.costoAuditoria),
    tipoComision: source.tipoComision,
    comisionOperador: source.comisionOperador,
    montoFijoOperador: pesosToCentavos(source.montoFijoOperador),
  };
  return priceMap((p) => {
    const quote = auditPrice(client, null, p, false, settings);
    return centavosToPesos(operatorPay(client, null, p, quote.precioLista));
  });
}
