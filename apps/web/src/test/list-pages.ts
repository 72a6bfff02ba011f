import { AUDIT_STATES, type AuditState } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { vi } from 'vitest';
import { jsonResponse, type RecordedCall } from './fetch-mock';

/** The URLs (with their query strings) of the requests made so far to one API path, in order. */
export function requestedUrls(path: string): URL[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

/** The URL of the request being answered (a `mockApi` handler runs as soon as fetch is called). */
export function currentUrl(): URL {
  const last = vi.mocked(fetch).mock.calls.at(-1);
  return new URL(String(last?.[0] ?? '/'), 'http://localhost');
}

/** A server list of one page only. */
export function onePage(audits: readonly Audit[], limite = 50): Response {
  return jsonResponse({ success: true, auditorias: audits, paginacion: { siguiente: null, limite } });
}

/**
 * A `mockApi` handler answering a keyset-paged list: the first page without a cursor, page i for `cursor=p<i>`,
 * each pointing at the next one until the last.
 */
export function pagedAnswer(pages: readonly (readonly Audit[])[]) {
  return () => {
    const cursor = currentUrl().searchParams.get('cursor');
    const index = cursor ? Number(cursor.slice(1)) : 0;
    const siguiente = index + 1 < pages.length ? `p${index + 1}` : null;
    return jsonResponse({
      success: true,
      auditorias: pages[index] ?? [],
      paginacion: { siguiente, limite: 50 },
    });
  };
}

/**
 * A `mockApi` handler answering GET /audits as the server does, on one page in the order given: the states asked
 * (every one when none is) and the search, matched by `matches` (the screen's own rule).
 */
export function filteredAuditsAnswer(
  audits: readonly Audit[],
  matches: (audit: Audit, search: string) => boolean,
) {
  return ({ query }: RecordedCall) => {
    const estados = query.get('estado')?.split(',');
    const search = query.get('search') ?? '';
    return onePage(audits.filter((a) => (!estados || estados.includes(a.estado)) && matches(a, search)));
  };
}

/** An answer of GET /audits/counts: every state (missing ones at 0) and the total. */
export function countsAnswer(conteo: Partial<Record<AuditState, number>>): Response {
  const full = Object.fromEntries(AUDIT_STATES.map((s) => [s, conteo[s] ?? 0]));
  const total = Object.values(full).reduce((a, b) => a + b, 0);
  return jsonResponse({ success: true, conteo: full, total });
}
