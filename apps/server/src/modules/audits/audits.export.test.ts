import { STATE_LABELS } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { describe, expect, it } from 'vitest';
import { collectPages, LIST_EXPORT_MSG } from '../../lib/export-pages';
import { call, cursorParam, followPages, useTestApp } from '../../test/app';
import { column, downloadBoth, type Table } from '../../test/exports';

const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'contable', 'cliente', 'cliente2', 'grupo'],
});
const { clients: clientIds } = t;

const as = (who: string, url: string) => t.as(who, { method: 'GET', url });

/** Every row of a JSON list, following its cursor (small pages, so that paging is exercised). */
async function jsonList(who: string, url: string): Promise<Audit[]> {
  const sep = url.includes('?') ? '&' : '?';
  const pages = await followPages(async (cursor) => {
    const res = await as(who, `${url}${sep}limit=3${cursorParam(cursor)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { auditorias: Audit[]; paginacion: { siguiente: string | null } };
  });
  return pages.flatMap((page) => page.auditorias);
}

/** Both files of an export, checked as downloads, as tables. */
async function download(who: string, url: string) {
  const files = await downloadBoth((u) => as(who, u), url);
  expect(files.answers.xlsx.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  return files;
}

/** The file has the JSON list's rows, in its order, with the same titles, clients and states. */
function expectSameRows(table: Table, list: Audit[]) {
  expect(column(table, 'Auditoría N°')).toEqual(list.map((a) => String(a.id)));
  expect(column(table, 'Título')).toEqual(list.map((a) => a.titulo));
  expect(column(table, 'Cliente')).toEqual(list.map((a) => a.cliente));
  expect(column(table, 'Estado')).toEqual(list.map((a) => STATE_LABELS[a.estado]));
}

describe('audit list exports', () => {
  it("the admin's tracking list downloads with its filters: the same rows as the JSON list, in CSV and XLSX", async () => {
    const all = await jsonList('admin', '/api/audits?all=true');
    expect(all.length).toBeGreaterThan(3);
    const whole = await download('admin', '/api/audits/export?all=true');
    expectSameRows(whole.csv, all);
    expectSameRows(whole.xlsx, all);
    expect(whole.name).toMatch(/^auditorias-\d{4}-\d{2}-\d{2}$/);
    // The same cells in both files; dates as the Argentine calendar writes them.
    expect(whole.xlsx.header).toEqual(whole.csv.header);
    expect(whole.xlsx.rows).toEqual(whole.csv.rows);
    expect(column(whole.csv, 'Fecha solicitada').every((d) => /^\d{2}\/\d{2}\/\d{4}$/.test(d))).toBe(true);
    // Staff see operator and money columns.
    expect(whole.csv.header).toEqual(
      expect.arrayContaining(['Operador', 'Supervisor', 'Precio estimado', 'Precio final']),
    );

    // A filter narrows the file exactly as it narrows the list.
    const state = all[0]?.estado ?? 'pendiente';
    const filtered = await jsonList('admin', `/api/audits?all=true&estado=${state}`);
    expect(filtered.length).toBeLessThan(all.length);
    const byState = await download('admin', `/api/audits/export?all=true&estado=${state}`);
    expectSameRows(byState.csv, filtered);
    expectSameRows(byState.xlsx, filtered);

    const word = all[0]?.titulo.split(' ')[0] ?? '';
    const searched = await jsonList('admin', `/api/audits?all=true&search=${encodeURIComponent(word)}`);
    expect(searched.length).toBeGreaterThan(0);
    const bySearch = await download(
      'admin',
      `/api/audits/export?all=true&search=${encodeURIComponent(word)}`,
    );
    expectSameRows(bySearch.csv, searched);
  });

  it('an operator downloads its own audits and its history, without money; a supervisor what it reviewed', async () => {
    const own = await jsonList('operador1', '/api/audits?all=true');
    const ownFile = await download('operador1', '/api/audits/export?all=true');
    expectSameRows(ownFile.csv, own);
    expect(ownFile.csv.header).not.toContain('Precio final');
    expect(ownFile.csv.header).not.toContain('Precio estimado');
    expect(ownFile.csv.header).not.toContain('Estado de pago');

    const history = await jsonList('operador1', '/api/audits/operador/historial');
    expect(history.length).toBeGreaterThan(0);
    const historyFile = await download('operador1', '/api/audits/operador/historial/export');
    expectSameRows(historyFile.csv, history);
    expectSameRows(historyFile.xlsx, history);

    const reviewed = await jsonList('supervisor', '/api/audits/supervisor/my-audits');
    expect(reviewed.length).toBeGreaterThan(0);
    const reviewedFile = await download('supervisor', '/api/audits/supervisor/my-audits/export');
    expectSameRows(reviewedFile.csv, reviewed);
    expectSameRows(reviewedFile.xlsx, reviewed);
  });

  it('the management list downloads with its filters (age, dates, states, search), for admins only', async () => {
    const query = 'edad=todas&estado=pendiente,asignada,entregada';
    const list = await jsonList('admin', `/api/audits/management?${query}`);
    expect(list.length).toBeGreaterThan(0);
    const file = await download('admin', `/api/audits/management/export?${query}`);
    expectSameRows(file.csv, list);
    expectSameRows(file.xlsx, list);
    expect(file.name).toMatch(/^gestion-auditorias-/);

    const recent = await jsonList('admin', '/api/audits/management?edad=antiguas');
    const recentFile = await download('admin', '/api/audits/management/export?edad=antiguas');
    expectSameRows(recentFile.csv, recent);

    // Refused as the list is refused: a supervisor (not admin), an operator, a client.
    for (const who of ['supervisor', 'operador1', 'cliente']) {
      const json = await as(who, '/api/audits/management');
      const res = await as(who, '/api/audits/management/export?formato=csv');
      expect(res.statusCode, who).toBe(403);
      expect(json.statusCode, who).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it("a client downloads its companies' audits only: never another company's, without internal columns", async () => {
    const norte = clientIds['Demo Norte S.A.'];
    const sur = clientIds['Demo Sur S.R.L.'];
    const mine = await jsonList('cliente', '/api/clients/my-audits');
    expect(mine.length).toBeGreaterThan(0);
    const file = await download('cliente', '/api/clients/my-audits/export');
    expectSameRows(file.csv, mine);
    expectSameRows(file.xlsx, mine);
    expect(new Set(column(file.csv, 'Cliente'))).toEqual(new Set(['Demo Norte S.A.']));
    expect(file.csv.header).not.toContain('Operador');
    expect(file.csv.header).not.toContain('Motivo de pausa');
    // The money the list shows the client, as numbers in pesos, in both files.
    const prices = mine.map((a) =>
      a.costoFinal === null || a.costoFinal === undefined ? '' : String(a.costoFinal),
    );
    expect(prices.some((p) => p !== '')).toBe(true);
    expect(column(file.csv, 'Precio final')).toEqual(prices);
    expect(column(file.xlsx, 'Precio final')).toEqual(prices);

    // The general list call as well, with the same scope.
    const general = await download('cliente', '/api/audits/export?all=true');
    expect(new Set(column(general.csv, 'Cliente'))).toEqual(new Set(['Demo Norte S.A.']));

    // Asking for another company's audits: refused as the list refuses it (404: it does not say the company
    // exists), with no file.
    const foreignJson = await as('cliente', `/api/clients/my-audits?clienteId=${sur}`);
    expect(foreignJson.statusCode).toBe(404);
    for (const url of [
      `/api/clients/my-audits/export?formato=csv&clienteId=${sur}`,
      `/api/audits/export?formato=xlsx&all=true&clienteId=${sur}`,
    ]) {
      const res = await as('cliente', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toEqual(foreignJson.json());
    }

    // The other company's user sees only its own.
    const other = await download('cliente2', '/api/clients/my-audits/export');
    expect(column(other.csv, 'Cliente').every((c) => c === 'Demo Sur S.R.L.')).toBe(true);
    expect(column(other.csv, 'Auditoría N°').some((id) => mine.some((a) => String(a.id) === id))).toBe(false);

    // A group administrator, one of its companies at a time.
    const groupNorte = await jsonList('grupo', `/api/clients/my-audits?clienteId=${norte}`);
    const groupFile = await download('grupo', `/api/clients/my-audits/export?clienteId=${norte}`);
    expectSameRows(groupFile.csv, groupNorte);
  });

  it('refuses roles that cannot see a list, a missing session and an unknown format', async () => {
    expect((await as('operador1', '/api/audits/supervisor/my-audits/export?formato=csv')).statusCode).toBe(
      403,
    );
    expect((await as('cliente', '/api/audits/supervisor/my-audits/export?formato=xlsx')).statusCode).toBe(
      403,
    );
    const anonymous = await call(t.app, null, { method: 'GET', url: '/api/audits/export?formato=csv' });
    expect(anonymous.statusCode).toBe(401);
    const pdf = await as('admin', '/api/audits/export?formato=pdf');
    expect(pdf.statusCode).toBe(400);
    expect((await as('admin', '/api/audits/export')).statusCode).toBe(400);
    // A page is not a filter of the file.
    expect((await as('admin', '/api/audits/export?formato=csv&limit=5')).statusCode).toBe(400);
  });
});

describe('collectPages', () => {
  const pages = (total: number) => {
    const asked: number[] = [];
    const fetchPage = async (page: { limit: number; cursor?: string }) => {
      asked.push(page.limit);
      const from = page.cursor ? Number(page.cursor) : 0;
      const items = Array.from(
        { length: Math.max(0, Math.min(page.limit, total - from)) },
        (_, i) => from + i,
      );
      const next = from + items.length;
      return { items, paginacion: { siguiente: next < total ? String(next) : null, limite: page.limit } };
    };
    return { fetchPage, asked };
  };

  it('walks every page up to the maximum, never asking for more rows than are left under it', async () => {
    const exact = pages(10);
    expect(await collectPages(exact.fetchPage, { max: 10, pageSize: 4 })).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(exact.asked).toEqual([4, 4, 2]);
    const short = pages(3);
    expect(await collectPages(short.fetchPage, { max: 10, pageSize: 4 })).toEqual([0, 1, 2]);
  });

  it('refuses with a Spanish message when the list has more rows than the maximum', async () => {
    const over = pages(11);
    await expect(collectPages(over.fetchPage, { max: 10, pageSize: 4 })).rejects.toMatchObject({
      message: LIST_EXPORT_MSG.tooMany,
    });
    expect(over.asked).toEqual([4, 4, 2]);
    expect(LIST_EXPORT_MSG.tooMany).toBe(
      'La exportación supera el máximo de 50.000 filas: usá los filtros para acotarla',
    );
  });
});
