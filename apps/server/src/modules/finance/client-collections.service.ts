import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { monthKey } from '@auditorias/domain/finance/figures';
import { parseAmount } from '@auditorias/domain/finance/rules';
import { formatPesos } from '@auditorias/domain/format/locale';
import type {
  clientPaymentRequestSchema,
  clientRefRequestSchema,
  collectPeriodRequestSchema,
} from '@auditorias/domain/schemas/finance';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badField, conflict, notFound } from '../../lib/errors';
import { findClient } from '../clients/public';
import { insertMessage } from '../messages/public';
import { activeClientUserIds } from './client-collections.repo';
import type { CollectionCore } from './collection-core';
import { clientBalances } from './finance.repo';
import { FIN_MSG, type FinanceCore, type FinanceDeps, financeStaff, ok, pesos } from './finance-core';
import { auditMoney, NO_MONEY } from './ledger';
import { lockClientReceivableIds, lockPeriodReceivableIds } from './receivables.repo';

/** A client's debt as a whole: collect a delivery month, pay or forgive everything it owes, claim the debt. */
export function createClientCollections(deps: FinanceDeps, core: FinanceCore, collect: CollectionCore) {
  const { config } = deps;
  const { idempotent, lockAuditOr404, ensurePosted } = core;
  const { collectLocked, forgiveLocked } = collect;

  /** POST /finanzas/cobrar-periodo: collects whole every receivable audit of a client in a delivery month. */
  async function collectPeriod(
    auth: AuthContext,
    body: z.infer<typeof collectPeriodRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const pricing = await config.pricing();
    const period = monthKey(body.anio, body.mes);
    return idempotent(auth, key, `cobrar-periodo:${body.clienteId}:${period}`, async (tx) => {
      const client = await findClient(tx, body.clienteId);
      if (!client) throw notFound(FIN_MSG.clientNotFound);
      const rows = await lockPeriodReceivableIds(tx, body.clienteId, period, body.auditoriaIds);
      if (rows.length === 0) throw conflict(FIN_MSG.periodEmpty);
      let total = 0;
      for (const r of rows) {
        const audit = await lockAuditOr404(tx, r.id);
        total += (await collectLocked(tx, auth, audit, { rate: null, monto: null }, pricing)).monto;
      }
      return {
        success: true as const,
        message: FIN_MSG.periodDone,
        cobradas: rows.length,
        monto: pesos(total),
      };
    });
  }

  /** The receivable audits of a client, oldest delivery first, locked. */
  async function lockClientReceivables(tx: DbOrTx, clientId: number) {
    const client = await findClient(tx, clientId);
    if (!client) throw notFound(FIN_MSG.clientNotFound);
    const rows = await lockClientReceivableIds(tx, clientId);
    if (rows.length === 0) throw conflict(FIN_MSG.periodEmpty);
    return { client, ids: rows.map((r) => Number(r.id)) };
  }

  /**
   * /audit-finance/process-client-payment: collects a client's receivable audits, all of them, or `monto` applied
   * oldest delivery first (the last one reached partly). Packages of fixed audits are collected on their own.
   */
  async function processClientPayment(
    auth: AuthContext,
    body: z.infer<typeof clientPaymentRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const monto = body.monto === undefined ? null : ok(parseAmount(body.monto), 'monto');
    const pricing = await config.pricing();
    return idempotent(auth, key, `cobro-cliente:${body.clienteId}`, async (tx) => {
      const { ids } = await lockClientReceivables(tx, body.clienteId);
      for (const id of ids) await ensurePosted(tx, await lockAuditOr404(tx, id), pricing, auth.user.id);
      const money = await auditMoney(tx, ids);
      const due = (id: number) => {
        const m = money.get(id) ?? NO_MONEY;
        return m.cargo - m.cobrado;
      };
      const total = ids.reduce((t, id) => t + due(id), 0);
      if (monto !== null && monto > total) throw badField('monto', FIN_MSG.overClientDebt);
      let left = monto ?? total;
      let count = 0;
      for (const id of ids) {
        if (left <= 0) break;
        const d = due(id);
        if (d <= 0) continue;
        const part = Math.min(d, left);
        const audit = await lockAuditOr404(tx, id);
        await collectLocked(tx, auth, audit, { rate: null, monto: part }, pricing);
        left -= part;
        count += 1;
      }
      return {
        success: true as const,
        message: FIN_MSG.clientCollected,
        auditorias: count,
        monto: pesos((monto ?? total) - left),
      };
    });
  }

  /** /audit-finance/forgive-client: forgives every receivable audit of a client. */
  async function forgiveClient(
    auth: AuthContext,
    body: z.infer<typeof clientRefRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const pricing = await config.pricing();
    return idempotent(auth, key, `condonar-cliente:${body.clienteId}`, async (tx) => {
      const { ids } = await lockClientReceivables(tx, body.clienteId);
      let total = 0;
      for (const id of ids) total += await forgiveLocked(tx, auth, await lockAuditOr404(tx, id), pricing);
      return {
        success: true as const,
        message: FIN_MSG.forgiven,
        auditorias: ids.length,
        monto: pesos(total),
      };
    });
  }

  /**
   * /audit-finance/claim-debt: sends each active user of the client company a message with what it owes (the
   * ledger's receivable, audits and packages). Refused when it owes nothing or has no user to write to.
   */
  async function claimDebt(
    auth: AuthContext,
    body: z.infer<typeof clientRefRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    return idempotent(auth, key, `reclamo:${body.clienteId}`, async (tx) => {
      const client = await findClient(tx, body.clienteId);
      if (!client) throw notFound(FIN_MSG.clientNotFound);
      const saldo = (await clientBalances(tx, body.clienteId)).get(ACCOUNTS.cuentasACobrar) ?? 0;
      if (saldo <= 0) throw conflict(FIN_MSG.noDebt);
      const recipients = await activeClientUserIds(tx, body.clienteId);
      if (recipients.length === 0) throw conflict(FIN_MSG.noClientUsers);
      const contenido = `Estimado cliente: ${client.nombre} registra un saldo pendiente de ${formatPesos(pesos(saldo))}. Puede consultar el detalle en Mi Cuenta. Por favor, regularice el pago a la brevedad.`;
      for (const r of recipients)
        await insertMessage(tx, {
          fromUserId: auth.user.id,
          toUserId: Number(r.id),
          contenido,
          tipo: 'mensaje',
          prioridad: 'normal',
          impersonatorId: auth.impersonatorId,
        });
      return {
        success: true as const,
        message: FIN_MSG.claimed,
        saldoPendiente: pesos(saldo),
        notificados: recipients.length,
      };
    });
  }

  return { collectPeriod, processClientPayment, forgiveClient, claimDebt };
}
