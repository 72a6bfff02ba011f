import { manualIncomeLines } from '@auditorias/domain/finance/entries';
import { validateIncome } from '@auditorias/domain/finance/rules';
import { argentineDay } from '@auditorias/domain/format/locale';
import { monthDays } from '@auditorias/domain/salaries/calendar';
import type {
  financeMovementRequestSchema,
  Movement,
  manualIncomeRequestSchema,
} from '@auditorias/domain/schemas/finance';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, notFound } from '../../lib/errors';
import { findClient } from '../clients/public';
import type { FinanceExpenses } from './expenses.service';
import {
  dayOr,
  decodeKey,
  encodeKey,
  FIN_MSG,
  type FinanceCore,
  type FinanceDeps,
  financeStaff,
  ok,
  pesos,
} from './finance-core';
import { lockPackage } from './fixed-package';
import { postEntries, reverseEntries } from './ledger';
import { ledgerEntryOf, movementsPage } from './movements.repo';

/** Movements by hand and their list: manual income, POST /finanzas, reverting a movement, the movement list. */
export function createMovements(deps: FinanceDeps, core: FinanceCore, expenseUse: FinanceExpenses) {
  const { db } = deps;
  const { idempotent } = core;
  const { createExpense } = expenseUse;

  /** POST /audits/ingreso-manual: general income or a client's, as cash against manual income. */
  async function manualIncome(
    auth: AuthContext,
    body: z.infer<typeof manualIncomeRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const income = ok(validateIncome({ titulo: body.titulo, monto: body.costoFinal }));
    const fecha = dayOr(body.fecha, argentineDay());
    const clientId = body.clienteId ?? null;
    return idempotent(auth, key, 'ingreso-manual', async (tx) => {
      if (clientId !== null && !(await findClient(tx, clientId))) throw notFound(FIN_MSG.clientNotFound);
      const [id] = await postEntries(tx, [
        {
          kind: 'ingreso_manual',
          description: income.titulo,
          lines: manualIncomeLines({ clientId, monto: income.monto }),
          occurredOn: fecha,
          createdBy: auth.user.id,
          clientId,
        },
      ]);
      return { success: true as const, message: FIN_MSG.incomeSaved, movimientoId: id as number };
    });
  }

  /** POST /finanzas: a movement by hand, an income (`ingreso`) or an expense (`egreso`). */
  async function recordMovement(
    auth: AuthContext,
    body: z.infer<typeof financeMovementRequestSchema>,
    key: string | undefined,
  ) {
    if (body.tipo === 'ingreso') {
      return manualIncome(
        auth,
        { clienteId: body.clienteId, titulo: body.titulo, costoFinal: body.monto, fecha: body.fecha },
        key,
      );
    }
    const saved = await createExpense(
      auth,
      {
        descripcion: body.descripcion ?? body.titulo,
        monto: body.monto,
        categoria: body.categoria,
        explicacion: body.explicacion,
        concepto: body.concepto,
        fecha: body.fecha,
      },
      key,
    );
    return { success: true as const, message: saved.message, movimientoId: saved.gasto.movimientoId };
  }

  /**
   * POST /finanzas/movimientos/{id}/revertir: reverses a manual income or the collection of a package (a new
   * entry pointing at it). Collections of audits are reverted from the audit, expenses from the expense list.
   */
  async function revertMovement(auth: AuthContext, entryId: number, key: string | undefined) {
    financeStaff(auth, 'finance_manage');
    return idempotent(auth, key, `revertir-movimiento:${entryId}`, async (tx) => {
      const [entry] = await ledgerEntryOf(tx, entryId);
      if (!entry) throw notFound(FIN_MSG.movementNotFound);
      if (entry.reverses_entry_id !== null) throw conflict(FIN_MSG.reversalOfReversal);
      const isPackageCollection = entry.kind === 'cobro' && entry.audit_id === null && !!entry.meta?.abono;
      if (entry.kind !== 'ingreso_manual' && !isPackageCollection) throw conflict(FIN_MSG.notRevertible);
      if (isPackageCollection) await lockPackage(tx, String(entry.meta?.abono));
      await reverseEntries(
        tx,
        [
          {
            id: Number(entry.id),
            kind: entry.kind,
            description: entry.description,
            clientId: entry.client_id,
          },
        ],
        {
          createdBy: auth.user.id,
          reason: isPackageCollection ? 'cobro de abono revertido' : 'ingreso revertido',
        },
      );
      return {
        success: true as const,
        message: isPackageCollection ? FIN_MSG.packageReverted : FIN_MSG.incomeReverted,
      };
    });
  }

  const KIND_FILTER: Record<string, string[]> = { ingreso: ['cobro', 'ingreso_manual'], egreso: ['gasto'] };

  async function movements(
    auth: AuthContext,
    q: {
      tipo?: string | undefined;
      mes?: number | undefined;
      anio?: number | undefined;
      limit: number;
      cursor?: string | undefined;
    },
  ) {
    financeStaff(auth, 'finance_view');
    const range = q.mes && q.anio ? monthDays(q.mes, q.anio) : null;
    const kinds = q.tipo ? (KIND_FILTER[q.tipo] ?? [q.tipo]) : [null];
    const after = q.cursor ? decodeKey(q.cursor, /^(\d{4}-\d{2}-\d{2})\|(\d{1,19})$/) : null;
    const rows = await movementsPage(db, kinds, range, after, q);
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      movimientos: page.map(
        (r): Movement => ({
          id: Number(r.id),
          tipo: r.kind,
          fecha: r.occurred_on,
          descripcion: r.description,
          monto: pesos(Number(r.monto ?? 0)),
          clienteId: r.client_id,
          auditId: r.audit_id,
          reversaDe: r.reverses_entry_id === null ? null : Number(r.reverses_entry_id),
          revertido: r.revertido,
          creadoPor: r.name,
        }),
      ),
      paginacion: {
        siguiente: rows.length > q.limit && last ? encodeKey([last.occurred_on, last.id]) : null,
        limite: q.limit,
      },
    };
  }

  return { manualIncome, recordMovement, revertMovement, movements };
}

export type FinanceMovements = ReturnType<typeof createMovements>;
