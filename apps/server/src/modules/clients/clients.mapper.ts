import type { CompanyFieldAccess } from '@auditorias/domain/auth/access';
import {
  type BranchOwn,
  type ClientDefaults,
  effectiveBranch,
} from '@auditorias/domain/clients/branch-rules';
import { minutesToHhmm } from '@auditorias/domain/clients/constants';
import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import { centavosToPesos } from '@auditorias/domain/money';
import type { Branch, Client, ClientSummary } from '@auditorias/domain/schemas/clients';
import type { SecretBox } from '../../lib/secrets';
import { type FileInfo, toFileInfo } from '../files/files.service';
import type { StoredFileRow } from '../files/public';
import type { BranchPricingRow, BranchRow, ClientPricingRow, ClientRow } from './clients.rows';

const pesosOrNull = (c: number | null) => (c === null ? null : centavosToPesos(c));

export interface MapContext {
  /** Which fields of each company the viewer may see (domain `companyFieldAccess`). */
  fields: (clientId: number) => CompanyFieldAccess;
  /** Called for every DVR password handed out, so that each view is recorded. */
  onReveal: (clientId: number, branchId: number | null) => void;
  secrets: SecretBox;
  files: ReadonlyMap<number, StoredFileRow>;
  pricing: PricingSettings;
}

function fileOf(ctx: MapContext, id: number | null): FileInfo | null {
  const row = id === null ? undefined : ctx.files.get(id);
  return row ? toFileInfo(row) : null;
}

function secretFor(
  ctx: MapContext,
  clientId: number,
  branchId: number | null,
  sealed: string | null,
): { value?: string | null } {
  if (!ctx.fields(clientId).dvrPasswords) return {};
  if (sealed) ctx.onReveal(clientId, branchId);
  return { value: sealed ? ctx.secrets.open(sealed) : null };
}

export function clientDefaults(c: ClientPricingRow): ClientDefaults {
  return {
    costoAuditoria: c.costoAuditoria,
    tipoComision: c.tipoComision,
    comisionOperador: c.comisionOperador,
    montoFijoOperador: c.montoFijoOperador,
    tiempoEstimadoMin: c.tiempoEstimadoMin,
    tiempoAuditoriaCliente: c.tiempoAuditoriaCliente,
    modalidad: c.modalidad,
    diasAuditoria: c.diasAuditoria,
    fechaExacta: c.fechaExacta,
    instrucciones: c.instruccionesOperador,
    auditoriaFijaMes: c.auditoriaFijaMes,
  };
}

export function branchOwn(b: BranchPricingRow): BranchOwn {
  return {
    precios: { normal: b.precioNormal, prioritaria: b.precioPrioritaria, urgente: b.precioUrgente },
    pagosOperador: {
      normal: b.pagoOperadorNormal,
      prioritaria: b.pagoOperadorPrioritaria,
      urgente: b.pagoOperadorUrgente,
    },
    tipoComision: b.tipoComision,
    comisionOperador: b.comisionOperador,
    montoFijoOperador: b.montoFijoOperador,
    tiempoAuditoria: b.tiempoAuditoria,
    tiempoEstimadoMin: b.tiempoEstimadoMin,
    modalidad: b.modalidad,
    diasAuditoria: b.diasAuditoria,
    fechaExacta: b.fechaExacta,
    instrucciones: b.instruccionesOp,
    auditoriaFijaMes: b.auditoriaFijaMes,
  };
}

const priceTriple = (p: Record<'normal' | 'prioritaria' | 'urgente', number>) => ({
  normal: centavosToPesos(p.normal),
  prioritaria: centavosToPesos(p.prioritaria),
  urgente: centavosToPesos(p.urgente),
});

/**
 * A branch with its own values, the effective ones and what is inherited; prices, operator pay and the DVR
 * password only for who may see them (`companyFieldAccess`).
 */
