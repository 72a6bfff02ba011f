import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Rows of a raw query: the general helper of `db/`, kept under this name for finance's repositories. */
export { sqlRowsOf } from '../../db/sql-rows';

/**
 * Rows of a raw query sent as a statement named by its text: each connection plans it once and keeps the plan (the
 * finance lists' joins cost more to plan than to run). Same rows and types as `sqlRowsOf`; PGlite ignores the name.
 */
export async function sqlRowsNamed<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const inner = db as unknown as {
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): { execute(): Promise<unknown> };
    };
  };
  const built = inner.dialect.sqlToQuery(query);
  const name = `f${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  const result = await inner.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/** A list of ids as one array parameter (`= any(...)`), so a statement's text does not change with the page. */
export function idArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
