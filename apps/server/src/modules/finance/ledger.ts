import { auditPrice, operatorPay, type PricingSettings } from '@auditorias/domain/clients/pricing';
import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import {
  deliveryLines,
  type EntryKind,
  type LedgerLine,
  priceAdjustmentLines,
  reversalLines,
} from '@auditorias/domain/finance/entries';
import { isIncluded, packageKey } from '@auditorias/domain/finance/fixed-package';
import { argentineDay } from '@auditorias/domain/format/locale';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type audits, ledgerEntries, ledgerLines } from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import type { AuditLedgerHooks } from '../audits/public';
import { auditPricingOf } from '../clients/public';
import { ensurePackageBilled, includedAudits, includedSoFar, packageScopeOfAudit } from './fixed-package';
import { type EntryDraft, postEntries } from './post-entries';

/** Posting lives in post-entries.ts (the fixed package posts too); re-exported for the files that import it here. */
export { type EntryDraft, postEntries } from './post-entries';

export const LEDGER_MSG = {
  partialPayments:
    'La auditoría tiene cobros registrados: revierta el cobro antes de corregirla o eliminarla',
  alreadyReversed: 'El movimiento ya fue revertido',
  includedInPackage:
    'La auditoría está incluida en el abono mensual de 4 auditorías fijas: se cobra con el abono, no por separado',
} as const;

const reversal = alias(ledgerEntries, 'reversal');

/** Entries of an audit that no later entry reversed (reversals themselves excluded), oldest first. */
export async function liveEntriesOfAudit(tx: DbOrTx, auditId: number, kinds?: readonly EntryKind[]) {
  return tx
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      description: ledgerEntries.description,
      clientId: ledgerEntries.clientId,
      meta: ledgerEntries.meta,
    })
    .from(ledgerEntries)
    .leftJoin(reversal, eq(reversal.reversesEntryId, ledgerEntries.id))
    .where(
      and(
        eq(ledgerEntries.auditId, auditId),
        isNull(ledgerEntries.reversesEntryId),
        isNull(reversal.id),
        kinds ? inArray(ledgerEntries.kind, [...kinds]) : undefined,
      ),
    )
    .orderBy(asc(ledgerEntries.id));
}

export async function linesOfEntries(
  tx: DbOrTx,
  entryIds: readonly number[],
): Promise<Map<number, LedgerLine[]>> {
  const map = new Map<number, LedgerLine[]>();
  if (entryIds.length === 0) return map;
  const rows = await tx
    .select()
    .from(ledgerLines)
    .where(inArray(ledgerLines.entryId, [...entryIds]));
  for (const r of rows) {
    const list = map.get(r.entryId) ?? [];
    list.push({
      account: r.account as LedgerLine['account'],
      amount: r.amount,
      clientId: r.clientId,
      userId: r.userId,
      auditId: r.auditId,
    });
    map.set(r.entryId, list);
  }
  return map;
}

/** Reverses entries (newest first): one new entry each, pointing at the original (unique in the database). */
export async function reverseEntries(
  tx: DbOrTx,
  entries: ReadonlyArray<{ id: number; kind: string; description: string; clientId: number | null }>,
  opts: { createdBy: number | null; reason: string; auditId?: number | null; idempotencyPrefix?: string },
): Promise<number[]> {
  const lines = await linesOfEntries(
    tx,
    entries.map((e) => e.id),
  );
  const drafts = [...entries].reverse().map(
    (e): EntryDraft => ({
      kind: e.kind as EntryKind,
      description: `Reversión: ${e.description} (${opts.reason})`,
      lines: reversalLines(lines.get(e.id) ?? []),
      createdBy: opts.createdBy,
      auditId: opts.auditId ?? null,
      clientId: e.clientId,
      reversesEntryId: e.id,
      idempotencyKey: opts.idempotencyPrefix ? `${opts.idempotencyPrefix}:${e.id}` : null,
    }),
  );
  try {
    return await postEntries(tx, drafts);
  } catch (error) {
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505')
      throw conflict(LEDGER_MSG.alreadyReversed);
    if ((error as { cause?: { code?: string } }).cause?.code === '23505')
      throw conflict(LEDGER_MSG.alreadyReversed);
    throw error;
  }
}

/** What the ledger says of one audit (centavos): its charge, what was collected, what is due, the operator pay. */
export interface AuditMoney {
  entries: number;
  cargo: number;
  cobrado: number;
  saldo: number;
  pagoOperador: number;
}

export async function auditMoney(tx: DbOrTx, auditIds: readonly number[]): Promise<Map<number, AuditMoney>> {
  const map = new Map<number, AuditMoney>();
  if (auditIds.length === 0) return map;
  const rows = await tx
    .select({
      auditId: ledgerLines.auditId,
      lines: sql<number>`count(*)::int`,
      cargo: sql<string>`coalesce(-sum(${ledgerLines.amount}) filter (where ${ledgerLines.account} = ${ACCOUNTS.ingresosAuditorias}), 0)`,
      cobrado: sql<string>`coalesce(sum(${ledgerLines.amount}) filter (where ${ledgerLines.account} = ${ACCOUNTS.cajaEntradas}), 0)`,
      saldo: sql<string>`coalesce(sum(${ledgerLines.amount}) filter (where ${ledgerLines.account} = ${ACCOUNTS.cuentasACobrar}), 0)`,
      pago: sql<string>`coalesce(sum(${ledgerLines.amount}) filter (where ${ledgerLines.account} = ${ACCOUNTS.pagoOperadores}), 0)`,
    })
    .from(ledgerLines)
    .where(inArray(ledgerLines.auditId, [...auditIds]))
    .groupBy(ledgerLines.auditId);
  for (const r of rows) {
    if (r.auditId === null) continue;
    map.set(r.auditId, {
      entries: r.lines,
      cargo: Number(r.cargo),
      cobrado: Number(r.cobrado),
      saldo: Number(r.saldo),
      pagoOperador: Number(r.pago),
    });
  }
  return map;
}

