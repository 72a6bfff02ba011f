import { type QueueScope, queueScope, takeBlockedReason, WHOLE_QUEUE } from '@auditorias/domain/audits/queue';
import { mayUseQueue } from '@auditorias/domain/auth/access';
import { operatorMayWorkFor } from '@auditorias/domain/clients/operator-access';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { AUDIT_MSG, type AuditCore, type AuditDeps, check } from './audit-core';
import * as repo from './audits.repo';

/** The queue and assignment: what an operator is offered next, taking it, and giving an audit to someone. */
export function createAuditQueue(deps: AuditDeps, core: AuditCore) {
  const { db, permissions } = deps;

  /** The part of the queue this user takes from: supervisors any waiting audit; operators `queueScope`. */
  async function queueOf(auth: AuthContext, tx: DbOrTx): Promise<QueueScope> {
    if (!mayUseQueue(auth.user.role)) throw forbidden();
    if (auth.user.role === 'supervisor') return WHOLE_QUEUE;
    return queueScope(await permissions.accessOf(auth.user.id, tx));
  }

  /** The one audit offered to this operator now: the oldest waiting one it may work on. */
  async function nextFor(auth: AuthContext, tx: DbOrTx = db): Promise<repo.AuditListRow | null> {
    const id = await repo.oldestWaiting(tx, await queueOf(auth, tx));
    return id === null ? null : repo.findAuditRow(tx, id);
  }

  /** The queue for an operator or a supervisor (refused to everyone else), with the counts of its panel. */
  async function nextAvailable(auth: AuthContext) {
    const part = await queueOf(auth, db);
    const [id, counts, disponibles] = await Promise.all([
      repo.oldestWaiting(db, part),
      repo.operatorCounts(db, auth.user.id),
      repo.countWaiting(db, part),
    ]);
    const next = id === null ? null : await repo.findAuditRow(db, id);
    const motivo = takeBlockedReason(auth.user.role, counts);
    return {
      data: next ? ((await core.present(auth, [next]))[0] ?? null) : null,
      puedeTomar: motivo === null && next !== null,
      motivo,
      conteo: { ...counts, disponibles },
    };
  }

  /**
   * Takes the next audit. Safe under a race: the operator's own takes are serialised by an advisory lock, and
   * the update only succeeds while the audit is still waiting and unassigned, so exactly one taker wins.
   */
  async function take(auth: AuthContext, id: number) {
    const role = auth.user.role;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${771_000}, ${auth.user.id})`);
      const motivo = takeBlockedReason(role, await repo.operatorCounts(tx, auth.user.id));
      if (motivo) throw conflict(motivo);
      const audit = await repo.lockAudit(tx, id);
      if (!audit) throw notFound(AUDIT_MSG.notFound);
      await core.assertKnownTo(tx, auth, audit);
      if (audit.operadorId !== null || !['solicitud', 'pendiente'].includes(audit.estado))
        throw conflict(AUDIT_MSG.alreadyTaken);
      const to = check(auth, 'take', audit);
      if (role === 'operador') {
        const next = await nextFor(auth, tx);
        if (next?.audit.id !== id) throw conflict(next ? AUDIT_MSG.notNext : AUDIT_MSG.nothingAvailable);
      }
      const now = new Date();
      const changed = await repo.updateAuditIf(
        tx,
        id,
        ['solicitud', 'pendiente'],
        { estado: to, operadorId: auth.user.id, asignadoPor: auth.user.id, fechaAsignacion: now },
        { requireUnassigned: true },
      );
      if (!changed) throw conflict(AUDIT_MSG.alreadyTaken);
      await core.timeline(tx, auth, id, 'tomada', audit.estado, to);
    });
    return core.presentOne(auth, id);
  }

  /** An operator never receives an audit of a company it may not work for (assigned elsewhere, or blocked). */
  async function assertMayWorkFor(tx: DbOrTx, operator: { id: number; role: string }, clientId: number) {
    if (operator.role !== 'operador') return;
    if (!operatorMayWorkFor(await permissions.accessOf(operator.id, tx), clientId))
      throw conflict(AUDIT_MSG.operatorMayNotWork);
  }

  async function assign(auth: AuthContext, id: number, operadorId: number) {
    const operator = await core.assignableUser(operadorId);
    await core.withLockedAudit(id, async (tx, audit) => {
      const to = check(auth, 'assign', audit);
      await assertMayWorkFor(tx, operator, audit.clientId);
      await repo.updateAuditIf(tx, id, [audit.estado], {
        estado: to,
        operadorId,
        asignadoPor: auth.user.id,
        fechaAsignacion: new Date(),
        enTransito: true,
      });
      await core.timeline(tx, auth, id, 'asignada', audit.estado, to, `Asignada a ${operator.name}`);
    });
    return core.presentOne(auth, id);
  }

  return { nextFor, nextAvailable, take, assertMayWorkFor, assign };
}
