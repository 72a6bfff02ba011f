import { periodText } from '@auditorias/domain/finance/periods';
import {
  checkSalaryPayment,
  SALARY_MSG,
  type SalaryPaymentType,
  salaryPaymentLines,
} from '@auditorias/domain/salaries/ledger';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, badField, badRequest, conflict } from '../../lib/errors';
import { postEntries, reverseEntries } from '../finance/finance.service';
import { insertPayment, livePayments, markPaymentReverted, updateRecord } from './salaries.repo';
import { amountOrNull, type SalariesCore } from './salaries-core';

/** Paying a salary (whole or partial) and reverting its payments: money writes, idempotent under the key. */
export function createSalaryPayments(core: SalariesCore) {
  const { idempotent, lockRecord, accrue, dtoOf } = core;

  async function pay(
    auth: AuthContext,
    body: {
      sueldoId: number;
      montoPago?: number | null | undefined;
      tipoPago: SalaryPaymentType;
      concepto?: string | null | undefined;
      notas?: string | null | undefined;
    },
    key?: string,
  ) {
    const monto = amountOrNull(body.montoPago, 'montoPago');
    if (monto === null && body.tipoPago === 'Pago Parcial')
      throw badField('montoPago', SALARY_MSG.montoInvalido);
    return idempotent(auth, key, `sueldo-pago:${body.sueldoId}`, async (tx) => {
      const record = await lockRecord(tx, body.sueldoId);
      const check = checkSalaryPayment({
        tipoPago: body.tipoPago,
        monto,
        sueldoFinal: record.sueldoFinal,
        totalPagado: record.totalPagado,
      });
      if (!check.ok)
        throw new AppError(check.status, check.status === 409 ? 'CONFLICT' : 'BAD_REQUEST', check.message);
      // Whatever a repair left behind: the accrual must stand before cash leaves against it.
      const accrued = await accrue(tx, record, auth.user.id);
      const concepto = body.concepto?.trim() || `Sueldo ${periodText(record)}`;
      const [entryId] = await postEntries(tx, [
        {
          kind: 'sueldo_pago',
          description: `${body.tipoPago}: ${concepto}`,
          lines: salaryPaymentLines({ userId: record.userId, monto: check.monto }),
          createdBy: auth.user.id,
          meta: { sueldoId: record.id, tipoPago: body.tipoPago, notas: body.notas ?? null },
        },
      ]);
      await insertPayment(tx, {
        salaryId: record.id,
        entryId: entryId as number,
        monto: check.monto,
        tipoPago: body.tipoPago,
        concepto,
        notas: body.notas?.trim() || null,
        createdBy: auth.user.id,
      });
      const totalPagado = accrued.totalPagado + check.monto;
      const updated = await updateRecord(tx, record.id, {
        totalPagado,
        estado: totalPagado >= accrued.sueldoFinal ? 'pagado' : 'calculado',
        updatedAt: new Date(),
      });
      return {
        success: true as const,
        message: check.pagado ? SALARY_MSG.pagado : SALARY_MSG.pagoParcial,
        movimientoId: entryId as number,
        sueldo: await dtoOf(tx, updated),
      };
    });
  }

  async function revert(
    auth: AuthContext,
    body: {
      sueldoId: number;
      operadorId?: number | undefined;
      monto?: number | null | undefined;
      motivo?: string | null | undefined;
    },
    key?: string,
  ) {
    const motivo = body.motivo?.trim() ?? '';
    if (!motivo) throw badField('motivo', SALARY_MSG.motivoObligatorio);
    const monto = amountOrNull(body.monto, 'monto');
    return idempotent(auth, key, `sueldo-revertir:${body.sueldoId}`, async (tx) => {
      const record = await lockRecord(tx, body.sueldoId);
      if (body.operadorId !== undefined && body.operadorId !== record.userId)
        throw badRequest(SALARY_MSG.operadorNoCoincide);
      const live = await livePayments(tx, record.id);
      if (live.length === 0 || record.totalPagado === 0) throw conflict(SALARY_MSG.sinPagos);
      if (monto !== null && monto !== record.totalPagado)
        throw conflict(SALARY_MSG.montoRevertirNoCoincide(record.totalPagado));
      const ids = await reverseEntries(
        tx,
        live.map((p) => ({
          id: p.entryId,
          kind: 'sueldo_pago',
          description: `Pago de sueldo ${p.concepto ?? ''}`.trim(),
          clientId: null,
        })),
        { createdBy: auth.user.id, reason: motivo },
      );
      // reverseEntries posts newest first: pair each reversal with its payment by the entry it reverses.
      const reversedOrder = [...live].reverse();
      for (const [i, p] of reversedOrder.entries()) {
        await markPaymentReverted(tx, p.id, {
          reversalEntryId: ids[i] ?? null,
          motivoReversion: motivo,
          revertedBy: auth.user.id,
          revertedAt: new Date(),
        });
      }
      const updated = await updateRecord(tx, record.id, {
        totalPagado: 0,
        estado: 'calculado',
        updatedAt: new Date(),
      });
      return {
        success: true as const,
        message: SALARY_MSG.revertido,
        movimientoIds: ids,
        sueldo: await dtoOf(tx, updated),
      };
    });
  }

  return { pay, revert };
}