export function toBranch(ctx: MapContext, client: ClientRow, b: BranchRow): Branch {
  const { efectivo, heredado } = effectiveBranch(clientDefaults(client), branchOwn(b), ctx.pricing);
  const fields = ctx.fields(b.clientId);
  const secret = secretFor(ctx, b.clientId, b.id, b.dvrPasswordEnc);
  return {
    id: b.id,
    clientId: b.clientId,
    nombre: b.nombre,
    direccion: b.direccion,
    telefono: b.telefono,
    activa: b.activa,
    dvr_id: b.dvrId,
    ...('value' in secret ? { dvr_password: secret.value } : {}),
    tieneDvrPassword: b.dvrPasswordEnc !== null,
    tiempo_auditoria: b.tiempoAuditoria,
    tiempoEstimadoHoras: b.tiempoEstimadoMin === null ? null : b.tiempoEstimadoMin / 60,
    ...(fields.prices
      ? {
          precio_normal: pesosOrNull(b.precioNormal),
          precio_prioritaria: pesosOrNull(b.precioPrioritaria),
          precio_urgente: pesosOrNull(b.precioUrgente),
        }
      : {}),
    ...(fields.operatorPay
      ? {
          pago_operador_normal: pesosOrNull(b.pagoOperadorNormal),
          pago_operador_prioritaria: pesosOrNull(b.pagoOperadorPrioritaria),
          pago_operador_urgente: pesosOrNull(b.pagoOperadorUrgente),
          tipoComision: b.tipoComision,
          comisionOperador: b.comisionOperador,
          montoFijoOperador: pesosOrNull(b.montoFijoOperador),
        }
      : {}),
    modalidad_auditoria: b.modalidad,
    dias_auditoria: b.diasAuditoria ?? [],
    fecha_exacta: b.fechaExacta,
    instrucciones_op: b.instruccionesOp,
    archivo_procedimiento: fileOf(ctx, b.archivoProcedimientoId),
    auditoria_fija_mes: b.auditoriaFijaMes,
    urgencia: b.urgencia,
    prioritaria: b.prioritaria,
    efectivo: {
      tiempo_auditoria: efectivo.tiempoAuditoria,
      tiempoEstimadoHoras: efectivo.tiempoEstimadoMin / 60,
      ...(fields.prices ? { precios: priceTriple(efectivo.precios) } : {}),
      ...(fields.operatorPay
        ? {
            pagosOperador: priceTriple(efectivo.pagosOperador),
            tipoComision: efectivo.tipoComision,
            comisionOperador: efectivo.comisionOperador,
            montoFijoOperador: centavosToPesos(efectivo.montoFijoOperador),
          }
        : {}),
      modalidad_auditoria: efectivo.modalidad,
      dias_auditoria: efectivo.diasAuditoria,
      fecha_exacta: efectivo.fechaExacta,
      instrucciones_op: efectivo.instrucciones,
      auditoria_fija_mes: efectivo.auditoriaFijaMes,
    },
    heredado,
  };
}

export function toClientSummary(
  c: ClientRow,
  counts: { branchCount: number; activeBranchCount: number },
): ClientSummary {
  return {
    id: c.id,
    nombre: c.nombre,
    empresa: c.empresa,
    email: c.email,
    cuit: c.cuit,
    telefono: c.telefono,
    direccion: c.direccion,
    contactoPrincipal: c.contactoPrincipal,
    activo: c.activo,
    estado: c.activo ? 'activo' : 'inactivo',
    parentId: c.parentId,
    cantidadSucursales: counts.branchCount,
    sucursalesActivas: counts.activeBranchCount,
  };
}

export function toClient(
  ctx: MapContext,
  c: ClientRow,
  parts: {
    branches: BranchRow[];
    children: Array<{ row: ClientRow; branches: BranchRow[] }>;
    users: Client['usuarios'];
  },
): Client {
  const fields = ctx.fields(c.id);
  const secret = secretFor(ctx, c.id, null, c.dvrPasswordPrincipalEnc);
  return {
    ...toClientSummary(c, {
      branchCount: parts.branches.length,
      activeBranchCount: parts.branches.filter((b) => b.activa).length,
    }),
    rut: c.cuit,
    sitioWeb: c.sitioWeb,
    facturacion: c.facturacion,
    condicionesPago: c.condicionesPago,
    ...(fields.prices
      ? { costoAuditoria: centavosToPesos(c.costoAuditoria), descuentoVolumen: c.descuentoVolumen }
      : {}),
    tiempoEstimado: minutesToHhmm(c.tiempoEstimadoMin),
    ...(fields.operatorPay
      ? {
          comisionOperador: c.comisionOperador,
          montoFijoOperador: centavosToPesos(c.montoFijoOperador),
          tipoComision: c.tipoComision,
        }
      : {}),
    limiteDias: c.limiteDias,
    auditoria_fija_mes: c.auditoriaFijaMes,
    tipo_auditoria_default: c.tipoAuditoriaDefault,
    tiempo_auditoria_cliente: c.tiempoAuditoriaCliente,
    dvr_id_principal: c.dvrIdPrincipal,
    ...('value' in secret ? { dvr_password_principal: secret.value } : {}),
    tieneDvrPassword: c.dvrPasswordPrincipalEnc !== null,
    instrucciones_operador: c.instruccionesOperador,
    ...(fields.contract ? { contrato_adjunto: fileOf(ctx, c.contratoArchivoId) } : {}),
    contrato_fecha_firma: c.contratoFechaFirma,
    contrato_observaciones: c.contratoObservaciones,
    modalidad_auditoria_cliente: c.modalidad,
    dias_auditoria: c.diasAuditoria,
    fecha_exacta: c.fechaExacta,
    archivo_procedimiento: fileOf(ctx, c.archivoProcedimientoId),
    branches: parts.branches.map((b) => toBranch(ctx, c, b)),
    negociosHijos: parts.children.map((child) => ({
      id: child.row.id,
      nombre: child.row.nombre,
      activo: child.row.activo,
      branches: child.branches.map((b) => toBranch(ctx, child.row, b)),
    })),
    usuarios: fields.internal ? parts.users : [],
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
