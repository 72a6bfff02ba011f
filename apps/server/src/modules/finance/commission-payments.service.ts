import { argentineDay } from '@auditorias/domain/format/locale';
import { pesosToCentavos } from '@auditorias/domain/money';
import {
  COMMISSION_MSG,
  checkCommissionPayment,
  commissionPaymentConcept,
  commissionPaymentLines,
  commissionsOwed,
} from '@auditorias/domain/salaries/commissions';
import type { SalaryPaymentType } from '@auditorias/domain/salaries/ledger';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, badField, conflict, notFound } from '../../lib/errors';
import { commissionBalances, commissionEntryOf, lockCommissions, payeeOf } from './commission-payments.repo';
import { dayOr, financeStaff, pesos } from './finance-core';
import { idempotentWrites, requireIdempotencyKey } from './idempotency';
import { LEDGER_MSG, postEntries, reverseEntries } from './ledger';

/**
 * Paying the operators' commissions (docs/decisions.md, "Pago de comisiones"): POST /finanzas/pagar-comisiones
 * posts a `comision_pago` entry (2101 against cash out 1102, `commissionPaymentLines`), whole or partial, checked
 * against what the employee is owed under a lock on its balance; POST /finanzas/revertir-pago-comisiones reverses
 * one payment with a reason (a new entry pointing at it). Money writes of finance staff (`finance_manage`), each
 * with a required Idempotency-Key; a payment dated in a closed month is refused by the posting (409).
 */
export function createCommissionPayments({ db }: { db: Db }) {
  const idempotent = idempotentWrites(db);

  async function pay(
    auth: AuthContext,
    body: {
      operadorId: number;
      monto?: number | null | undefined;
      tipoPago: SalaryPaymentType;
      fecha?: string | undefined;
    },
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const today = argentineDay();
    const fecha = dayOr(body.fecha, today);
    if (fecha > today) throw badField('fecha', COMMISSION_MSG.fechaFutura);
    const monto = body.monto === undefined || body.monto === null ? null : pesosToCentavos(body.monto);
    if (monto === null && body.tipoPago === 'Pago Parcial')
      throw badField('monto', COMMISSION_MSG.montoInvalido);
    return idempotent(auth, requireIdempotencyKey(key), 'comisiones-pago', async (tx) => {
      const payee = await payeeOf(tx, body.operadorId);
      if (!payee) throw notFound(COMMISSION_MSG.empleadoNoEncontrado);
      await lockCommissions(tx, payee.id);
      const balances = await commissionBalances(tx, payee.id, fecha);
      const check = checkCommissionPayment({
        tipoPago: body.tipoPago,
        monto,
        adeudado: commissionsOwed(balances),
      });
      if (!check.ok)
        throw new AppError(check.status, check.status === 409 ? 'CONFLICT' : 'BAD_REQUEST', check.message);
      const [entryId] = await postEntries(tx, [
        {
          kind: 'comision_pago',
          description: commissionPaymentConcept(payee.name, body.tipoPago),
          lines: commissionPaymentLines({ userId: payee.id, monto: check.monto }),
          occurredOn: fecha,
          createdBy: auth.user.id,
          meta: { operadorId: payee.id, tipoPago: body.tipoPago },
        },
      ]);
      return {
        success: true as const,
        message: check.pagado ? COMMISSION_MSG.pagado : COMMISSION_MSG.pagoParcial,
        movimientoId: entryId as number,
        operadorId: payee.id,
        monto: pesos(check.monto),
        pendiente: pesos(balances.hoy - check.monto),
      };
    });
  }

  async function revert(
    auth: AuthContext,
    body: { movimientoId: number; motivo?: string | null | undefined },
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const motivo = body.motivo?.trim() ?? '';
    if (!motivo) throw badField('motivo', COMMISSION_MSG.motivoObligatorio);
    const sent = requireIdempotencyKey(key);
    return idempotent(auth, sent, `comisiones-revertir:${body.movimientoId}`, async (tx) => {
      const seen = await commissionEntryOf(tx, body.movimientoId);
      if (!seen) throw notFound(COMMISSION_MSG.movimientoNoEncontrado);
      if (seen.kind !== 'comision_pago' || seen.user_id === null) throw conflict(COMMISSION_MSG.noEsPago);
      if (seen.reverses_entry_id !== null) throw conflict(COMMISSION_MSG.reversionDeReversion);
      const userId = Number(seen.user_id);
      await lockCommissions(tx, userId);
      // Read again under the lock: a parallel twin may have reverted it meanwhile.
      const entry = await commissionEntryOf(tx, body.movimientoId);
      if (!entry || entry.revertido) throw conflict(LEDGER_MSG.alreadyReversed);
      const [reversalId] = await reverseEntries(
        tx,
        [{ id: Number(entry.id), kind: entry.kind, description: entry.description, clientId: null }],
        { createdBy: auth.user.id, reason: motivo },
      );
      const { hoy } = await commissionBalances(tx, userId, argentineDay());
      return {
        success: true as const,
        message: COMMISSION_MSG.revertido,
        movimientoId: reversalId as number,
        operadorId: userId,
        pendiente: pesos(hoy),
      };
    });
  }

  return { pay, revert };
}

export type CommissionPaymentsService = ReturnType<typeof createCommissionPayments>;
