import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { salaryConfigs, salaryPayments, salaryRecords, users } from '../../db/schema/index';

/** The reads and writes of salaries (records, configurations, payments): the SQL of the salaries use cases. */

export type RecordRow = typeof salaryRecords.$inferSelect;
export type ConfigRow = typeof salaryConfigs.$inferSelect;
type RecordValues = Omit<typeof salaryRecords.$inferInsert, 'userId' | 'mes' | 'anio'>;

/** One employee's month of a table keyed by (user, year, month): a salary record or configuration. */
function monthOf(
  table: typeof salaryRecords | typeof salaryConfigs,
  userId: number,
  mes: number,
  anio: number,
) {
  return and(eq(table.userId, userId), eq(table.anio, anio), eq(table.mes, mes));
}

/** A user not deleted: id, name and role. */
export async function userOf(tx: DbOrTx, id: number) {
  const [u] = await tx
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return u;
}

/** A user's name (deleted or not). */
export async function userNameOf(tx: DbOrTx, id: number) {
  const [u] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id));
  return u?.name;
}

/** The saved configuration of an employee's month, if any. */
export async function configRowOf(tx: DbOrTx, userId: number, mes: number, anio: number) {
  const [row] = await tx
    .select()
    .from(salaryConfigs)
    .where(monthOf(salaryConfigs, userId, mes, anio));
  return row as ConfigRow | undefined;
}

/** Saves an employee's month configuration (insert or replace). */
export async function upsertConfig(tx: DbOrTx, values: typeof salaryConfigs.$inferInsert) {
  await tx
    .insert(salaryConfigs)
    .values(values)
    .onConflictDoUpdate({
      target: [salaryConfigs.userId, salaryConfigs.anio, salaryConfigs.mes],
      set: values,
    });
}

/**
 * Serialises the work on one employee's month (a transaction lock) and reads its record, locked for update.
 */
export async function lockMonthRecord(tx: DbOrTx, userId: number, mes: number, anio: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sueldo:${userId}:${anio}:${mes}`}))`);
  const [existing] = await tx
    .select()
    .from(salaryRecords)
    .where(monthOf(salaryRecords, userId, mes, anio))
    .for('update');
  return existing as RecordRow | undefined;
}

/** The record of an employee's month, if any. */
export async function monthRecordOf(tx: DbOrTx, userId: number, mes: number, anio: number) {
  const [record] = await tx
    .select()
    .from(salaryRecords)
    .where(monthOf(salaryRecords, userId, mes, anio));
  return record as RecordRow | undefined;
}

/** What an employee's month has accrued so far, if it has a record. */
export async function accruedOf(tx: DbOrTx, userId: number, mes: number, anio: number) {
  const [before] = await tx
    .select({ d: salaryRecords.montoDevengado })
    .from(salaryRecords)
    .where(monthOf(salaryRecords, userId, mes, anio));
  return before;
}

/** Stores a calculation: updates the existing record or inserts the month's first. */
export async function saveRecord(
  tx: DbOrTx,
  existingId: number | null,
  values: RecordValues,
  month: { userId: number; mes: number; anio: number },
): Promise<RecordRow> {
  if (existingId !== null) {
    const [record] = (await tx
      .update(salaryRecords)
      .set(values)
      .where(eq(salaryRecords.id, existingId))
      .returning()) as [RecordRow];
    return record;
  }
  const [record] = (await tx
    .insert(salaryRecords)
    .values({ ...values, ...month })
    .returning()) as [RecordRow];
  return record;
}

/** Changes a record and answers it as it is now. */
export async function updateRecord(
  tx: DbOrTx,
  id: number,
  set: Partial<typeof salaryRecords.$inferInsert>,
): Promise<RecordRow> {
  const [updated] = (await tx.update(salaryRecords).set(set).where(eq(salaryRecords.id, id)).returning()) as [
    RecordRow,
  ];
  return updated;
}

/** One record, locked for update. */
export async function lockRecordRow(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(salaryRecords).where(eq(salaryRecords.id, id)).for('update');
  return row as RecordRow | undefined;
}

/** A page of salary records (newest first), with the employee's name and start date of that month. */
export function recordsPage(
  db: DbOrTx,
  q: { operadorId?: number | undefined; mes?: number | undefined; anio?: number | undefined; limit: number },
  after: number | null,
) {
  return db
    .select({ r: salaryRecords, name: users.name, fecha: salaryConfigs.fechaIngreso })
    .from(salaryRecords)
    .innerJoin(users, eq(users.id, salaryRecords.userId))
    .leftJoin(
      salaryConfigs,
      and(
        eq(salaryConfigs.userId, salaryRecords.userId),
        eq(salaryConfigs.anio, salaryRecords.anio),
        eq(salaryConfigs.mes, salaryRecords.mes),
      ),
    )
    .where(
      and(
        q.operadorId ? eq(salaryRecords.userId, q.operadorId) : undefined,
        q.mes ? eq(salaryRecords.mes, q.mes) : undefined,
        q.anio ? eq(salaryRecords.anio, q.anio) : undefined,
        after !== null ? lt(salaryRecords.id, after) : undefined,
      ),
    )
    .orderBy(desc(salaryRecords.id))
    .limit(q.limit + 1);
}

/** Records a salary payment. */
export async function insertPayment(tx: DbOrTx, values: typeof salaryPayments.$inferInsert) {
  await tx.insert(salaryPayments).values(values);
}

/** A record's payments not reverted, oldest first. */
export function livePayments(tx: DbOrTx, salaryId: number) {
  return tx
    .select()
    .from(salaryPayments)
    .where(and(eq(salaryPayments.salaryId, salaryId), isNull(salaryPayments.reversalEntryId)))
    .orderBy(asc(salaryPayments.id));
}

/** Marks a payment reverted. */
export async function markPaymentReverted(
  tx: DbOrTx,
  id: number,
  set: Partial<typeof salaryPayments.$inferInsert>,
) {
  await tx.update(salaryPayments).set(set).where(eq(salaryPayments.id, id));
}

/** Active employees of a salary role. */
export function activeSalaryStaff(db: DbOrTx) {
  return db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.isActive, true),
        inArray(users.role, ['operador', 'supervisor', 'admin', 'contable']),
      ),
    );
}
