import type { ExpenseCategory } from '@auditorias/domain/finance/accounts';
import { expenseLines } from '@auditorias/domain/finance/entries';
import { validateExpense } from '@auditorias/domain/finance/rules';
import { argentineDay } from '@auditorias/domain/format/locale';
import { monthDays } from '@auditorias/domain/salaries/calendar';
import type { Expense, expenseRequestSchema } from '@auditorias/domain/schemas/finance';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { expenses } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import {
  expenseEntryHead,
  expensesPage,
  findExpense,
  insertExpense,
  lockExpenseRow,
  markExpenseDeleted,
  updateExpenseRow,
} from './expenses.repo';
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
import { type EntryDraft, postEntries, reverseEntries } from './ledger';

/** Expenses (gastos): record, edit, revert, one, the list; each posts or reverses its ledger entry. */
export function createExpenses(deps: FinanceDeps, core: FinanceCore) {
  const { db } = deps;
  const { idempotent } = core;

  function expenseOut(row: typeof expenses.$inferSelect): Expense {
    return {
      id: row.id,
      descripcion: row.descripcion,
      monto: pesos(row.monto),
      categoria: row.categoria as ExpenseCategory,
      fecha: row.fecha,
      createdAt: row.createdAt.toISOString(),
      explicacion: row.explicacion,
      concepto: row.concepto,
      movimientoId: row.entryId,
    };
  }

  function expenseDraft(
    auth: AuthContext,
    v: { descripcion: string; monto: number; categoria: ExpenseCategory },
    fecha: string,
  ): EntryDraft {
    return {
      kind: 'gasto',
      description: `${v.descripcion} (${v.categoria})`,
      lines: expenseLines({ categoria: v.categoria, monto: v.monto }),
      occurredOn: fecha,
      createdBy: auth.user.id,
    };
  }

  async function createExpense(
    auth: AuthContext,
    body: z.infer<typeof expenseRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const v = ok(validateExpense(body, auth.user.role));
    const fecha = dayOr(body.fecha, argentineDay());
    return idempotent(auth, key, 'gasto', async (tx) => {
      const [entryId] = await postEntries(tx, [expenseDraft(auth, v, fecha)]);
      const [row] = await insertExpense(tx, {
        entryId: entryId as number,
        descripcion: v.descripcion,
        monto: v.monto,
        categoria: v.categoria,
        explicacion: v.explicacion,
        concepto: body.concepto?.trim() || null,
        fecha,
        createdBy: auth.user.id,
      });
      return {
        success: true as const,
        message: FIN_MSG.expenseSaved,
        gasto: expenseOut(row as typeof expenses.$inferSelect),
      };
    });
  }

  async function lockExpense(tx: DbOrTx, id: number) {
    const [row] = await lockExpenseRow(tx, id);
    if (!row) throw notFound(FIN_MSG.expenseNotFound);
    return row;
  }

  /** Reverses the ledger entry of an expense (its amount, category or date changed, or it was deleted). */
  async function reverseExpense(
    tx: DbOrTx,
    auth: AuthContext,
    row: typeof expenses.$inferSelect,
    reason: string,
  ) {
    const rows = await expenseEntryHead(tx, row.entryId);
    const r = rows[0];
    const head = {
      id: Number(r?.id ?? row.entryId),
      kind: r?.kind ?? 'gasto',
      description: r?.description ?? row.descripcion,
      clientId: r?.client_id ?? null,
    };
    await reverseEntries(tx, [head], { createdBy: auth.user.id, reason });
  }

  /** PUT /gastos/{id}: text fields in place; a new amount, category or date reverses the entry and posts a new one. */
  async function updateExpense(
    auth: AuthContext,
    id: number,
    body: z.infer<typeof expenseRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    return idempotent(auth, key, `gasto:${id}`, async (tx) => {
      const row = await lockExpense(tx, id);
      const merged = {
        descripcion: body.descripcion ?? row.descripcion,
        monto: body.monto ?? pesos(row.monto),
        categoria: body.categoria ?? row.categoria,
        explicacion: body.explicacion ?? row.explicacion ?? '',
      };
      const v = ok(validateExpense(merged, auth.user.role));
      const fecha = dayOr(body.fecha, row.fecha);
      let entryId = row.entryId;
      if (v.monto !== row.monto || v.categoria !== row.categoria || fecha !== row.fecha) {
        await reverseExpense(tx, auth, row, 'gasto modificado');
        [entryId] = (await postEntries(tx, [expenseDraft(auth, v, fecha)])) as [number];
      }
      const [updated] = await updateExpenseRow(tx, id, {
        entryId,
        descripcion: v.descripcion,
        monto: v.monto,
        categoria: v.categoria,
        explicacion: v.explicacion,
        concepto: body.concepto !== undefined ? body.concepto.trim() || null : row.concepto,
        fecha,
        updatedAt: new Date(),
      });
      return {
        success: true as const,
        message: FIN_MSG.expenseUpdated,
        gasto: expenseOut(updated as typeof expenses.$inferSelect),
      };
    });
  }

  /** DELETE /gastos/{id}: reverses its entry (the money returns) and the expense leaves the lists. */
  async function deleteExpense(auth: AuthContext, id: number, key: string | undefined) {
    financeStaff(auth, 'finance_manage');
    return idempotent(auth, key, `gasto-borrar:${id}`, async (tx) => {
      const row = await lockExpense(tx, id);
      await reverseExpense(tx, auth, row, 'gasto revertido');
      await markExpenseDeleted(tx, id, auth.user.id);
      return { success: true as const, message: FIN_MSG.expenseReverted };
    });
  }

  async function getExpense(auth: AuthContext, id: number) {
    financeStaff(auth, 'finance_view');
    const [row] = await findExpense(db, id);
    if (!row) throw notFound(FIN_MSG.expenseNotFound);
    return expenseOut(row);
  }

  async function listExpenses(
    auth: AuthContext,
    q: { mes?: number | undefined; anio?: number | undefined; limit: number; cursor?: string | undefined },
  ) {
    financeStaff(auth, 'finance_view');
    const range = q.mes && q.anio ? monthDays(q.mes, q.anio) : null;
    const after = q.cursor ? decodeKey(q.cursor, /^(\d{4}-\d{2}-\d{2})\|(\d{1,10})$/) : null;
    const rows = await expensesPage(db, range, after, q.limit);
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      gastos: page.map(expenseOut),
      paginacion: {
        siguiente: rows.length > q.limit && last ? encodeKey([last.fecha, last.id]) : null,
        limite: q.limit,
      },
    };
  }

  return { createExpense, updateExpense, deleteExpense, getExpense, listExpenses };
}

export type FinanceExpenses = ReturnType<typeof createExpenses>;