export const NO_MONEY: AuditMoney = { entries: 0, cargo: 0, cobrado: 0, saldo: 0, pagoOperador: 0 };

/** What the ledger says of one audit (NO_MONEY when it has no lines). */
export async function moneyOfAudit(tx: DbOrTx, auditId: number): Promise<AuditMoney> {
  return (await auditMoney(tx, [auditId])).get(auditId) ?? NO_MONEY;
}

type AuditRow = typeof audits.$inferSelect;

/** The operator's pay for an audit (DOMAIN.md), from its client and branch. */
export async function operatorPayFor(tx: DbOrTx, audit: AuditRow, pricing: PricingSettings): Promise<number> {
  if (audit.operadorId === null) return 0;
  const sources = await auditPricingOf(tx, audit.clientId, audit.branchId);
  if (!sources) return 0;
  const lista =
    audit.costoEstimado ??
    auditPrice(sources.defaults, sources.own, audit.prioridad, false, pricing).precioLista;
  return operatorPay(sources.defaults, sources.own, audit.prioridad, lista);
}

/**
 * Posts a delivery: the charge (nothing when free) and the operator's accrued pay, on the Argentine day of `at`.
 * Under a package of four fixed audits (client or branch with `auditoria_fija_mes`), the month's package is billed
 * if it was not yet, and the first four non-free deliveries of the month post only the operator's pay, marked
 * `meta.abono` (shown as 'Incluida en el abono'); the fifth and later are charged one by one. A delivery with no
 * operator pay to post would leave no entry to mark, so it is charged as usual.
 */
export async function postDelivery(
  tx: DbOrTx,
  audit: AuditRow,
  costoFinal: number,
  pricing: PricingSettings,
  createdBy: number | null,
  description = `Entrega: ${audit.titulo}`,
  opts: { at?: Date } = {},
) {
  const day = argentineDay(opts.at ?? new Date());
  const pago = await operatorPayFor(tx, audit, pricing);
  const precio = audit.gratisParaCliente ? 0 : costoFinal;
  let abono: string | null = null;
  if (precio > 0) {
    const scope = await packageScopeOfAudit(tx, audit);
    if (scope) {
      const month = day.slice(0, 7);
      await ensurePackageBilled(tx, scope, month, pricing, createdBy);
      const payLines = audit.operadorId !== null && pago > 0;
      if (payLines && isIncluded(await includedSoFar(tx, scope, month), false))
        abono = packageKey(scope, month);
    }
  }
  return postEntries(tx, [
    {
      kind: 'entrega',
      description: abono ? `${description} (incluida en el abono)` : description,
      lines: deliveryLines({
        auditId: audit.id,
        clientId: audit.clientId,
        precio: abono ? 0 : precio,
        operadorId: audit.operadorId,
        pagoOperador: pago,
      }),
      occurredOn: day,
      createdBy,
      auditId: audit.id,
      clientId: audit.clientId,
      branchId: audit.branchId,
      meta: abono ? { abono, incluidaEnAbono: true, valor: precio } : null,
    },
  ]);
}

/** Whether an audit's standing delivery is covered by a package of four fixed audits. */
export async function isIncludedInPackage(tx: DbOrTx, auditId: number): Promise<boolean> {
  return (await includedAudits(tx, [auditId])).has(auditId);
}

/** Changes an audit's charge to `nuevo` (the difference is posted). */
export async function postPriceChange(
  tx: DbOrTx,
  audit: AuditRow,
  nuevo: number,
  createdBy: number | null,
  reason: string,
) {
  const money = await moneyOfAudit(tx, audit.id);
  if (money.entries === 0) return [];
  // Covered by the package: its price is the package's, nothing to adjust.
  if (await isIncludedInPackage(tx, audit.id)) return [];
  return postEntries(tx, [
    {
      kind: 'ajuste_precio',
      description: `${reason}: ${audit.titulo}`,
      lines: priceAdjustmentLines({
        auditId: audit.id,
        clientId: audit.clientId,
        delta: nuevo - money.cargo,
      }),
      createdBy,
      auditId: audit.id,
      clientId: audit.clientId,
      meta: { antes: money.cargo, despues: nuevo },
    },
  ]);
}

/**
 * Takes back an audit's charge and operator pay ('Corregir', correction deletion): reverses its delivery and price
 * entries. Refused while collections of it stand (they must be reverted first).
 */
export async function postWithdrawal(tx: DbOrTx, audit: AuditRow, createdBy: number | null, reason: string) {
  const live = await liveEntriesOfAudit(tx, audit.id);
  if (live.some((e) => e.kind === 'cobro')) throw conflict(LEDGER_MSG.partialPayments);
  return reverseEntries(
    tx,
    live.filter((e) => e.kind === 'entrega' || e.kind === 'ajuste_precio'),
    { createdBy, reason, auditId: audit.id },
  );
}

/** The hooks the audit review service calls inside its transactions. */
export const auditLedgerHooks: AuditLedgerHooks = {
  async delivered(tx, audit, costoFinal, pricing, actorId) {
    await postDelivery(tx, audit, costoFinal, pricing, actorId);
  },
  async priceChanged(tx, audit, costoFinal, actorId) {
    await postPriceChange(tx, audit, costoFinal, actorId, 'Cambio de precio');
  },
  async withdrawn(tx, audit, actorId, reason) {
    await postWithdrawal(tx, audit, actorId, reason);
  },
};
