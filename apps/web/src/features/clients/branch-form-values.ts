import { normaliseModality } from '@auditorias/domain/clients/branch-rules';
import {
  type CommissionType,
  type Modality,
  PRIORITIES,
  type Priority,
  WEEKDAYS,
  type Weekday,
} from '@auditorias/domain/clients/constants';
import { type Branch, branchInputSchema, type fileInfoSchema } from '@auditorias/domain/schemas/clients';
import type { z } from 'zod';
import type { BranchOwnValues } from './client-pricing';

export type FileInfo = z.infer<typeof fileInfoSchema>;
export type BranchInputBody = z.input<typeof branchInputSchema>;

/** A number field as Mantine's NumberInput holds it: a number, or text while empty or being typed. */
export type NumberValue = number | string;

/** The branch form (spec: Branch). Empty numbers, an empty modality or empty instructions inherit the client's. */
export interface BranchFormValues {
  /** Identity inside the client form (a branch not saved yet has no id). */
  key: string;
  id?: number;
  nombre: string;
  direccion: string;
  telefono: string;
  activa: boolean;
  dvr_id: string;
  /** Write-only: empty keeps the stored one. */
  dvr_password: string;
  tieneDvrPassword: boolean;
  borrarDvrPassword: boolean;
  /** Minutes. */
  tiempo_auditoria: NumberValue;
  /** Hours, step 0.25. */
  tiempoEstimadoHoras: NumberValue;
  precios: Record<Priority, NumberValue>;
  pagosOperador: Record<Priority, NumberValue>;
  tipoComision: CommissionType | null;
  comisionOperador: NumberValue;
  montoFijoOperador: NumberValue;
  modalidad: Modality | null;
  dias: string[];
  fecha_exacta: string | null;
  instrucciones_op: string;
  procedimiento: FileInfo | null;
  auditoria_fija_mes: boolean;
  /** Kept as stored (no field on the form). */
  urgencia: boolean;
  prioritaria: boolean;
}

let nextKey = 0;
export function newBranchKey(): string {
  nextKey += 1;
  return `sucursal-${nextKey}`;
}

const emptyPrices = (): Record<Priority, NumberValue> => ({ normal: '', prioritaria: '', urgente: '' });

export function emptyBranchForm(): BranchFormValues {
  return {
    key: newBranchKey(),
    nombre: '',
    direccion: '',
    telefono: '',
    activa: true,
    dvr_id: '',
    dvr_password: '',
    tieneDvrPassword: false,
    borrarDvrPassword: false,
    tiempo_auditoria: '',
    tiempoEstimadoHoras: '',
    precios: emptyPrices(),
    pagosOperador: emptyPrices(),
    tipoComision: null,
    comisionOperador: '',
    montoFijoOperador: '',
    modalidad: null,
    dias: [],
    fecha_exacta: null,
    instrucciones_op: '',
    procedimiento: null,
    auditoria_fija_mes: false,
    urgencia: true,
    prioritaria: true,
  };
}

const numberOrEmpty = (value: number | null | undefined): NumberValue => value ?? '';

/** The form of a branch as the API answers it (its own values, not the effective ones). */
export function branchFormFromApi(branch: Branch): BranchFormValues {
  return {
    key: `sucursal-id-${branch.id}`,
    id: branch.id,
    nombre: branch.nombre,
    direccion: branch.direccion ?? '',
    telefono: branch.telefono ?? '',
    activa: branch.activa,
    dvr_id: branch.dvr_id ?? '',
    dvr_password: '',
    tieneDvrPassword: branch.tieneDvrPassword,
    borrarDvrPassword: false,
    tiempo_auditoria: numberOrEmpty(branch.tiempo_auditoria),
    tiempoEstimadoHoras: numberOrEmpty(branch.tiempoEstimadoHoras),
    precios: {
      normal: numberOrEmpty(branch.precio_normal),
      prioritaria: numberOrEmpty(branch.precio_prioritaria),
      urgente: numberOrEmpty(branch.precio_urgente),
    },
    pagosOperador: {
      normal: numberOrEmpty(branch.pago_operador_normal),
      prioritaria: numberOrEmpty(branch.pago_operador_prioritaria),
      urgente: numberOrEmpty(branch.pago_operador_urgente),
    },
    tipoComision: branch.tipoComision ?? null,
    comisionOperador: numberOrEmpty(branch.comisionOperador),
    montoFijoOperador: numberOrEmpty(branch.montoFijoOperador),
    modalidad: branch.modalidad_auditoria,
    dias: branch.dias_auditoria,
    fecha_exacta: branch.fecha_exacta,
    instrucciones_op: branch.instrucciones_op ?? '',
    procedimiento: branch.archivo_procedimiento,
    auditoria_fija_mes: branch.auditoria_fija_mes === true,
    urgencia: branch.urgencia,
    prioritaria: branch.prioritaria,
  };
}

/** An empty field is null (inherit); otherwise the number, or NaN when the text is not one. */
export function toNumberOrNull(value: NumberValue): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? null : Number(text);
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The chosen days as the API takes them: known weekdays, Lunes to Domingo, once each. */
export function weekdaysOf(dias: readonly string[]): Weekday[] {
  return WEEKDAYS.filter((day) => dias.includes(day));
}

