import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import type { CollectionRate } from '@auditorias/domain/finance/entries';
import { parseAmount, validateAuditEdit } from '@auditorias/domain/finance/rules';
import type {
  auditFinanceEditRequestSchema,
  auditPaymentRequestSchema,
  auditRefRequestSchema,
  changePriorityRequestSchema,
  processPaymentRequestSchema,
} from '@auditorias/domain/schemas/finance';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badField, conflict, forbidden } from '../../lib/errors';
import { updateAuditIf } from '../audits/public';
import type { CollectionCore } from './collection-core';
import {
  type AuditRow,
  FIN_MSG,
  type FinanceCore,
  type FinanceDeps,
  financeStaff,
  isDelivered,
  ok,
} from './finance-core';
import { moneyOfAudit, postPriceChange } from './ledger';

/**
 * One audit's money from finance: collect or revert (PATCH /audits/{id}/pago and the audit-finance calls), forgive,
 * change its priority, edit its price or title, delete it.
 */
export function createAuditPayments(deps: FinanceDeps, core: FinanceCore, collect: CollectionCore) {
  const { db, config } = deps;
  const { lockAuditOr404, writeAudit, timeline, priceForRate, ensurePosted, paymentView } = core;
  const { collectableMoney, collectLocked, revertLocked, forgiveLocked } = collect;

  /** PATCH /audits/{id}/pago: collect (whole, partial, at a rate) or revert to pendiente. */
  async function setPayment(
    auth: AuthContext,
    id: number,
    body: z.infer<typeof auditPaymentRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const monto = body.monto === undefined ? null : ok(parseAmount(body.monto), 'monto');
    return writeAudit(auth, key, 'pago', id, async (tx, audit, pricing) => {
      let message: string;
      if (body.estadoPago === 'pendiente') {
        await revertLocked(tx, auth, audit, pricing);
        message = FIN_MSG.reverted;
      } else {
        const rate: CollectionRate | null = body.gratisParaCliente ? 'gratis' : (body.prioridad ?? null);
        const done = await collectLocked(tx, auth, audit, { rate, monto }, pricing);
        message = done.full ? FIN_MSG.collected : FIN_MSG.partial;
      }
      return { success: true as const, message, auditoria: await paymentView(tx, id) };
    });
  }

  /** The audit id of a call that names it `auditoriaId` (finance screens) or `auditId` (audit-finance calls). */
  function auditIdOf(body: { auditoriaId?: number | undefined; auditId?: number | undefined }): number {
    const id = body.auditoriaId ?? body.auditId;
    if (id === undefined) throw badField('auditoriaId', FIN_MSG.auditRequired);
    return id;
  }

  /**
   * A finance manager's write on the audit the body names (`auditIdOf`), at most once per idempotency key: `work`
   * answers its message, the answer carries the audit's payment view after it.
   */
  function manageAudit(
    auth: AuthContext,
    key: string | undefined,
    route: string,
    body: { auditoriaId?: number | undefined; auditId?: number | undefined },
    work: (tx: DbOrTx, audit: AuditRow, pricing: PricingSettings) => Promise<string>,
  ) {
    financeStaff(auth, 'finance_manage');
    const id = auditIdOf(body);
    return writeAudit(auth, key, route, id, async (tx, audit, pricing) => {
      const message = await work(tx, audit, pricing);
      return { success: true as const, message, auditoria: await paymentView(tx, id) };
    });
  }

  /**
   * POST /finanzas/procesar-cobro and /audit-finance/process-payment: collects one audit (whole, or `monto`) at a
   * rate (`tarifa`, or `prioridad`; none keeps its current charge). Same as PATCH /audits/{id}/pago.
   */
  async function processPayment(
    auth: AuthContext,
    body: z.infer<typeof processPaymentRequestSchema>,
    key: string | undefined,
  ) {
    const id = auditIdOf(body);
    return setPayment(
      auth,
      id,
      {
        estadoPago: 'pagada',
        prioridad: body.tarifa && body.tarifa !== 'gratis' ? body.tarifa : body.prioridad,
        gratisParaCliente: body.tarifa === 'gratis' ? true : undefined,
        monto: body.monto,
      },
      key,
    );
  }

  /** /audit-finance/revert-payment: reverts every collection of an audit (as PATCH /audits/{id}/pago pendiente). */
  async function revertPayment(
    auth: AuthContext,
    body: z.infer<typeof auditRefRequestSchema>,
    key: string | undefined,
  ) {
    return setPayment(auth, auditIdOf(body), { estadoPago: 'pendiente' }, key);
  }

  /** /audit-finance/process-forgiveness: forgives one audit's debt (revertible like a collection). */
  async function processForgiveness(
    auth: AuthContext,
    body: z.infer<typeof auditRefRequestSchema>,
    key: string | undefined,
  ) {
    return manageAudit(auth, key, 'condonar', body, async (tx, audit, pricing) => {
      await forgiveLocked(tx, auth, audit, pricing);
      return FIN_MSG.forgiven;
    });
  }

  /**
   * /audit-finance/change-priority: reprices a receivable audit at another priority (its price times the
   * settings' multiplier) without collecting it; the difference is posted as a price adjustment.
   */
  async function changePriority(
    auth: AuthContext,
    body: z.infer<typeof changePriorityRequestSchema>,
    key: string | undefined,
  ) {
    return manageAudit(auth, key, 'prioridad', body, async (tx, audit, pricing) => {
      const id = audit.id;
      const money = await collectableMoney(tx, auth, audit, pricing);
      const nuevo = await priceForRate(tx, audit, body.prioridad, pricing);
      if (nuevo < money.cobrado) throw conflict(FIN_MSG.belowCollected);
      await postPriceChange(tx, audit, nuevo, auth.user.id, `Cambio de prioridad a ${body.prioridad}`);
      await updateAuditIf(tx, id, [audit.estado], {
        prioridad: body.prioridad,
        costoFinal: nuevo,
      });
      await timeline(tx, auth, audit, 'prioridad_finanzas', audit.estado, `Prioridad ${body.prioridad}`);
      return FIN_MSG.priorityChanged;
    });
  }

  // ---- audit edit and delete from finance ----

  async function editAudit(
    auth: AuthContext,
    id: number,
    body: z.infer<typeof auditFinanceEditRequestSchema>,
  ) {
    financeStaff(auth, 'finance_manage');
    const edit = ok(validateAuditEdit(body));
    await db.transaction(async (tx) => {
      const audit = await lockAuditOr404(tx, id);
      const delivered = isDelivered(audit);
      if (edit.costoFinal !== undefined && edit.costoFinal !== audit.costoFinal) {
        if (audit.estadoPago === 'pagada') throw conflict(FIN_MSG.paidEdit);
        if (delivered) {
          await ensurePosted(tx, audit, await config.pricing(), auth.user.id);
          const money = await moneyOfAudit(tx, id);
          if (edit.costoFinal < money.cobrado) throw conflict(FIN_MSG.belowCollected);
          await postPriceChange(
            tx,
            { ...audit, gratisParaCliente: false },
            edit.costoFinal,
            auth.user.id,
            'Edición desde finanzas',
          );
        }
      }
      await updateAuditIf(tx, id, [audit.estado], {
        ...(body.titulo !== undefined ? { titulo: body.titulo } : {}),
        ...(edit.fechaSolicitada !== undefined ? { fechaSolicitada: edit.fechaSolicitada } : {}),
        ...(edit.costoFinal !== undefined
          ? delivered
            ? { costoFinal: edit.costoFinal, gratisParaCliente: false }
            : { costoEstimado: edit.costoFinal }
          : {}),
      });
      await timeline(tx, auth, audit, 'editada_finanzas', audit.estado, null);
    });
    return paymentView(db, id);
  }

  /** DELETE /finanzas/borrar-auditoria/{id}: the admin's deletion (cleanup or correction by age). */
  async function deleteAudit(auth: AuthContext, id: number) {
    if (auth.user.role !== 'admin') throw forbidden();
    return deps.review.remove(auth, id, undefined, 'Eliminada desde finanzas');
  }

  return {
    setPayment,
    processPayment,
    revertPayment,
    processForgiveness,
    changePriority,
    editAudit,
    deleteAudit,
  };
}
