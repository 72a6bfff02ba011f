import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { audits } from './audits';
import { branches, clients, users } from './clients-users-files';

/**
 * The double-entry ledger (docs/decisions.md: "Libro diario"). Append-only: triggers refuse UPDATE and DELETE, a
 * deferred constraint trigger refuses at commit any entry whose lines do not sum to 0, and a statement-level trigger
 * keeps `ledger_month_balances` in the same transaction. A reversal is a new entry pointing at the one it reverses
 * (at most one reversal per entry).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** The Argentine day the money event belongs to (month figures read it). */
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    description: text('description').notNull(),
    auditId: integer('audit_id').references(() => audits.id),
    clientId: integer('client_id').references(() => clients.id),
    branchId: integer('branch_id').references(() => branches.id),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' })
      .unique()
      .references((): AnyPgColumn => ledgerEntries.id),
    /** Unique: a retried request or a rerun job never posts twice. */
    idempotencyKey: text('idempotency_key').unique(),
    /** Context of the event (pricing chosen, state before a collection...). */
    meta: jsonb('meta').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('ledger_entries_audit_idx').on(t.auditId, t.id).where(sql`${t.auditId} is not null`),
    index('ledger_entries_client_idx')
      .on(t.clientId, t.occurredOn, t.id)
      .where(sql`${t.clientId} is not null`),
    index('ledger_entries_recent_idx').on(t.occurredOn, t.id),
    index('ledger_entries_kind_idx').on(t.kind, t.occurredOn, t.id),
    index('ledger_entries_created_by_idx').on(t.createdBy),
    index('ledger_entries_branch_idx').on(t.branchId).where(sql`${t.branchId} is not null`),
    // Packages of four fixed audits: deliveries a package covers, a client's billed packages and their collections.
    index('ledger_entries_included_idx')
      .on(t.auditId)
      .where(
        sql`${t.kind} = 'entrega' and ${t.reversesEntryId} is null and (${t.meta}->>'abono') is not null`,
      ),
    index('ledger_entries_package_idx').on(t.clientId, t.occurredOn).where(sql`${t.kind} = 'abono_fijo'`),
    index('ledger_entries_package_collection_idx')
      .on(t.clientId, sql`(${t.meta}->>'abono')`)
      .where(sql`${t.kind} = 'cobro' and ${t.auditId} is null`),
  ],
);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    account: text('account').notNull(),
    clientId: integer('client_id').references(() => clients.id),
    userId: integer('user_id').references(() => users.id),
    auditId: integer('audit_id').references(() => audits.id),
    /** Centavos: debit positive, credit negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_lines_amount_not_zero', sql`${t.amount} <> 0`),
    index('ledger_lines_entry_idx').on(t.entryId),
    // With the amount: an audit's balances read the index alone (receivables by client and period).
    index('ledger_lines_audit_idx').on(t.auditId, t.account, t.amount).where(sql`${t.auditId} is not null`),
    index('ledger_lines_client_idx').on(t.clientId, t.account).where(sql`${t.clientId} is not null`),
    index('ledger_lines_user_idx').on(t.userId, t.account).where(sql`${t.userId} is not null`),
  ],
);

/**
 * Sum of the lines per account, client (0 for none; -1 for the account's total) and month, kept by a trigger in the
 * posting transaction.
 */
export const ledgerMonthBalances = pgTable(
  'ledger_month_balances',
  {
    account: text('account').notNull(),
    clientId: integer('client_id').notNull().default(0),
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.clientId, t.month] }),
    index('ledger_month_balances_client_idx').on(t.clientId, t.account, t.month),
  ],
);

/**
 * The receivable audits (docs/decisions.md, "Finance lists at scale"): one row per audit that is delivered or
 * finished, approved, unpaid, not free and not covered by a package, with its client, its period (first day of
 * the Argentine month of delivery) and what it still owes (its receivable balance in the ledger, or its price
 * when the ledger has nothing of it). Kept in the writing transaction by statement-level triggers on audits and
 * ledger_lines (migration 0017): the receivables by client and period read this narrow index, not the audits.
 */
export const receivableAudits = pgTable(
  'receivable_audits',
  {
    auditId: integer('audit_id').primaryKey(),
    clientId: integer('client_id').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    /** Centavos still due. */
    saldo: bigint('saldo', { mode: 'number' }).notNull(),
  },
  (t) => [index('receivable_audits_client_period_idx').on(t.clientId, t.period, t.auditId, t.saldo)],
);

/** An expense's details; its money is the ledger entry `entry_id` (replaced by a reversal and a new entry on edit). */
export const expenses = pgTable(
  'expenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    descripcion: text('descripcion').notNull(),
    /** Centavos (the same as the current entry's). */
    monto: bigint('monto', { mode: 'number' }).notNull(),
    categoria: text('categoria').notNull(),
    explicacion: text('explicacion'),
    concepto: text('concepto'),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Reverted: the entry was reversed and the expense leaves the lists. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [
    index('expenses_live_idx').on(t.fecha, t.id).where(sql`${t.deletedAt} is null`),
    index('expenses_entry_idx').on(t.entryId),
    index('expenses_created_by_idx').on(t.createdBy),
    index('expenses_deleted_by_idx').on(t.deletedBy),
  ],
);

/**
 * Idempotency keys of money requests: the first request with a key stores its answer in the same transaction as its
 * postings; a retry (or a parallel twin, which waits on the key's row) answers the stored result.
 */
export const financeRequests = pgTable(
  'finance_requests',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    route: text('route').notNull(),
    /** sha256 of the request body the key first came with (null for keys without one, and before migration 0025). */
    bodyHash: text('body_hash'),
    statusCode: integer('status_code').notNull().default(200),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('finance_requests_user_idx').on(t.userId)],
);
