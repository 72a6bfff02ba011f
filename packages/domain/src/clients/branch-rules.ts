import {
  CLIENT_DEFAULTS,
  type CommissionType,
  hhmmToMinutes,
  type Modality,
  PRIORITIES,
  type Priority,
} from './constants';
import {
  auditPrice,
  type BranchPricing,
  type ClientPricing,
  DEFAULT_PRICING,
  operatorPay,
  type PricingSettings,
} from './pricing';

/** What inheritance needs of a client (amounts in centavos). */
export interface ClientDefaults extends ClientPricing {
  tiempoEstimadoMin: number;
  tiempoAuditoriaCliente: number;
  modalidad: Modality;
  diasAuditoria: string[];
  fechaExacta: string | null;
  instrucciones: string | null;
  auditoriaFijaMes: boolean;
}

/** A branch's own values; null (or an empty list for days) inherits the client's. */
export interface BranchOwn extends BranchPricing {
  tiempoAuditoria: number | null;
  tiempoEstimadoMin: number | null;
  modalidad: Modality | null;
  diasAuditoria: string[] | null;
  fechaExacta: string | null;
  instrucciones: string | null;
  auditoriaFijaMes: boolean | null;
}

export interface BranchEffective {
  tiempoAuditoria: number;
  tiempoEstimadoMin: number;
  precios: Record<Priority, number>;
  pagosOperador: Record<Priority, number>;
  tipoComision: CommissionType;
  comisionOperador: number;
  montoFijoOperador: number;
  modalidad: Modality;
  diasAuditoria: string[];
  fechaExacta: string | null;
  instrucciones: string | null;
  auditoriaFijaMes: boolean;
}

export type Inherited = Record<
  | 'tiempoAuditoria'
  | 'tiempoEstimado'
  | 'precios'
  | 'pagosOperador'
  | 'tipoComision'
  | 'comisionOperador'
  | 'montoFijoOperador'
  | 'modalidad'
  | 'instrucciones'
  | 'auditoriaFijaMes',
  boolean
>;

/**
 * The values a branch works with: its own where set, the client's otherwise, and which ones were inherited
 * (the screens mark those 'heredado'). The modality's days and date come with the modality they belong to.
 */
export function effectiveBranch(
  client: ClientDefaults,
  branch: BranchOwn,
  settings: PricingSettings = DEFAULT_PRICING,
): { efectivo: BranchEffective; heredado: Inherited } {
  const precios = {} as Record<Priority, number>;
  const pagosOperador = {} as Record<Priority, number>;
  for (const p of PRIORITIES) {
    const quote = auditPrice(client, branch, p, false, settings);
    precios[p] = quote.precio;
    pagosOperador[p] = operatorPay(client, branch, p, quote.precioLista);
  }
  const ownModality = branch.modalidad !== null;
  return {
    efectivo: {
      tiempoAuditoria: branch.tiempoAuditoria ?? client.tiempoAuditoriaCliente,
      tiempoEstimadoMin: branch.tiempoEstimadoMin ?? client.tiempoEstimadoMin,
      precios,
      pagosOperador,
      tipoComision: branch.tipoComision ?? client.tipoComision,
      comisionOperador: branch.comisionOperador ?? client.comisionOperador,
      montoFijoOperador: branch.montoFijoOperador ?? client.montoFijoOperador,
      modalidad: branch.modalidad ?? client.modalidad,
      diasAuditoria: ownModality ? (branch.diasAuditoria ?? []) : client.diasAuditoria,
      fechaExacta: ownModality ? branch.fechaExacta : client.fechaExacta,
      instrucciones: branch.instrucciones ?? client.instrucciones,
      auditoriaFijaMes: client.auditoriaFijaMes || branch.auditoriaFijaMes === true,
    },
    heredado: {
      tiempoAuditoria: branch.tiempoAuditoria === null,
      tiempoEstimado: branch.tiempoEstimadoMin === null,
      precios: PRIORITIES.some((p) => branch.precios[p] === null),
      pagosOperador: PRIORITIES.some((p) => branch.pagosOperador[p] === null),
      tipoComision: branch.tipoComision === null,
      comisionOperador: branch.comisionOperador === null,
      montoFijoOperador: branch.montoFijoOperador === null,
      modalidad: !ownModality,
      instrucciones: branch.instrucciones === null,
      auditoriaFijaMes: client.auditoriaFijaMes || branch.auditoriaFijaMes === null,
    },
  };
}

/**
 * Modality and its data agree: days only 'por días', a date only 'por fecha exacta'. Answers the normalised
 * values or the Spanish problem.
 */
export function normaliseModality(
  modalidad: Modality | null,
  dias: readonly string[] | null | undefined,
  fecha: string | null | undefined,
): { dias: string[]; fecha: string | null } | { problema: string } {
  if (modalidad === 'por_dias') {
    if (!dias || dias.length === 0) return { problema: 'Elegí al menos un día para la modalidad por días' };
    return { dias: [...new Set(dias)], fecha: null };
  }
  if (modalidad === 'fecha_exacta') {
    if (!fecha) return { problema: 'Elegí la fecha exacta de la auditoría' };
    return { dias: [], fecha };
  }
  return { dias: [], fecha: null };
}

export function defaultClientMinutes(): number {
  return hhmmToMinutes(CLIENT_DEFAULTS.tiempoEstimado) ?? 240;
}
