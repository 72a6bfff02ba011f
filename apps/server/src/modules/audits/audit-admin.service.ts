import { deletionType } from '@auditorias/domain/audits/management';
import type { AuditState } from '@auditorias/domain/audits/states';
import type { reassignRequestSchema } from '@auditorias/domain/schemas/audit-management';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audits, deletionAlerts } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, conflict } from '../../lib/errors';
import { finalPrice, notesWith, type Page, REVIEW_MSG, type ReviewDeps, staff } from './audit-review-core';
import * as repo from './audits.repo';

/** The admin's management of audits: reassigning, free of charge, messages, deleting, the management list. */
export function createAuditAdmin(deps: ReviewDeps) {
  const { config } = deps;
  const core = deps.audits.core;

  async function reassign(auth: AuthContext, id: number, body: z.infer<typeof reassignRequestSchema>) {
    const target = body.operadorId ? await core.assignableUser(body.operadorId) : null;
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
          ? { observacionesOperador: notesWith(audit, auth, 'operador', body.mensaje, now) }
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
      await repo.updateAuditIf(tx, id, [audit.estado], {
        observacionesOperador: notesWith(audit, auth, tipo, mensaje),
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

  return { reassign, toggleFree, addMessage, remove, deleteAudit, management };
}
