import { mayUseFinance } from '@auditorias/domain/auth/access';
import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { centavosToPesos } from '@auditorias/domain/money';
import { monthDays } from '@auditorias/domain/salaries/calendar';
import type { Advance, AdvancesQuery } from '@auditorias/domain/schemas/advances';
import { pageOf } from '@auditorias/domain/schemas/lists';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerLines, users } from '../../db/schema/index';
import { forbidden } from '../../lib/errors';
import { afterOf } from '../../lib/keyset';
import type { AuthContext } from '../auth/auth.service';

const reversal = alias(ledgerEntries, 'advance_reversal');

/**
 * GET /finanzas/adelantos: the advances of account 1301 (a debit to a person, in an entry that is no reversal and
 * was not reversed), newest first, paged; finance staff only (never a client company).
 */
export function createAdvancesService({ db }: { db: Db }) {
  async function list(auth: AuthContext, q: AdvancesQuery) {
    if (!mayUseFinance(auth.user, 'finance_view')) throw forbidden();
    const after = afterOf(q.cursor);
    const range = q.mes && q.anio ? monthDays(q.mes, q.anio) : null;
    const rows = await db
      .select({
        id: ledgerLines.id,
        usuarioId: ledgerLines.userId,
        usuario: users.name,
        fecha: ledgerEntries.occurredOn,
        centavos: ledgerLines.amount,
        concepto: ledgerEntries.description,
        cursorAt: sql<string>`${ledgerEntries.occurredOn}::timestamp::text`,
      })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .innerJoin(users, eq(users.id, ledgerLines.userId))
      .leftJoin(reversal, eq(reversal.reversesEntryId, ledgerEntries.id))
      .where(
        and(
          eq(ledgerLines.account, ACCOUNTS.adelantos),
          gt(ledgerLines.amount, 0),
          isNull(ledgerEntries.reversesEntryId),
          isNull(reversal.id),
          q.usuarioId !== undefined ? eq(ledgerLines.userId, q.usuarioId) : undefined,
          range
            ? sql`${ledgerEntries.occurredOn} >= ${range.first}::date and ${ledgerEntries.occurredOn} < ${range.next}::date`
            : undefined,
          after
            ? sql`(${ledgerEntries.occurredOn}::timestamp, ${ledgerLines.id}) < (${after.at}::timestamp, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(ledgerEntries.occurredOn), desc(ledgerLines.id))
      .limit(q.limit + 1);
    const { page, paginacion } = pageOf(rows, q.limit, (r) => ({ at: r.cursorAt, id: r.id }));
    const adelantos: Advance[] = page.map((r) => ({
      id: r.id,
      usuario: r.usuario,
      usuarioId: r.usuarioId as number,
      fecha: r.fecha,
      monto: centavosToPesos(r.centavos),
      concepto: r.concepto,
    }));
    return { adelantos, paginacion };
  }

  return { list };
}

export type AdvancesService = ReturnType<typeof createAdvancesService>;
