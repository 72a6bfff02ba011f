import { AWAITING_REVIEW_STATES } from '@auditorias/domain/audits/states';
import type { SupervisorEdits } from '@auditorias/domain/schemas/audit-management';
import type { AuthContext } from '../../lib/auth-context';
import { conflict } from '../../lib/errors';
import {
  applyEdits,
  finalPrice,
  notesWith,
  type Page,
  REVIEW_MSG,
  type ReviewDeps,
  staff,
} from './audit-review-core';
import * as repo from './audits.repo';

/** The supervisor's review and delivery: its lists, saving, approving and sending, returning, correcting. */
export function createAuditApproval(deps: ReviewDeps) {
  const { config } = deps;
  const core = deps.audits.core;

  async function pending(auth: AuthContext, page: Page) {
    staff(auth);
    return core.pageFor(auth, { estados: [...AWAITING_REVIEW_STATES] }, page);
  }

  async function mine(auth: AuthContext, page: Page) {
    staff(auth);
    return core.pageFor(auth, { supervisorId: auth.user.id }, page);
  }

  async function save(auth: AuthContext, id: number, edits: SupervisorEdits) {
    await core.withLockedAudit(id, async (tx, audit) => {
      const to = core.check(auth, 'save_supervisor', audit);
      await repo.updateAuditIf(tx, id, [audit.estado], {
        ...(await applyEdits(core, tx, audit, edits)),
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
        ...(await applyEdits(core, tx, audit, edits)),
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
        observacionesOperador: notesWith(audit, auth, 'operador', `Corrección: ${reason}`),
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

  return { pending, mine, save, approve, returnForCorrection, correct };
}