/** The write-only DVR password: absent keeps the stored one, null clears it. */
export function dvrPasswordField(typed: string, clear: boolean): { value?: string | null } {
  if (clear) return { value: null };
  return typed === '' ? {} : { value: typed };
}

/** The branch as the API takes it (inside the client or on its own). */
export function toBranchInput(values: BranchFormValues): BranchInputBody {
  const password = dvrPasswordField(values.dvr_password, values.borrarDvrPassword);
  const modalidad = values.modalidad;
  return {
    ...(values.id !== undefined ? { id: values.id } : {}),
    nombre: values.nombre.trim(),
    direccion: textOrNull(values.direccion),
    telefono: textOrNull(values.telefono),
    activa: values.activa,
    dvr_id: textOrNull(values.dvr_id),
    ...('value' in password ? { dvr_password: password.value } : {}),
    tiempo_auditoria: toNumberOrNull(values.tiempo_auditoria),
    tiempoEstimadoHoras: toNumberOrNull(values.tiempoEstimadoHoras),
    precio_normal: toNumberOrNull(values.precios.normal),
    precio_prioritaria: toNumberOrNull(values.precios.prioritaria),
    precio_urgente: toNumberOrNull(values.precios.urgente),
    pago_operador_normal: toNumberOrNull(values.pagosOperador.normal),
    pago_operador_prioritaria: toNumberOrNull(values.pagosOperador.prioritaria),
    pago_operador_urgente: toNumberOrNull(values.pagosOperador.urgente),
    tipoComision: values.tipoComision,
    comisionOperador: toNumberOrNull(values.comisionOperador),
    montoFijoOperador: toNumberOrNull(values.montoFijoOperador),
    modalidad_auditoria: modalidad,
    dias_auditoria: modalidad === 'por_dias' ? weekdaysOf(values.dias) : null,
    fecha_exacta: modalidad === 'fecha_exacta' ? values.fecha_exacta : null,
    instrucciones_op: textOrNull(values.instrucciones_op),
    archivoProcedimientoId: values.procedimiento?.id ?? null,
    auditoria_fija_mes: values.auditoria_fija_mes ? true : null,
    urgencia: values.urgencia,
    prioritaria: values.prioritaria,
  };
}

/** The branch's own values, for the domain's inheritance rule (pesos and hours). */
export function branchOwnFromForm(values: BranchFormValues): BranchOwnValues {
  const num = (v: NumberValue) => {
    const n = toNumberOrNull(v);
    return n === null || Number.isNaN(n) ? null : n;
  };
  const perPriority = (source: Record<Priority, NumberValue>) =>
    Object.fromEntries(PRIORITIES.map((p) => [p, num(source[p])])) as Record<Priority, number | null>;
  return {
    precios: perPriority(values.precios),
    pagosOperador: perPriority(values.pagosOperador),
    tipoComision: values.tipoComision,
    comisionOperador: num(values.comisionOperador),
    montoFijoOperador: num(values.montoFijoOperador),
    tiempoAuditoria: num(values.tiempo_auditoria),
    tiempoEstimadoHoras: num(values.tiempoEstimadoHoras),
    modalidad: values.modalidad,
    diasAuditoria: values.modalidad === 'por_dias' ? values.dias : null,
    fechaExacta: values.modalidad === 'fecha_exacta' ? values.fecha_exacta : null,
    instrucciones: textOrNull(values.instrucciones_op),
    auditoriaFijaMes: values.auditoria_fija_mes ? true : null,
  };
}

export type BranchFormField =
  | 'nombre'
  | 'dias'
  | 'fecha_exacta'
  | 'comisionOperador'
  | 'tiempo_auditoria'
  | 'tiempoEstimadoHoras'
  | 'montoFijoOperador'
  | 'precios'
  | 'pagosOperador'
  | 'general';

export interface FormProblem<F extends string> {
  field: F;
  message: string;
}

/** The first problem of a branch form (spec section 5), or null. */
export function validateBranchForm(values: BranchFormValues): FormProblem<BranchFormField> | null {
  if (values.nombre.trim() === '')
    return { field: 'nombre', message: 'El nombre de la sucursal es obligatorio' };
  if (values.modalidad !== null) {
    const modality = normaliseModality(values.modalidad, values.dias, values.fecha_exacta);
    if ('problema' in modality) {
      return { field: values.modalidad === 'por_dias' ? 'dias' : 'fecha_exacta', message: modality.problema };
    }
  }
  const parsed = branchInputSchema.safeParse(toBranchInput(values));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? '');
    const field: BranchFormField = key.startsWith('precio_')
      ? 'precios'
      : key.startsWith('pago_operador_')
        ? 'pagosOperador'
        : ((
            ['comisionOperador', 'tiempo_auditoria', 'tiempoEstimadoHoras', 'montoFijoOperador'] as const
          ).find((f) => f === key) ?? 'general');
    return { field, message: issue?.message ?? 'Revisá los datos de la sucursal' };
  }
  return null;
}
