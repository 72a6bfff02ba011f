import { auditPrice, type PricingSettings } from '@auditorias/domain/clients/pricing';
import { fixedPackageLines } from '@auditorias/domain/finance/entries';
import {
  argentineMonth,
  FIXED_PACKAGE_AUDITS,
  type PackageScope,
  packageAmount,
  packageKey,
} from '@auditorias/domain/finance/fixed-package';
import { monthDays } from '@auditorias/domain/salaries/calendar';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { branchOwn, clientDefaults, findBranch, findClient } from '../clients/public';
import { postEntries } from './post-entries';
import { sqlRowsOf } from './sql';

/**
 * The four fixed audits in the ledger (docs/decisions.md, "Cuatro auditorías fijas"). The package of a month is one
 * `abono_fijo` entry (receivable against audit revenue) whose idempotency key is `abono:<client>:<branch|0>:<YYYY-MM>`
 * (unique in the database); deliveries it covers carry the same key in their `entrega` entry's `meta.abono`.
 * Billing and counting take a transaction-scoped advisory lock on the key, so the job, a rerun, another instance and
 * two deliveries at the same moment see one another.
 */

function monthBounds(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthDays(m, y);
}

/** Serialises everything done with one package in one month until the transaction ends. */
export async function lockPackage(tx: DbOrTx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The package an audit falls under (its client's, else its branch's), or null. */
export async function packageScopeOfAudit(
  tx: DbOrTx,
  audit: { clientId: number; branchId: number | null },
): Promise<PackageScope | null> {
  const client = await findClient(tx, audit.clientId);
  if (!client) return null;
  if (client.auditoriaFijaMes) return { clientId: client.id, branchId: null };
  if (audit.branchId === null) return null;
  const branch = await findBranch(tx, audit.clientId, audit.branchId);
  return branch?.auditoriaFijaMes ? { clientId: client.id, branchId: branch.id } : null;
}

/**
 * Bills a package for a month unless it already was (the caller's transaction; takes the package's lock). Answers
 * whether this call posted it. A package worth 0 (a client priced at 0) posts nothing.
 */
export async function ensurePackageBilled(
  tx: DbOrTx,
  scope: PackageScope,
  month: string,
  pricing: PricingSettings,
  createdBy: number | null,
): Promise<boolean> {
  const key = packageKey(scope, month);
  await lockPackage(tx, key);
  const existing = await sqlRowsOf<{ id: string }>(
    tx,
    sql`select id from ledger_entries where idempotency_key = ${key}`,
  );
  if (existing.length > 0) return false;
  const client = await findClient(tx, scope.clientId);
  if (!client) return false;
  const branch = scope.branchId === null ? null : await findBranch(tx, scope.clientId, scope.branchId);
  if (scope.branchId !== null && !branch) return false;
  const unit = auditPrice(
    clientDefaults(client),
    branch ? branchOwn(branch) : null,
    'normal',
    false,
    pricing,
  ).precio;
  const posted = await postEntries(tx, [
    {
      kind: 'abono_fijo',
      description: `Abono mensual ${month}: ${FIXED_PACKAGE_AUDITS} auditorías fijas de ${client.nombre}${branch ? ` (${branch.nombre})` : ''}`,
      lines: fixedPackageLines({ clientId: scope.clientId, monto: packageAmount(unit) }),
      occurredOn: `${month}-01`,
      createdBy,
      clientId: scope.clientId,
      branchId: scope.branchId,
      idempotencyKey: key,
      meta: { periodo: month, auditorias: FIXED_PACKAGE_AUDITS, precioUnitario: unit },
    },
  ]);
  return posted.length > 0;
}

/** How many live deliveries of the month the package already covers. */
export async function includedSoFar(tx: DbOrTx, scope: PackageScope, month: string): Promise<number> {
  const { first, next } = monthBounds(month);
  const [row] = await sqlRowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ledger_entries e
        where e.client_id = ${scope.clientId} and e.occurred_on >= ${first}::date and e.occurred_on < ${next}::date
          and e.kind = 'entrega' and e.reverses_entry_id is null and e.meta->>'abono' = ${packageKey(scope, month)}
          and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)`,
  );
  return row?.n ?? 0;
}

/** The audits (of those given) whose standing delivery is covered by a package. */
export async function includedAudits(tx: DbOrTx, auditIds: readonly number[]): Promise<Set<number>> {
  if (auditIds.length === 0) return new Set();
  const rows = await sqlRowsOf<{ audit_id: number }>(
    tx,
    sql`select distinct e.audit_id from ledger_entries e
        where e.audit_id in (${sql.join(
          auditIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and e.kind = 'entrega' and e.reverses_entry_id is null and e.meta->>'abono' is not null
          and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)`,
  );
  return new Set(rows.map((r) => Number(r.audit_id)));
}

/**
 * SQL condition on an audit aliased `a`: its standing delivery is covered by a package. Written as a scalar
 * subquery with LIMIT 1, not EXISTS: PostgreSQL may run an EXISTS in a select list as one hashed pass over every
 * ledger entry (200 ms on a grown company's statement), while this one is one lookup of the audit's package index.
 */
export const INCLUDED_SQL = sql`coalesce((select true from ledger_entries ie where ie.audit_id = a.id
  and ie.kind = 'entrega' and ie.reverses_entry_id is null and ie.meta->>'abono' is not null
  and not exists (select 1 from ledger_entries ir where ir.reverses_entry_id = ie.id) limit 1), false)`;

/**
 * The job: bills the current Argentine month's package of every active client with the flag and of every active
 * branch with the flag whose client has not it. Each package in its own transaction; already billed ones are left.
 */
export async function billFixedPackages(db: Db, pricing: PricingSettings, now = new Date()) {
  const month = argentineMonth(now);
  const scopes = await sqlRowsOf<{ client_id: number; branch_id: number | null }>(
    db,
    sql`select c.id as client_id, null::int as branch_id from clients c
          where c.auditoria_fija_mes and c.activo and c.deleted_at is null
        union all
        select b.client_id, b.id from branches b join clients c on c.id = b.client_id
          where b.auditoria_fija_mes is true and not c.auditoria_fija_mes and b.activa and b.deleted_at is null
            and c.activo and c.deleted_at is null
        order by 1, 2 nulls first`,
  );
  let facturados = 0;
  for (const s of scopes) {
    const scope = {
      clientId: Number(s.client_id),
      branchId: s.branch_id === null ? null : Number(s.branch_id),
    };
    if (await db.transaction((tx) => ensurePackageBilled(tx, scope, month, pricing, null))) facturados += 1;
  }
  return { periodo: month, abonos: scopes.length, facturados };
}

/**
 * SQL condition on an entry aliased `c`: a standing collection of the package `key` (client `clientId`). Package
 * collections are the only `cobro` entries without an audit; the client's index narrows the search.
 */
export function livePackageCollection(key: SQL, clientId: SQL): SQL {
  return sql`c.client_id = ${clientId} and c.kind = 'cobro' and c.audit_id is null and c.meta->>'abono' = ${key}
    and c.reverses_entry_id is null and not exists (select 1 from ledger_entries cr where cr.reverses_entry_id = c.id)`;
}

/** SQL condition on an entry aliased `e`: a billed package (not reversed) that no standing collection settled. */
export const UNPAID_PACKAGE_SQL = sql`e.kind = 'abono_fijo' and e.reverses_entry_id is null
  and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
  and not exists (select 1 from ledger_entries c where ${livePackageCollection(sql`e.idempotency_key`, sql`e.client_id`)})`;
