import { z } from 'zod';
import { MAX_ID } from './common';

/**
 * The list contract every list of the product follows: the server pages (newest first, keyset cursor), filters,
 * searches and counts; the screen asks for a page and follows `paginacion.siguiente` for the next one. A larger
 * `limit` than the maximum is served as the maximum (the spec's 'limit 1000' is an upper bound, not a page).
 */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;

export const CURSOR_INVALID = 'El cursor de la lista no es válido: volvé a cargar la lista';

export const pageLimitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .default(PAGE_SIZE_DEFAULT)
  .transform((n) => Math.min(n, PAGE_SIZE_MAX));

export const cursorSchema = z.string().trim().min(1).max(200);

export const pageQueryShape = { limit: pageLimitSchema, cursor: cursorSchema.optional() };

export const pageInfoSchema = z.object({
  /** The cursor of the next page, or null on the last page. */
  siguiente: z.string().nullable(),
  limite: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A position in a list ordered by (instant, id), newest first. `at` is the database's own text of the instant. */
export interface KeysetPosition {
  at: string;
  id: number;
}

export function encodeCursor(position: KeysetPosition): string {
  const text = `${position.at}|${position.id}`;
  return btoa(unescape(encodeURIComponent(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): KeysetPosition | null {
  try {
    const padded = cursor.replaceAll('-', '+').replaceAll('_', '/');
    const text = decodeURIComponent(escape(atob(padded)));
    const match = /^(\d{4}-\d{2}-\d{2}[ T][\d:.]+(?:[+-]\d{2}(?::?\d{2})?|Z)?)\|(\d{1,10})$/.exec(text);
    if (!match?.[1] || !match[2]) return null;
    const id = Number(match[2]);
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
    const iso = match[1].replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
    if (Number.isNaN(Date.parse(iso))) return null;
    return { at: match[1], id };
  } catch {
    return null;
  }
}

/** Splits the rows fetched with limit + 1 into the page and its next cursor. */
export function pageOf<T>(rows: readonly T[], limit: number, positionOf: (row: T) => KeysetPosition) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const siguiente = rows.length > limit && last ? encodeCursor(positionOf(last)) : null;
  return { page, paginacion: { siguiente, limite: limit } satisfies PageInfo };
}

/** A page of a list as the server answers it: `success`, the page's rows under `key`, and `paginacion`. */
export function pageResponseSchema<K extends string, Row extends z.ZodType>(key: K, row: Row) {
  const rows = { [key]: z.array(row) } as { [P in K]: z.ZodArray<Row> };
  return z.object({ success: z.literal(true), ...rows, paginacion: pageInfoSchema });
}
