import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockApi } from '../test/fetch-mock';
import { answerMessage, apiData } from './api-client';
import { fetchListPage } from './paged-list';

const paginacion = { siguiente: 'c2', limite: 2 };

describe('list and data answers', () => {
  it('fetchListPage reads the rows under their field, with the cursor, sending the query', async () => {
    mockApi({
      'GET /api/gastos': () => jsonResponse({ success: true, gastos: [{ id: 1 }, { id: 2 }], paginacion }),
    });
    const schema = z.object({ gastos: z.array(z.object({ id: z.number() })), paginacion: z.any() });
    const page = await fetchListPage('/gastos', 'gastos', { query: { mes: 3, cursor: 'c1' }, schema });
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], paginacion });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/gastos?mes=3&cursor=c1');
  });

  it('apiData answers the data an answer wraps', async () => {
    mockApi({ 'GET /api/config': () => jsonResponse({ success: true, data: { costo: 5 } }) });
    const schema = z.object({ success: z.literal(true), data: z.object({ costo: z.number() }) });
    await expect(apiData('/config', { schema })).resolves.toEqual({ costo: 5 });
  });

  it.each([
    [{ success: true, message: 'Hecho' }, 'Hecho'],
    [{ success: true, message: '  ' }, null],
    [{ success: true }, null],
    [null, null],
  ])('answerMessage of %j is %j', (body, expected) => {
    expect(answerMessage(body)).toBe(expected);
  });
});
