import { maySeeAuditInternals, maySeeAuditMoney } from '@auditorias/domain/audits/visibility';
import type { Role } from '@auditorias/domain/auth/roles';
import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import {
  accountStatementEstimate,
  accountStatementPaymentState,
} from '@auditorias/domain/finance/account-statement';
import { centavosToPesos } from '@auditorias/domain/money';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { branchOwn, clientDefaults } from '../clients/public';
import type { AuditItemRow } from './audits.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DAY = 24 * 60 * 60 * 1000;

export interface AuditMapContext {
  viewer: { id: number; role: Role };
  pricing: PricingSettings;
  attachments: ReadonlyMap<number, Audit['archivosAdjuntos']>;
  workedSeconds: ReadonlyMap<number, number>;
  now: Date;
}

export function toAudit(ctx: AuditMapContext, row: AuditItemRow): Audit {
  const a = row.audit;
  const money = maySeeAuditMoney(ctx.viewer.role);
  const internals = maySeeAuditInternals(ctx.viewer.role);
  const attachments = ctx.attachments.get(a.id) ?? [];
  // What the audit costs the client before delivery: the account statement's one definition.
  const estimate = accountStatementEstimate({
    prioridad: a.prioridad,
    gratisParaCliente: a.gratisParaCliente,
    costoEstimado: a.costoEstimado,
    client: clientDefaults(row.client),
    branch: row.branch ? branchOwn(row.branch) : null,
    pricing: ctx.pricing,
  });
  const person = (p: AuditItemRow['operador']) =>
    p?.id ? { id: p.id, name: p.name, username: p.username, email: p.email } : null;
  const workedMinutes = Math.floor((ctx.workedSeconds.get(a.id) ?? 0) / 60);
  const operador = person(row.operador);
  return {
    id: a.id,
    titulo: a.titulo,
    descripcion: a.descripcion,
    notas: a.notas,
    estado: a.estado,
    prioridad: a.prioridad,
    origenCarga: a.origen,
    enTransito: a.enTransito,
    clienteId: a.clientId,
    branchId: a.branchId,
    client: { id: row.client.id, nombre: row.client.nombre },
    branch: row.branch
      ? { id: row.branch.id, nombre: row.branch.nombre, direccion: row.branch.direccion }
      : null,
    cliente: row.client.nombre,
    sucursal: a.sucursal,
    direccion: a.direccion,
    localidad: a.localidad,
    fechaSolicitada: a.fechaSolicitada,
    fechaProgramada: a.fechaProgramada,
    fechaAsignacion: iso(a.fechaAsignacion),
    fechaInicio: iso(a.fechaInicio),
    fechaPausa: iso(a.fechaPausa),
    razonPausa: a.razonPausa,
    fechaTerminacion: iso(a.fechaTerminacion),
    fechaAprobacion: iso(a.fechaAprobacion),
    fechaEntrega: iso(a.fechaEntrega),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    observacionesIniciales: a.observacionesIniciales,
    ...(internals
      ? {
          observacionesOperador: a.observacionesOperador,
          observacionesSupervisor: a.observacionesSupervisor,
          motivoRechazo: a.motivoRechazo,
          horasEstimadas: a.horasEstimadas,
          tiempoTrabajadoPrevio: workedMinutes,
          tiempoTrabajado: workedMinutes,
        }
      : {}),
    observacionesFinales: row.observacionesFinales,
    archivosAdjuntos: attachments,
    aprobada: a.aprobada,
    requiereRevision: a.requiereRevision,
    operadorId: a.operadorId,
    supervisorId: a.supervisorId,
    asignadoPor: a.asignadoPor,
    operador,
    supervisor: person(row.supervisor),
    esMiTrabajoComoOperador: a.operadorId === ctx.viewer.id,
    ...(money
      ? {
          costoFinal: a.costoFinal === null ? null : centavosToPesos(a.costoFinal),
          precioEstimado: centavosToPesos(estimate),
          estadoPago: a.estadoPago,
          estadoPagoCuenta: accountStatementPaymentState(a),
        }
      : {}),
    gratisParaCliente: a.gratisParaCliente,
    antiguedad: Math.floor((ctx.now.getTime() - a.createdAt.getTime()) / DAY),
    archivosCount: ctx.attachments.get(row.audit.id)?.length ?? 0,
    clienteNombre: row.client.nombre,
    operadorNombre: operador?.name ?? null,
    motivoPausa: a.razonPausa,
    fechaCreacion: a.createdAt.toISOString(),
  };
}
