import type { monthDays } from '@auditorias/domain/salaries/calendar';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { expenses } from '../../db/schema/index';
import { sqlRowsOf } from './sql';

/** The reads and writes of expenses (expenses.service.ts). */

/** The ledger entry of an expense (what reversing it needs). */
export function expenseEntryHead(db: DbOrTx, entryId: number) {
  return sqlRowsOf<{ id: number; kind: string; description: string; client_id: number | null }>(
    db,
    sql`select id, kind, description, client_id from ledger_entries where id = ${entryId}`,
  );
}

/** Records an expense; answers the saved row. */
export function insertExpense(db: DbOrTx, values: typeof expenses.$inferInsert) {
  return db.insert(expenses).values(values).returning();
}

/** A standing (not deleted) expense, locked for a change. */
export function lockExpenseRow(db: DbOrTx, id: number) {
  return db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, id), isNull(expenses.deletedAt)))
    .for('update');
}

/** Changes an expense; answers the saved row. */
export function updateExpenseRow(db: DbOrTx, id: number, values: Partial<typeof expenses.$inferInsert>) {
  return db.update(expenses).set(values).where(eq(expenses.id, id)).returning();
}

/** Takes an expense out of the lists (its entry was reversed). */
export async function markExpenseDeleted(db: DbOrTx, id: number, by: number) {
  await db.update(expenses).set({ deletedAt: new Date(), deletedBy: by }).where(eq(expenses.id, id));
}

/** A standing (not deleted) expense. */
export function findExpense(db: DbOrTx, id: number) {
  return db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, id), isNull(expenses.deletedAt)));
}

/** A page of the standing expenses (of a month, or all), newest first (keyset on day and id). */
export function expensesPage(
  db: DbOrTx,
  range: ReturnType<typeof monthDays> | null,
  after: RegExpExecArray | null,
  limit: number,
) {
  return db
    .select()
    .from(expenses)
    .where(
      and(
        isNull(expenses.deletedAt),
        range ? sql`${expenses.fecha} >= ${range.first} and ${expenses.fecha} < ${range.next}` : undefined,
        after
          ? sql`(${expenses.fecha}, ${expenses.id}) < (${after[1]}::date, ${Number(after[2])})`
          : undefined,
      ),
    )
    .orderBy(sql`${expenses.fecha} desc, ${expenses.id} desc`)
    .limit(limit + 1);
}
