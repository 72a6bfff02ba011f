import { type EntryKind, isBalanced, type LedgerLine } from '@auditorias/domain/finance/entries';
import { MONEY_DAY_MIN, moneyDayOutOfRange } from '@auditorias/domain/finance/rules';
import { argentineDay } from '@auditorias/domain/format/locale';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, ledgerLines } from '../../db/schema/index';
import { badField } from '../../lib/errors';
import { assertDaysOpen } from '../periods/periods.service';

/** One journal entry to post: its lines must balance (the database checks it again at commit). */
export interface EntryDraft {
  kind: EntryKind;
  description: string;
  lines: LedgerLine[];
  occurredOn?: string;
  createdBy: number | null;
  auditId?: number | null;
  clientId?: number | null;
  branchId?: number | null;
  reversesEntryId?: number | null;
  idempotencyKey?: string | null;
  meta?: Record<string, unknown> | null;
}

/**
 * Posts entries (those without lines are skipped): the entries first, then every line in one statement, so that
 * the monthly balances are touched once and in one order. Answers the ids of the posted entries.
 */
export async function postEntries(tx: DbOrTx, drafts: readonly EntryDraft[]): Promise<number[]> {
  const real = drafts.filter((d) => d.lines.length > 0);
  if (real.length === 0) return [];
  for (const d of real) if (!isBalanced(d.lines)) throw new Error(`asiento desbalanceado: ${d.description}`);
  const today = argentineDay();
  // No money event is older than the money range (a year-1 entry would change every later month's opening cash).
  if (real.some((d) => d.occurredOn !== undefined && d.occurredOn < MONEY_DAY_MIN))
    throw badField('fecha', moneyDayOutOfRange(today));
  // Only a back-dated entry can fall in or before a closed month (a month closes once it has ended).
  const backDated = real.flatMap((d) =>
    d.occurredOn !== undefined && d.occurredOn.slice(0, 7) !== today.slice(0, 7) ? [d.occurredOn] : [],
  );
  await assertDaysOpen(tx, backDated);
  const rows = await tx
    .insert(ledgerEntries)
    .values(
      real.map((d) => ({
        kind: d.kind,
        description: d.description,
        occurredOn: d.occurredOn ?? today,
        createdBy: d.createdBy,
        auditId: d.auditId ?? null,
        clientId: d.clientId ?? null,
        branchId: d.branchId ?? null,
        reversesEntryId: d.reversesEntryId ?? null,
        idempotencyKey: d.idempotencyKey ?? null,
        meta: d.meta ?? null,
      })),
    )
    .returning({ id: ledgerEntries.id });
  const ids = rows.map((r) => r.id);
  await tx.insert(ledgerLines).values(
    real.flatMap((d, i) =>
      d.lines.map((l) => ({
        entryId: ids[i] as number,
        account: l.account,
        amount: l.amount,
        clientId: l.clientId ?? null,
        userId: l.userId ?? null,
        auditId: l.auditId ?? null,
      })),
    ),
  );
  return ids;
}
