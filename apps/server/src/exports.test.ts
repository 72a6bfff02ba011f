import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { multipartForm, SAMPLE_PDF, useTestApp } from './test/app';
import { column, csvTable, downloadBoth } from './test/exports';

/** The exports of the lists outside the audits module: users, clients with branches, files, a conversation. */

const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'contable', 'cliente', 'cliente2', 'grupo'],
});
const { ids, clients, branches } = t;

const as = (who: string | null, url: string) => t.as(who, { method: 'GET', url });

async function download(who: string, url: string) {
  const tables = await downloadBoth((u) => as(who, u), url);
  // Both files say the same (the XLSX's dates read back as the CSV writes them).
  expect(tables.xlsx.header).toEqual(tables.csv.header);
  expect(tables.xlsx.rows).toEqual(tables.csv.rows);
  return tables;
}

async function expectRefused(who: string | null, url: string, status: number) {
  const res = await as(who, url);
  expect(res.statusCode, `${who} ${url}`).toBe(status);
  expect(res.headers['content-disposition']).toBeUndefined();
  expect(res.json()).toMatchObject({ success: false });
}

describe('users export', () => {
  async function jsonUsers(who: string, query: string): Promise<PublicUser[]> {
    const rows: PublicUser[] = [];
    let cursor: string | null = null;
    do {
      const res = await as(who, `/api/users?${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      rows.push(...res.json().data);
      cursor = res.json().paginacion.siguiente;
    } while (cursor);
    return rows;
  }

  it('downloads the users of the list with its filters, in CSV and XLSX', async () => {
    const all = await jsonUsers('admin', 'search=');
    expect(all.length).toBeGreaterThan(5);
    const file = await download('admin', '/api/users/export');
    expect(column(file.csv, 'Usuario N°')).toEqual(all.map((u) => String(u.id)));
    expect(column(file.csv, 'Email')).toEqual(all.map((u) => u.email));
    expect(column(file.csv, 'Rol')).toEqual(all.map((u) => ROLE_LABELS[u.role]));
    expect(file.name).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}$/);
    expect(file.csv.header).not.toContain('Contraseña');

    const operators = await jsonUsers('supervisor', 'role=operador&activo=true');
    expect(operators.length).toBeGreaterThan(0);
    expect(operators.length).toBeLessThan(all.length);
    const filtered = await download('supervisor', '/api/users/export?role=operador&activo=true');
    expect(column(filtered.xlsx, 'Usuario N°')).toEqual(operators.map((u) => String(u.id)));
    expect(new Set(column(filtered.csv, 'Rol'))).toEqual(new Set(['Operador']));

    const searched = await jsonUsers('admin', 'search=demo');
    const bySearch = await download('admin', '/api/users/export?search=demo');
    expect(column(bySearch.csv, 'Usuario N°')).toEqual(searched.map((u) => String(u.id)));
  });

  it('is refused to those who cannot see the list', async () => {
    for (const who of ['operador1', 'cliente', 'grupo']) {
      expect((await as(who, '/api/users')).statusCode).toBe(403);
      await expectRefused(who, '/api/users/export?formato=csv', 403);
    }
    await expectRefused(null, '/api/users/export?formato=csv', 401);
  });
});

describe('clients export', () => {
  it('downloads the companies of the list with their branches, one row per branch', async () => {
    const list = await as('admin', '/api/clients');
    const companies = list.json().data as Array<{ id: number; nombre: string; cantidadSucursales: number }>;
    expect(companies.length).toBeGreaterThan(1);
    const file = await download('supervisor', '/api/clients/export');
    // Each company once per branch (once when it has none), in the list's order.
    const expected: string[] = [];
    const expectedBranches: string[] = [];
    for (const c of companies) {
      const branches = (await as('admin', `/api/clients/${c.id}/branches`)).json().data as Array<{
        nombre: string;
      }>;
      expect(branches.length).toBe(c.cantidadSucursales);
      const names = branches.map((b) => b.nombre).sort();
      for (let i = 0; i < Math.max(1, names.length); i++) expected.push(String(c.id));
      expectedBranches.push(...(names.length > 0 ? names : ['']));
    }
    expect(column(file.csv, 'Cliente N°')).toEqual(expected);
    expect(column(file.csv, 'Sucursal').sort()).toEqual(expectedBranches.sort());
    expect(file.name).toMatch(/^clientes-/);

    const searched = (await as('admin', '/api/clients?search=Norte')).json().data as Array<{
      nombre: string;
    }>;
    expect(searched.map((c) => c.nombre)).toEqual(['Demo Norte S.A.']);
    const bySearch = await download('admin', '/api/clients/export?search=Norte');
    expect(new Set(column(bySearch.csv, 'Cliente'))).toEqual(new Set(['Demo Norte S.A.']));
  });

  it('is refused to roles without the client list: operators and client companies', async () => {
    for (const who of ['operador1', 'cliente', 'cliente2', 'grupo']) {
      expect((await as(who, '/api/clients')).statusCode, who).toBe(403);
      await expectRefused(who, '/api/clients/export?formato=xlsx', 403);
    }
  });
});

describe('files export', () => {
  it('downloads the attachments of the list with its search and month, for administrators only', async () => {
    for (const titulo of ['alfa export', 'beta export']) {
      const res = await t.as('admin', {
        method: 'POST',
        url: '/api/audits',
        ...multipartForm(
          {
            clienteId: String(clients['Demo Sur S.R.L.']),
            branchId: String(branches['Sucursal Lomas']),
            titulo,
          },
          [{ field: 'files', fileName: `${titulo.replace(' ', '-')}.pdf`, content: SAMPLE_PDF }],
        ),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = (await as('admin', '/api/audits/files')).json().data as Array<{ id: number }>;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const file = await download('admin', '/api/audits/files/export');
    expect(column(file.csv, 'Archivo N°')).toEqual(list.map((f) => String(f.id)));
    expect(column(file.csv, 'Cliente')).toContain('Demo Sur S.R.L.');

    const alfa = (await as('admin', '/api/audits/files?search=alfa')).json().data as Array<{
      id: number;
      nombreOriginal: string;
    }>;
    expect(alfa.map((f) => f.nombreOriginal)).toEqual(['alfa-export.pdf']);
    const byName = await download('admin', '/api/audits/files/export?search=alfa&orden=fecha_asc');
    expect(column(byName.csv, 'Archivo N°')).toEqual(alfa.map((f) => String(f.id)));
    expect(column(byName.csv, 'Nombre original')).toEqual(['alfa-export.pdf']);

    const month = await download('admin', '/api/audits/files/export?mes=2001-01');
    expect(month.csv.rows).toEqual([]);
    expect(month.name).toMatch(/^archivos-2001-01-/);

    for (const who of ['supervisor', 'contable', 'cliente']) {
      await expectRefused(who, '/api/audits/files/export?formato=csv', 403);
    }
  });
});

describe('conversation export', () => {
  it("downloads the caller's own conversation as the list shows it, without marking it read", async () => {
    const send = (from: string, to: string, contenido: string) =>
      t.as(from, {
        method: 'POST',
        url: '/api/messages',
        payload: { toUserId: ids[to], contenido },
      });
    expect((await send('operador1', 'supervisor', 'Hola, ¿reviso la 12?')).statusCode).toBe(201);
    expect((await send('supervisor', 'operador1', 'Sí, "urgente", gracias')).statusCode).toBe(201);
    expect((await send('admin', 'supervisor', 'Otro tema')).statusCode).toBe(201);

    const file = await download('supervisor', `/api/messages/conversation/${ids.operador1}/export`);
    expect(column(file.csv, 'Mensaje')).toEqual(['Hola, ¿reviso la 12?', 'Sí, "urgente", gracias']);
    expect(column(file.csv, 'Enviado por mí')).toEqual(['No', 'Sí']);
    // Downloading is not reading: the operator's message is still unread for the supervisor.
    expect(column(file.csv, 'Leído')).toEqual(['No', 'No']);
    const unread = await as('supervisor', '/api/messages/unread-count');
    expect(unread.json().count).toBe(2);

    const json = (await as('supervisor', `/api/messages/conversation/${ids.operador1}`)).json()
      .data as Array<{
      contenido: string;
      sender: { name: string };
    }>;
    expect(column(file.csv, 'Mensaje')).toEqual(json.map((m) => m.contenido));
    expect(column(file.csv, 'De')).toEqual(json.map((m) => m.sender.name));
  });

  it('keeps text that a spreadsheet would run as a formula as text', async () => {
    const formula = '=HYPERLINK("http://example.com","abrir")';
    for (const contenido of [formula, '@SUM(1+1)', '+54 11 4555-0101']) {
      const sent = await t.as('operador1', {
        method: 'POST',
        url: '/api/messages',
        payload: { toUserId: ids.contable, contenido },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const csv = await as('operador1', `/api/messages/conversation/${ids.contable}/export?formato=csv`);
    // Formulas as text; a phone number as it is.
    expect(column(csvTable(csv), 'Mensaje')).toEqual([`'${formula}`, "'@SUM(1+1)", '+54 11 4555-0101']);
    const xlsx = await as('operador1', `/api/messages/conversation/${ids.contable}/export?formato=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cell = book.worksheets[0]?.getRow(2).getCell(6);
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe(formula);
  });

  it("never shows other people's messages: a conversation the caller is not in is empty", async () => {
    // The client asks for the operator's conversation with the supervisor through the operator's id: it only
    // ever gets its own messages with that user (none).
    const file = await download('cliente', `/api/messages/conversation/${ids.operador1}/export`);
    expect(file.csv.rows).toEqual([]);
    await expectRefused(null, `/api/messages/conversation/${ids.operador1}/export?formato=csv`, 401);
    await expectRefused('cliente', `/api/messages/conversation/${ids.operador1}/export?formato=pdf`, 400);
  });
});
