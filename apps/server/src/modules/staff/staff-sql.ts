import { sql } from 'drizzle-orm';

/** What the staff repositories share: the time units, a date read from a row, a list of ids, a time window. */

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A time window [start, end). */
export interface Window {
  start: Date;
  end: Date;
}
