import { CURSOR_INVALID } from '@auditorias/domain/schemas/lists';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cursorParam, followPages, multipartForm, SAMPLE_PDF, useTestApp } from '../../test/app';
import { sqlCount, sqlRows } from '../../test/database';

const t = useTestApp({ users: ['admin', 'supervisor', 'operador1', 'contable', 'cliente'] });
const { clients, branches, as } = t;

async function auditWithFile(titulo: string) {
  const res = await as('admin', {
    method: 'POST',
    url: '/api/audits',
    ...multipartForm(
      { clienteId: String(clients['Demo Sur S.R.L.']), branchId: String(branches['Sucursal Lomas']), titulo },
      [{ field: 'files', fileName: `${titulo}.pdf`, content: SAMPLE_PDF }],
    ),
  });
  return res.json().data as { id: number; archivosAdjuntos: Array<{ id: number; nombreArchivo: string }> };
}

describe('file management', () => {
  it('lists attachments with their audit and client; deletes one; refuses other roles', async () => {
    const audit = await auditWithFile('uno');
    const list = await as('admin', { method: 'GET', url: '/api/audits/files' });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        auditId: audit.id,
        nombreOriginal: 'uno.pdf',
        clientName: 'Demo Sur S.R.L.',
        auditTitle: 'uno',
      }),
    );
    expect(list.json().totales.archivos).toBeGreaterThanOrEqual(1);
    for (const who of ['supervisor', 'cliente']) {
      expect((await as(who, { method: 'GET', url: '/api/audits/files' })).statusCode, who).toBe(403);
    }
    const fileId = audit.archivosAdjuntos[0]?.id;
    expect(
      (await as('admin', { method: 'DELETE', url: `/api/audits/${audit.id}/files/${fileId}` })).statusCode,
    ).toBe(200);
    const download = await as('admin', {
      method: 'GET',
      url: `/api/audits/${audit.id}/download-attachment/uno.pdf`,
    });
    expect(download.statusCode).toBe(404);
    // The audit itself stays.
    expect(
      (await as('admin', { method: 'GET', url: `/api/audits/${audit.id}` })).json().data.archivosCount,
    ).toBe(0);
  });

  it('deletes a month of files with its messages', async () => {
    await auditWithFile('dos');
    const empty = await as('admin', { method: 'DELETE', url: '/api/audits/files/month/2020-01' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No hay archivos en el mes seleccionado');
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Argentina/Buenos_Aires',
      year: 'numeric',
      month: '2-digit',
    }).format(new Date());
    const res = await as('admin', { method: 'DELETE', url: `/api/audits/files/month/${month}` });
    expect(res.json()).toMatchObject({ eliminados: expect.any(Number), errores: 0 });
    expect(res.json().eliminados).toBeGreaterThanOrEqual(1);
  });

  it('retention removes files of audits delivered over 30 days ago, never the audit or its money', async () => {
    const audit = await auditWithFile('vieja');
    await t.database.db.execute(
      sql`update audits set estado = 'entregada', fecha_entrega = now() - interval '31 days', costo_final = 1800000 where id = ${audit.id}`,
    );
    const job = t.app.jobs.find((j) => j.name === 'retencion-archivos-30-dias');
    expect(await job?.run()).toBe(1);
    const row = await sqlRows<{ costo_final: string; deleted_at: string | null }>(
      t.database.db,
      sql`select costo_final, deleted_at from audits where id = ${audit.id}`,
    );
    expect(Number(row[0]?.costo_final)).toBe(1800000);
    expect(row[0]?.deleted_at).toBeNull();
    expect(await job?.run()).toBe(0);
  });
});

/** Attaches files to an audit straight in the database: `count` files uploaded at `at` (ties on purpose). */
async function insertFiles(auditId: number, at: string, count: number, name = 'lote', size = 100) {
  await t.database.db.execute(sql`
    with f as (
      insert into stored_files (kind, storage_key, nombre_original, tipo_mime, tamano, uploaded_at, attached_at)
      select 'adjunto', md5(random()::text || clock_timestamp()::text || g), ${name} || '-' || g || '.pdf',
        'application/pdf', ${size}, ${at}::timestamptz, now()
      from generate_series(1, ${count}) g
      returning id)
    insert into audit_attachments (audit_id, file_id) select ${auditId}, id from f`);
}

interface FilesPage {
  data: Array<{ id: number; auditId: number; nombreOriginal: string; fechaSubida: string }>;
  paginacion: { siguiente: string | null; limite: number };
  totales: { archivos: number; bytes: number };
  totalesFiltro: { archivos: number; bytes: number };
}

