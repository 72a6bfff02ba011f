import { hhmmToMinutes } from '@auditorias/domain/clients/constants';
import { pesosToCentavos } from '@auditorias/domain/money';
import type { BranchInput, UpdateClientRequest } from '@auditorias/domain/schemas/clients';
import { badField } from '../../lib/errors';
import type * as repo from './clients.repo';
import { type ClientsCore, modalityOrThrow, nullableCentavos } from './clients-core';

/**
 * The client form read into columns: the branch and client columns of a create or an edit, and the files the form
 * wants attached.
 */

/** The branch columns each field of a branch edit sets (the modality trio and the DVR password apart). */
export const BRANCH_COLUMNS: Record<
  Exclude<
    keyof BranchInput,
    'id' | 'dvr_password' | 'modalidad_auditoria' | 'dias_auditoria' | 'fecha_exacta'
  >,
  readonly (keyof repo.NewBranch)[]
> = {
  nombre: ['nombre'],
  direccion: ['direccion'],
  telefono: ['telefono'],
  activa: ['activa'],
  dvr_id: ['dvrId'],
  tiempo_auditoria: ['tiempoAuditoria'],
  tiempoEstimadoHoras: ['tiempoEstimadoMin'],
  precio_normal: ['precioNormal'],
  precio_prioritaria: ['precioPrioritaria'],
  precio_urgente: ['precioUrgente'],
  pago_operador_normal: ['pagoOperadorNormal'],
  pago_operador_prioritaria: ['pagoOperadorPrioritaria'],
  pago_operador_urgente: ['pagoOperadorUrgente'],
  tipoComision: ['tipoComision'],
  comisionOperador: ['comisionOperador'],
  montoFijoOperador: ['montoFijoOperador'],
  instrucciones_op: ['instruccionesOp'],
  archivoProcedimientoId: ['archivoProcedimientoId'],
  auditoria_fija_mes: ['auditoriaFijaMes'],
  urgencia: ['urgencia'],
  prioritaria: ['prioritaria'],
};

/** For each client column, the request fields whose values it can hold as they are (the copy stays typed). */
export type CopiedFields = {
  [C in keyof repo.NewClient]?: {
    [F in keyof UpdateClientRequest]-?: UpdateClientRequest[F] extends repo.NewClient[C] | undefined
      ? F
      : never;
  }[keyof UpdateClientRequest];
};

/** The client columns a create or update copies as sent: each column with the request field it comes from. */
export const COPIED_FIELDS = {
  nombre: 'nombre',
  empresa: 'empresa',
  email: 'email',
  cuit: 'cuit',
  telefono: 'telefono',
  direccion: 'direccion',
  sitioWeb: 'sitioWeb',
  contactoPrincipal: 'contactoPrincipal',
  facturacion: 'facturacion',
  activo: 'activo',
  condicionesPago: 'condicionesPago',
  comisionOperador: 'comisionOperador',
  tipoComision: 'tipoComision',
  limiteDias: 'limiteDias',
  auditoriaFijaMes: 'auditoria_fija_mes',
  tipoAuditoriaDefault: 'tipo_auditoria_default',
  tiempoAuditoriaCliente: 'tiempo_auditoria_cliente',
  dvrIdPrincipal: 'dvr_id_principal',
  instruccionesOperador: 'instrucciones_operador',
  contratoArchivoId: 'contratoArchivoId',
  contratoFechaFirma: 'contrato_fecha_firma',
  contratoObservaciones: 'contrato_observaciones',
  descuentoVolumen: 'descuentoVolumen',
  archivoProcedimientoId: 'archivoProcedimientoId',
} as const satisfies CopiedFields;

/** The client columns in centavos, from the request fields in pesos. */
export const PESOS_FIELDS = {
  costoAuditoria: 'costoAuditoria',
  montoFijoOperador: 'montoFijoOperador',
} as const satisfies { [C in keyof repo.NewClient]?: keyof UpdateClientRequest };

