import { appendLine, deletionType, messageLine } from '@auditorias/domain/audits/management';
import type { AuditState } from '@auditorias/domain/audits/states';
import { auditPrice, type PricingSettings } from '@auditorias/domain/clients/pricing';
import { formatDateTime } from '@auditorias/domain/format/locale';
import type {
  editQueueRequestSchema,
  enableTransitRequestSchema,
  reassignRequestSchema,
  SupervisorEdits,
} from '@auditorias/domain/schemas/audit-management';
import type { AuditForm } from '@auditorias/domain/schemas/audits';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { audits, deletionAlerts } from '../../db/schema/index';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import type { AuthContext } from '../auth/auth.service';
import { branchOwn, clientDefaults } from '../clients/clients.mapper';
import { findBranch, findClient } from '../clients/clients.repo';
import type { ConfigService } from '../config/config.service';
import type { AuditLedgerHooks } from '../finance/ledger';
import { findUserById } from '../users/users.repo';
import * as repo from './audits.repo';
import { AUDIT_MSG, type AuditsService, type UploadedFile } from './audits.service';
import { EMPTY_WORKSHEET, worksheetToStore } from './worksheet';

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

/** A page of a list (the list contract). */
type Page = { limit: number; cursor?: string | undefined };

export function createAuditReviewService(deps: {
  db: Db;
  audits: AuditsService;
  config: ConfigService;
  /** Keeps the client's final PDF; its failure never undoes a delivery (the PDF is then made when first asked). */
  afterDelivery?: (auditId: number) => Promise<void>;
  /** The ledger postings of delivery, price changes and withdrawals, in the same transaction (finance module). */
  ledger?: AuditLedgerHooks;
}) {
  const { db, config } = deps;
  const core = deps.audits.core;

  function staff(auth: AuthContext, roles: readonly string[] = ['admin', 'supervisor']) {
    if (!roles.includes(auth.user.role)) throw forbidden();
  }

  async function applyEdits(tx: DbOrTx, audit: repo.AuditRow, edits: SupervisorEdits) {
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
  async function finalPrice(tx: DbOrTx, audit: repo.AuditRow, pricing: PricingSettings): Promise<number> {
    if (audit.gratisParaCliente) return 0;
    if (audit.costoEstimado !== null) return audit.costoEstimado;
    const client = await findClient(tx, audit.clientId);
    const branch = audit.branchId ? await findBranch(tx, audit.clientId, audit.branchId) : null;
    if (!client) return 0;
    return auditPrice(
      clientDefaults(client),
      branch ? branchOwn(branch) : null,
      audit.prioridad,
      false,
      pricing,
    ).precio;
  }

  // ---- supervisor ----

  async function pending(auth: AuthContext, page: Page) {
    staff(auth);
    return core.pageFor(auth, { estados: ['terminada', 'guardado_supervisor'] }, page);
  }

  async function mine(auth: AuthContext, page: Page) {
    staff(auth);
    return core.pageFor(auth, { supervisorId: auth.user.id }, page);
  }

  async function save(auth: AuthContext, id: number, edits: SupervisorEdits) {
    await core.withLockedAudit(id, async (tx, audit) => {
      const to = core.check(auth, 'save_supervisor', audit);
      await repo.updateAuditIf(tx, id, [audit.estado], {
        ...(await applyEdits(tx, audit, edits)),
        estado: to,
        supervisorId: auth.user.id,
      });
      await core.timeline(tx, auth, id, 'guardada_supervisor', audit.estado, to);
    });
    return core.presentOne(auth, id);
  }

  /**
   * Approves and sends to the client: the audit becomes 'entregada', approved, its price is fixed and becomes
   * receivable. Concurrent approvals: the row lock lets the first through; the second finds it delivered.
   */
  async function approve(auth: AuthContext, id: number, edits: SupervisorEdits) {
    // Read before the transaction: the embedded database has a single connection.
    const pricing = await config.pricing();
    await core.withLockedAudit(id, async (tx, audit) => {
      const to = core.check(auth, 'approve_send', audit);
      const now = new Date();
      const costoFinal = await finalPrice(tx, audit, pricing);
      await repo.updateAuditIf(tx, id, [audit.estado], {
        ...(await applyEdits(tx, audit, edits)),
        estado: to,
        aprobada: true,
        requiereRevision: false,
        fechaAprobacion: now,
        fechaEntrega: now,
        supervisorId: auth.user.role === 'supervisor' ? auth.user.id : (audit.supervisorId ?? auth.user.id),
        costoFinal,
        estadoPago: 'pendiente',
      });
      await deps.ledger?.delivered(tx, audit, costoFinal, pricing, auth.user.id);
      await core.timeline(
        tx,
        auth,
        id,
        'aprobada_enviada',
        audit.estado,
        to,
        edits.observacionesSupervisor?.trim() || null,
      );
    });
    await deps.afterDelivery?.(id).catch((error: unknown) => {
      console.error(`[informes] no se pudo guardar el PDF final de la auditoría ${id}:`, error);
    });
    return core.presentOne(auth, id);
  }

  async function returnForCorrection(auth: AuthContext, id: number, reason: string) {
    await core.withLockedAudit(id, async (tx, audit) => {
      const to = core.check(auth, 'return_for_correction', audit);
      await repo.updateAuditIf(tx, id, [audit.estado], {
        estado: to,
        requiereRevision: true,
        motivoRechazo: reason,
        aprobada: false,
        asignadoPor: auth.user.id,
        fechaAsignacion: new Date(),
        observacionesOperador: appendLine(
          audit.observacionesOperador,
          messageLine(auth.user.name, formatDateTime(new Date()), 'operador', `Corrección: ${reason}`),
        ),
      });
      await core.timeline(tx, auth, id, 'devuelta_correccion', audit.estado, to, reason);
    });
    return core.presentOne(auth, id);
  }

  /** 'Corregir' (admin): a delivered audit not collected goes back to 'terminada'; its charge is no longer due. */
  async function correct(auth: AuthContext, id: number) {
    await core.withLockedAudit(id, async (tx, audit) => {
      if (audit.estadoPago === 'pagada') throw conflict(REVIEW_MSG.collected);
      const to = core.check(auth, 'correct', audit);
      await repo.updateAuditIf(tx, id, ['entregada'], {
        estado: to,
        aprobada: false,
        estadoPago: null,
        fechaEntrega: null,
        fechaAprobacion: null,
      });
      await deps.ledger?.withdrawn(tx, audit, auth.user.id, 'Corregir');
      await core.timeline(tx, auth, id, 'corregida', audit.estado, to);
    });
    return core.presentOne(auth, id);
  }

  // ---- admin management ----

  async function reassign(auth: AuthContext, id: number, body: z.infer<typeof reassignRequestSchema>) {
    const target = body.operadorId ? await findUserById(db, body.operadorId) : null;
    if (body.operadorId && (!target?.isActive || !['operador', 'supervisor'].includes(target.role))) {
      throw badRequest(AUDIT_MSG.notOperator, [{ campo: 'operadorId', mensaje: AUDIT_MSG.notOperator }]);
    }
    await core.withLockedAudit(id, async (tx, audit) => {
      core.check(auth, 'reassign', audit);
      if (body.desdeTransito && body.operadorId === audit.operadorId)
        throw badRequest(REVIEW_MSG.sameOperator);
      const now = new Date();
      const to: AuditState = target ? 'asignada' : 'pendiente';
      await repo.closeWorkPeriods(tx, id, now);
      await repo.updateAuditIf(tx, id, [audit.estado], {
        estado: to,
        operadorId: target?.id ?? null,
        asignadoPor: target ? auth.user.id : null,
        fechaAsignacion: target ? now : null,
        enTransito: true,
        ...(body.prioridad ? { prioridad: body.prioridad } : {}),
        ...(body.mensaje
          ? {
              observacionesOperador: appendLine(
                audit.observacionesOperador,
                messageLine(auth.user.name, formatDateTime(now), 'operador', body.mensaje),
              ),
            }
          : {}),
      });
      const note = [target ? `Reasignada a ${target.name}` : 'Devuelta a la cola sin operador', body.mensaje]
        .filter(Boolean)
        .join(' — ');
      await core.timeline(tx, auth, id, 'reasignada', audit.estado, to, note);
    });
    return core.presentOne(auth, id);
  }

  async function toggleFree(auth: AuthContext, id: number, gratis: boolean, motivo: string | undefined) {
    staff(auth, ['admin']);
    const pricing = await config.pricing();
    await core.withLockedAudit(id, async (tx, audit) => {
      if (audit.estadoPago === 'pagada') throw conflict(REVIEW_MSG.collected);
      const costoFinal =
        audit.estado === 'entregada'
          ? gratis
            ? 0
            : await finalPrice(tx, { ...audit, gratisParaCliente: false }, pricing)
          : undefined;
      await repo.updateAuditIf(tx, id, [audit.estado], {
        gratisParaCliente: gratis,
        motivoGratis: motivo ?? null,
        ...(costoFinal !== undefined ? { costoFinal } : {}),
      });
      if (costoFinal !== undefined) await deps.ledger?.priceChanged(tx, audit, costoFinal, auth.user.id);
      await core.timeline(
        tx,
        auth,
        id,
        gratis ? 'marcada_gratis' : 'marcada_cobrable',
        audit.estado,
        audit.estado,
        motivo ?? null,
      );
    });
    return core.presentOne(auth, id);
  }

  async function addMessage(
    auth: AuthContext,
    id: number,
    mensaje: string,
    tipo: 'general' | 'operador' | 'supervisor',
  ) {
    staff(auth);
    await core.withLockedAudit(id, async (tx, audit) => {
      const line = messageLine(auth.user.name, formatDateTime(new Date()), tipo, mensaje);
      await repo.updateAuditIf(tx, id, [audit.estado], {
        observacionesOperador: appendLine(audit.observacionesOperador, line),
      });
      await core.timeline(tx, auth, id, 'mensaje', audit.estado, audit.estado, mensaje);
    });
    return core.presentOne(auth, id);
  }

  /**
   * Deletes an audit (admin). Older than 30 days: a cleanup without money effect. 30 days or newer: a correction —
   * its charge and the operator's pay stop counting (the audit leaves every list and statement) and a deletion
   * alert is raised for the admin overview.
   */
  async function remove(
    auth: AuthContext,
    id: number,
    requested: 'cleanup' | 'correction' | undefined,
    razon: string | undefined,
  ) {
    staff(auth, ['admin']);
    const now = new Date();
    const pricing = await config.pricing();
    return core.withLockedAudit(id, async (tx, audit) => {
      const type = deletionType(audit.createdAt, now);
      if (requested && requested !== type) throw badRequest(REVIEW_MSG.wrongDeletionType);
      if (audit.estadoPago === 'pagada' && type === 'correction') throw conflict(REVIEW_MSG.collected);
      await repo.softDeleteAudit(tx, id, now);
      await core.timeline(
        tx,
        auth,
        id,
        type === 'cleanup' ? 'eliminada_limpieza' : 'eliminada_correccion',
        audit.estado,
        null,
        razon ?? null,
      );
      if (type === 'correction') {
        await deps.ledger?.withdrawn(tx, audit, auth.user.id, 'Eliminación por corrección');
        await tx.insert(deletionAlerts).values({
          auditId: id,
          tipo: 'correction',
          monto: audit.costoFinal ?? (await finalPrice(tx, audit, pricing)),
          eliminadoPor: auth.user.id,
          fechaOriginal: audit.createdAt,
          fechaEliminacion: now,
          razon: razon ?? null,
        });
      }
      return type;
    });
  }

  async function management(
    auth: AuthContext,
    query: { edad: string; desde?: string; hasta?: string; estado?: string; search?: string } & Page,
  ) {
    staff(auth, ['admin']);
    const now = Date.now();
    const thirty = new Date(now - 30 * 24 * 60 * 60 * 1000);
    const extra = and(
      query.edad === 'antiguas'
        ? lt(audits.createdAt, thirty)
        : query.edad === 'recientes'
          ? gte(audits.createdAt, thirty)
          : undefined,
      query.desde ? sql`${audits.fechaSolicitada} >= ${query.desde}` : undefined,
      query.hasta ? sql`${audits.fechaSolicitada} <= ${query.hasta}` : undefined,
    );
    return core.pageFor(
      auth,
      {
        search: query.search,
        estados: query.estado ? (query.estado.split(',') as AuditState[]) : undefined,
        extra,
      },
      query,
    );
  }

  // ---- management queue ----

  async function queue(auth: AuthContext, origen: 'cliente' | 'programada' | 'normal' | undefined) {
    staff(auth);
    const held = and(
      eq(audits.enTransito, false),
      inArray(audits.estado, ['solicitud', 'pendiente', 'asignada']),
      isNull(audits.deletedAt),
    );
    const rows = await repo.listAudits(
      db,
      { extra: and(held, origen ? eq(audits.origen, origen) : undefined) },
      1000,
    );
    const counts = await db
      .select({ origen: audits.origen, estado: audits.estado, n: sql<number>`count(*)::int` })
      .from(audits)
      .where(held)
      .groupBy(audits.origen, audits.estado);
    const by = (o: string) => counts.filter((c) => c.origen === o).reduce((sum, c) => sum + c.n, 0);
    return {
      data: await core.present(auth, rows),
      stats: {
        total: counts.reduce((sum, c) => sum + c.n, 0),
        porOrigen: { cliente: by('cliente'), programada: by('programada'), normal: by('normal') },
        pendientesValidacion: counts.filter((c) => c.estado === 'solicitud').reduce((sum, c) => sum + c.n, 0),
      },
    };
  }

  async function editQueue(auth: AuthContext, id: number, body: z.infer<typeof editQueueRequestSchema>) {
    staff(auth);
    await core.withLockedAudit(id, async (tx, audit) => {
      if (audit.enTransito) throw conflict('La auditoría no está en la cola de gestión');
      await repo.updateAuditIf(tx, id, [audit.estado], {
        ...(body.titulo !== undefined ? { titulo: body.titulo } : {}),
        ...(body.descripcion !== undefined ? { descripcion: body.descripcion } : {}),
        ...(body.prioridad !== undefined ? { prioridad: body.prioridad } : {}),
        ...(body.fechaSolicitada !== undefined ? { fechaSolicitada: body.fechaSolicitada } : {}),
        ...(body.fechaProgramada !== undefined ? { fechaProgramada: body.fechaProgramada } : {}),
        ...(body.observaciones !== undefined ? { observacionesIniciales: body.observaciones } : {}),
      });
      await core.timeline(tx, auth, id, 'editada_cola', audit.estado, audit.estado);
    });
    return core.presentOne(auth, id);
  }

  async function enableTransit(
    auth: AuthContext,
    id: number,
    body: z.infer<typeof enableTransitRequestSchema>,
  ) {
    const target = body.operadorId ? await findUserById(db, body.operadorId) : null;
    if (body.operadorId && (!target?.isActive || !['operador', 'supervisor'].includes(target.role))) {
      throw badRequest(AUDIT_MSG.notOperator, [{ campo: 'operadorId', mensaje: AUDIT_MSG.notOperator }]);
    }
    await core.withLockedAudit(id, async (tx, audit) => {
      const to = core.check(auth, 'enable_transit', { ...audit, operadorId: target?.id ?? null });
      const now = new Date();
      await repo.updateAuditIf(tx, id, [audit.estado], {
        estado: to,
        enTransito: true,
        ...(target ? { operadorId: target.id, asignadoPor: auth.user.id, fechaAsignacion: now } : {}),
        ...(body.fechaProgramada !== undefined ? { fechaProgramada: body.fechaProgramada } : {}),
        ...(body.prioridad ? { prioridad: body.prioridad } : {}),
      });
      await core.timeline(
        tx,
        auth,
        id,
        'habilitada_transito',
        audit.estado,
        to,
        target ? `Asignada a ${target.name}` : null,
      );
    });
    return core.presentOne(auth, id);
  }

  async function pauseTransit(auth: AuthContext, id: number) {
    await core.withLockedAudit(id, async (tx, audit) => {
      const to = core.check(auth, 'pause_transit', audit);
      await repo.updateAuditIf(tx, id, [audit.estado], {
        estado: to,
        enTransito: false,
        operadorId: null,
        asignadoPor: null,
        fechaAsignacion: null,
      });
      await core.timeline(tx, auth, id, 'transito_pausado', audit.estado, to);
    });
    return core.presentOne(auth, id);
  }

  async function createScheduled(auth: AuthContext, form: AuditForm, uploads: UploadedFile[]) {
    staff(auth, ['admin']);
    if (!form.fechaProgramada)
      throw badRequest(REVIEW_MSG.scheduledDateRequired, [
        { campo: 'fechaProgramada', mensaje: REVIEW_MSG.scheduledDateRequired },
      ]);
    return deps.audits.create(auth, { ...form, origenCarga: 'programada' }, uploads);
  }

  /** DELETE /audits/{id}: a client's own order, or an admin's cleanup or correction. */
  async function deleteAudit(
    auth: AuthContext,
    id: number,
    requested: 'cleanup' | 'correction' | undefined,
    razon: string | undefined,
  ) {
    if (auth.user.role === 'admin') return remove(auth, id, requested, razon);
    await deps.audits.removeOrder(auth, id);
    return null;
  }

  return {
    pending,
    mine,
    save,
    approve,
    returnForCorrection,
    correct,
    reassign,
    toggleFree,
    addMessage,
    remove,
    management,
    queue,
    editQueue,
    enableTransit,
    pauseTransit,
    createScheduled,
    deleteAudit,
  };
}

export type AuditReviewService = ReturnType<typeof createAuditReviewService>;
