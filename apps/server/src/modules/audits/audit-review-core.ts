import { appendLine, messageLine } from '@auditorias/domain/audits/management';
import { auditPrice, type PricingSettings } from '@auditorias/domain/clients/pricing';
import { formatDateTime } from '@auditorias/domain/format/locale';
import type { SupervisorEdits } from '@auditorias/domain/schemas/audit-management';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden } from '../../lib/errors';
import { auditPricingOf } from '../clients/public';
import type { ConfigService } from '../config/config.service';
import type { AuditCore } from './audit-core';
import type * as repo from './audits.repo';
import type { AuditsService } from './audits.service';
import { EMPTY_WORKSHEET, worksheetToStore } from './worksheet';

/**
 * What review, delivery and management share: their messages, who is staff, the supervisor's edits and the
 * price fixed on delivery. The use cases are `audit-approval`, `audit-admin` and `audit-transit`, put together
 * by `audit-review.service.ts`.
 */
export const REVIEW_MSG = {
  saved: '✅ Cambios guardados exitosamente',
  approved: '✅ Auditoría aprobada y enviada al cliente exitosamente.',
  returned: 'Auditoría devuelta al operador para corrección',
  corrected:
    'La auditoría volvió a terminada: el cliente ya no la ve y su cobro quedó pendiente de una nueva aprobación',
  reassigned: 'Auditoría reasignada',
  backToQueue: 'Auditoría devuelta a la cola sin operador',
  freeOn: 'La auditoría es gratuita para el cliente',
  freeOff: 'La auditoría vuelve a cobrarse al cliente',
  messageAdded: 'Mensaje agregado',
  sameOperator: 'Elegí un operador distinto del actual',
  deletedCleanup: 'Auditoría eliminada (limpieza: sin efecto en pagos ni cobros)',
  deletedCorrection:
    'Auditoría eliminada (corrección: se revirtieron sus efectos y se generó una alerta de eliminación)',
  wrongDeletionType: 'El tipo de eliminación no corresponde a la antigüedad de la auditoría',
  collected: 'La auditoría ya fue cobrada: revertí el cobro antes de corregirla',
  enabled: 'Auditoría habilitada para tránsito',
  transitPaused: 'Auditoría devuelta a la cola de gestión',
  queueUpdated: 'Auditoría actualizada',
  scheduledCreated: '✅ Auditoría programada creada',
  scheduledDateRequired: 'La fecha programada es obligatoria',
} as const;

/** What the review and management use cases need. */
export interface ReviewDeps {
  db: Db;
  audits: AuditsService;
  config: ConfigService;
  /** Keeps the client's final PDF; its failure never undoes a delivery (the PDF is then made when first asked). */
  afterDelivery?: (auditId: number) => Promise<void>;
  /** The ledger postings of delivery, price changes and withdrawals, in the same transaction (finance module). */
  ledger?: AuditLedgerHooks;
}

/**
 * What delivery, price changes and withdrawals post to the ledger, in the caller's transaction. The audits module
 * states what it needs; the finance module answers it (`auditLedgerHooks` in `finance/ledger.ts`), so audits do not
 * import finance.
 */
export interface AuditLedgerHooks {
  delivered(
    tx: DbOrTx,
    audit: repo.AuditRow,
    costoFinal: number,
    pricing: PricingSettings,
    actorId: number,
  ): Promise<void>;
  priceChanged(tx: DbOrTx, audit: repo.AuditRow, costoFinal: number, actorId: number): Promise<void>;
  withdrawn(tx: DbOrTx, audit: repo.AuditRow, actorId: number, reason: string): Promise<void>;
}

/** A page of a list (the list contract). */
export type Page = { limit: number; cursor?: string | undefined };

/** Refuses (403) anyone but the given staff roles. */
export function staff(auth: AuthContext, roles: readonly string[] = ['admin', 'supervisor']) {
  if (!roles.includes(auth.user.role)) throw forbidden();
}

/** The audit's notes with one more line signed by the caller, dated `at` and addressed to `tipo`. */
export function notesWith(
  audit: repo.AuditRow,
  auth: AuthContext,
  tipo: 'general' | 'operador' | 'supervisor',
  text: string,
  at: Date = new Date(),
): string {
  return appendLine(audit.observacionesOperador, messageLine(auth.user.name, formatDateTime(at), tipo, text));
}

/** The columns a supervisor's edits change: the worksheet (keeping what is not edited), title and notes. */
export async function applyEdits(core: AuditCore, tx: DbOrTx, audit: repo.AuditRow, edits: SupervisorEdits) {
  const current = audit.hoja ?? EMPTY_WORKSHEET;
  const sheetInput = {
    eventos:
      edits.eventosEditados ??
      current.eventos.map((e) => ({ ...e, imagenes: e.imagenes.map((id) => ({ id })) })),
    observacionesFinales: edits.observacionesFinales ?? current.observacionesFinales,
    sucursalDetails: edits.sucursalDetails ?? current.sucursalDetails,
    canalesVision: edits.canalesVision ?? current.canalesVision,
  };
  const hoja = worksheetToStore(
    sheetInput as Parameters<typeof worksheetToStore>[0],
    await core.knownImages(tx, audit.id, sheetInput as Parameters<typeof core.knownImages>[2]),
  );
  return {
    hoja,
    hojaGuardadaEn: new Date(),
    ...(edits.titulo !== undefined ? { titulo: edits.titulo } : {}),
    ...(edits.observacionesSupervisor !== undefined
      ? { observacionesSupervisor: edits.observacionesSupervisor }
      : {}),
  };
}

/** The charge fixed on delivery: the price of its client, branch, priority and free flag (or the admin's cost). */
export async function finalPrice(
  tx: DbOrTx,
  audit: repo.AuditRow,
  pricing: PricingSettings,
): Promise<number> {
  if (audit.gratisParaCliente) return 0;
  if (audit.costoEstimado !== null) return audit.costoEstimado;
  const sources = await auditPricingOf(tx, audit.clientId, audit.branchId);
  if (!sources) return 0;
  return auditPrice(sources.defaults, sources.own, audit.prioridad, false, pricing).precio;
}