export function createClientValues(core: Pick<ClientsCore, 'seal'>) {
  const { seal } = core;

  /** The branch columns from a branch of the form, for `client` (fixed audits on a branch of a fixed client is moot). */
  function branchValues(input: BranchInput, clientHasFixed: boolean, index: number): repo.NewBranch {
    const modalidad = input.modalidad_auditoria ?? null;
    const { dias, fecha } = modalityOrThrow(
      `branches.${index}.dias_auditoria`,
      modalidad ?? 'manual',
      input.dias_auditoria,
      input.fecha_exacta,
    );
    return {
      nombre: input.nombre,
      direccion: input.direccion ?? null,
      telefono: input.telefono ?? null,
      activa: input.activa ?? true,
      dvrId: input.dvr_id ?? null,
      ...(input.dvr_password !== undefined ? { dvrPasswordEnc: seal(input.dvr_password) } : {}),
      tiempoAuditoria: input.tiempo_auditoria ?? null,
      tiempoEstimadoMin:
        input.tiempoEstimadoHoras === undefined || input.tiempoEstimadoHoras === null
          ? null
          : Math.round(input.tiempoEstimadoHoras * 60),
      precioNormal: nullableCentavos(input.precio_normal) ?? null,
      precioPrioritaria: nullableCentavos(input.precio_prioritaria) ?? null,
      precioUrgente: nullableCentavos(input.precio_urgente) ?? null,
      pagoOperadorNormal: nullableCentavos(input.pago_operador_normal) ?? null,
      pagoOperadorPrioritaria: nullableCentavos(input.pago_operador_prioritaria) ?? null,
      pagoOperadorUrgente: nullableCentavos(input.pago_operador_urgente) ?? null,
      tipoComision: input.tipoComision ?? null,
      comisionOperador: input.comisionOperador ?? null,
      montoFijoOperador: nullableCentavos(input.montoFijoOperador) ?? null,
      modalidad,
      diasAuditoria: modalidad ? dias : null,
      fechaExacta: modalidad ? fecha : null,
      instruccionesOp: input.instrucciones_op ?? null,
      archivoProcedimientoId: input.archivoProcedimientoId ?? null,
      auditoriaFijaMes: clientHasFixed ? null : (input.auditoria_fija_mes ?? null),
      urgencia: input.urgencia ?? true,
      prioritaria: input.prioritaria ?? true,
    };
  }

  /** The client columns of a create or update (only the fields sent). */
  function clientValues(input: UpdateClientRequest, current: repo.ClientRow | null): Partial<repo.NewClient> {
    const v: Partial<repo.NewClient> = {};
    const set = <K extends keyof repo.NewClient>(key: K, value: repo.NewClient[K] | undefined) => {
      if (value !== undefined) v[key] = value;
    };
    for (const [column, field] of Object.entries(COPIED_FIELDS)) {
      set(column as keyof repo.NewClient, input[field as keyof UpdateClientRequest] as never);
    }
    for (const [column, field] of Object.entries(PESOS_FIELDS)) {
      const pesos = input[field as keyof typeof PESOS_FIELDS];
      set(column as keyof repo.NewClient, pesos === undefined ? undefined : pesosToCentavos(pesos));
    }
    if (input.tiempoEstimado !== undefined) {
      const minutes = hhmmToMinutes(input.tiempoEstimado);
      if (minutes === null) throw badField('tiempoEstimado', 'Usá el formato hh:mm');
      v.tiempoEstimadoMin = minutes;
    }
    set('dvrPasswordPrincipalEnc', seal(input.dvr_password_principal));
    if (
      input.modalidad_auditoria_cliente !== undefined ||
      input.dias_auditoria !== undefined ||
      input.fecha_exacta !== undefined
    ) {
      const modalidad = input.modalidad_auditoria_cliente ?? current?.modalidad ?? 'manual';
      const { dias, fecha } = modalityOrThrow(
        'dias_auditoria',
        modalidad,
        input.dias_auditoria !== undefined ? input.dias_auditoria : current?.diasAuditoria,
        input.fecha_exacta !== undefined ? input.fecha_exacta : current?.fechaExacta,
      );
      v.modalidad = modalidad;
      v.diasAuditoria = dias;
      v.fechaExacta = fecha;
    }
    return v;
  }

  /** Files a client form wants attached, with whether the record already holds them. */
  function wantedFiles(
    input: UpdateClientRequest,
    current: repo.ClientRow | null,
    currentBranches: repo.BranchRow[],
  ) {
    const wanted: Array<{
      id: number;
      kind: 'contrato' | 'procedimiento';
      campo: string;
      alreadyOwned: boolean;
    }> = [];
    const ownFiles = [
      ['contratoArchivoId', 'contrato'],
      ['archivoProcedimientoId', 'procedimiento'],
    ] as const;
    for (const [campo, kind] of ownFiles) {
      const id = input[campo];
      if (id) wanted.push({ id, kind, campo, alreadyOwned: current?.[campo] === id });
    }
    (input.branches ?? []).forEach((b, i) => {
      if (!b.archivoProcedimientoId) return;
      const owned = currentBranches.some((cb) => cb.archivoProcedimientoId === b.archivoProcedimientoId);
      wanted.push({
        id: b.archivoProcedimientoId,
        kind: 'procedimiento',
        campo: `branches.${i}.archivoProcedimientoId`,
        alreadyOwned: owned,
      });
    });
    return wanted;
  }

  return { branchValues, clientValues, wantedFiles };
}

export type ClientValues = ReturnType<typeof createClientValues>;