/** Every page of a query, following `paginacion.siguiente`. */
function allPages(query: string) {
  return followPages(async (cursor) => {
    const res = await as('admin', { method: 'GET', url: `/api/audits/files?${query}${cursorParam(cursor)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FilesPage;
  }, 50);
}

describe('file management list (server pages, filters and totals)', () => {
  it('pages a month newest first and oldest first without duplicates or misses, ties included', async () => {
    const audit = await auditWithFile('paginado');
    // 3 files at one instant, 2 at another, 2 more at a third: page boundaries fall inside ties.
    await insertFiles(audit.id, '2021-03-10T12:00:00Z', 3, 'a');
    await insertFiles(audit.id, '2021-03-15T12:00:00Z', 2, 'b');
    await insertFiles(audit.id, '2021-03-31T23:30:00-03:00', 2, 'c'); // still March in Buenos Aires
    await insertFiles(audit.id, '2021-04-01T03:30:00Z', 1, 'abril'); // 00:30 of April 1st there
    const expected = (
      await sqlRows<{ id: number }>(
        t.database.db,
        sql`select f.id from stored_files f join audit_attachments a on a.file_id = f.id
            where a.deleted_at is null and f.uploaded_at >= '2021-03-01T03:00:00Z' and f.uploaded_at < '2021-04-01T03:00:00Z'
            order by f.uploaded_at desc, f.id desc`,
      )
    ).map((r) => r.id);
    expect(expected).toHaveLength(7);

    const pages = await allPages('mes=2021-03&limit=3');
    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 1]);
    expect(pages[0]?.paginacion.limite).toBe(3);
    expect(pages.flatMap((p) => p.data.map((f) => f.id))).toEqual(expected);
    expect(pages[0]?.totalesFiltro).toEqual({ archivos: 7, bytes: 700 });

    const oldest = await allPages('mes=2021-03&limit=2&orden=fecha_asc');
    expect(oldest.flatMap((p) => p.data.map((f) => f.id))).toEqual([...expected].reverse());
  });

  it('searches file name, audit title, client and audit number in the server; totals overall and filtered', async () => {
    const audit = await auditWithFile('Control de rejas');
    await insertFiles(audit.id, '2021-06-02T12:00:00Z', 1, 'Plano_sotano', 2048);
    await insertFiles(audit.id, '2021-06-03T12:00:00Z', 1, 'Planoxsotano', 10);

    const get = async (query: string) => {
      const res = await as('admin', { method: 'GET', url: `/api/audits/files?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as FilesPage;
    };
    // '_' is a letter in the search, not a wildcard.
    const byName = await get('search=plano_');
    expect(byName.data.map((f) => f.nombreOriginal)).toEqual(['Plano_sotano-1.pdf']);
    expect(byName.totalesFiltro).toEqual({ archivos: 1, bytes: 2048 });
    const byTitle = await get('search=REJAS');
    expect(byTitle.data.map((f) => f.auditId)).toEqual([audit.id, audit.id, audit.id]);
    expect((await get(`search=%23${audit.id}`)).data).toHaveLength(3);
    expect((await get('search=Demo%20Sur')).totalesFiltro.archivos).toBeGreaterThanOrEqual(3);
    expect((await get('search=Demo%20Norte')).data.some((f) => f.auditId === audit.id)).toBe(false);
    const june = await get('mes=2021-06&search=sotano');
    expect(june.totalesFiltro).toEqual({ archivos: 2, bytes: 2058 });
    expect(june.paginacion.siguiente).toBeNull();

    const live = await sqlCount(
      t.database.db,
      sql`select count(*) as n from audit_attachments where deleted_at is null`,
    );
    const everything = await get('limit=1');
    expect(everything.totales.archivos).toBe(live);
    expect(everything.totalesFiltro).toEqual(everything.totales);
    expect(june.totales).toEqual(everything.totales);
    expect(everything.data).toHaveLength(1);
    expect(everything.paginacion.siguiente).not.toBeNull();
  });

  it('refuses a bad cursor, a bad month and other roles', async () => {
    const bad = await as('admin', { method: 'GET', url: '/api/audits/files?cursor=no-es-un-cursor' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CURSOR_INVALID);
    expect((await as('admin', { method: 'GET', url: '/api/audits/files?mes=2021-13' })).statusCode).toBe(400);
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente']) {
      const res = await as(who, { method: 'GET', url: '/api/audits/files?limit=5' });
      expect(res.statusCode, who).toBe(403);
    }
  });

  it('deletes the whole month in the server, beyond one page', async () => {
    const audit = await auditWithFile('mes completo');
    await insertFiles(audit.id, '2021-05-20T12:00:00Z', 130, 'mayo');
    const before = await as('admin', { method: 'GET', url: '/api/audits/files?mes=2021-05&limit=100' });
    expect(before.json().data).toHaveLength(100);
    expect(before.json().totalesFiltro.archivos).toBe(130);
    const res = await as('admin', { method: 'DELETE', url: '/api/audits/files/month/2021-05' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ eliminados: 130, errores: 0, message: '130 archivos eliminados' });
    const after = await as('admin', { method: 'GET', url: '/api/audits/files?mes=2021-05' });
    expect(after.json().data).toEqual([]);
    expect(after.json().totalesFiltro).toEqual({ archivos: 0, bytes: 0 });
    const again = await as('admin', { method: 'DELETE', url: '/api/audits/files/month/2021-05' });
    expect(again.json().message).toBe('No hay archivos en el mes seleccionado');
  });
});
