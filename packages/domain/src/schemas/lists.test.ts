import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, PAGE_SIZE_MAX, pageLimitSchema, pageOf } from './lists';

describe('list contract', () => {
  it('a cursor round-trips the database instant and id, url-safe', () => {
    const position = { at: '2026-11-23 18:04:05.123456+00', id: 987_654 };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });
  it('refuses cursors that are not ours', () => {
    for (const bad of ['', 'abc', encodeCursor({ at: 'ayer', id: 1 }), btoa('2026-01-01|99999999999'), '%%%'])
      expect(decodeCursor(bad)).toBeNull();
  });
  it('clamps the page size to the maximum and defaults it', () => {
    expect(pageLimitSchema.parse('1000')).toBe(PAGE_SIZE_MAX);
    expect(pageLimitSchema.parse(undefined)).toBe(50);
    expect(pageLimitSchema.safeParse('0').success).toBe(false);
  });
  it('pages rows fetched with limit + 1', () => {
    const rows = [1, 2, 3].map((id) => ({ id, at: `2026-01-0${id} 00:00:00+00` }));
    const full = pageOf(rows, 2, (r) => r);
    expect(full.page.map((r) => r.id)).toEqual([1, 2]);
    expect(decodeCursor(full.paginacion.siguiente ?? '')).toEqual({ at: '2026-01-02 00:00:00+00', id: 2 });
    expect(pageOf(rows, 3, (r) => r).paginacion.siguiente).toBeNull();
  });
});
