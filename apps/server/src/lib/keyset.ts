import { MAX_ID } from '@auditorias/domain/schemas/common';
import { CURSOR_INVALID, decodeCursor, type KeysetPosition } from '@auditorias/domain/schemas/lists';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { badField } from './errors';

/**
 * The server's side of the list contract (`@auditorias/domain/schemas/lists`): the position a list's cursor names
 * and the SQL of "after that position" on a list ordered by (instant, id).
 */

/** The keyset position a list's cursor names (none without a cursor; 400 when it is not one of ours). */
export function afterOf(
  cursor: string | undefined,
  message: string = CURSOR_INVALID,
): KeysetPosition | undefined {
  if (!cursor) return undefined;
  const position = decodeCursor(cursor);
  if (!position) throw badField('cursor', message);
  return position;
}

/** The database's own text of an instant column: the keyset cursor (exact to the microsecond). */
export function cursorText(at: SQLWrapper): SQL<string> {
  return sql<string>`${at}::text`;
}

/**
 * The rows past `after` in a list by (at, id): older ones for a newest-first list (the default), newer ones for an
 * oldest-first list. No condition without a position.
 */
export function keysetAfter(
  at: SQLWrapper,
  id: SQLWrapper,
  after: KeysetPosition | undefined,
  order: 'desc' | 'asc' = 'desc',
): SQL | undefined {
  if (!after) return undefined;
  return order === 'desc'
    ? sql`(${at}, ${id}) < (${after.at}::timestamptz, ${after.id})`
    : sql`(${at}, ${id}) > (${after.at}::timestamptz, ${after.id})`;
}

/** A list's own cursor (a list not ordered by instant): the sort key of a page's last row, as JSON in base64url. */
export function encodeKeyCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key an `encodeKeyCursor` cursor carries when it has `length` parts, or null when it is not one. */
export function decodeKeyCursor(cursor: string, length: number): unknown[] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    return Array.isArray(value) && value.length === length ? value : null;
  } catch {
    return null;
  }
}

/** Whether a cursor's part is a row id (a positive PostgreSQL integer). */
export function isRowId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;
}
