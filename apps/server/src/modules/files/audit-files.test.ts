import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, multipartForm, SAMPLE_PDF, type TestContext } from '../../test/app';
import { sqlRows } from '../../test/database';

let t: TestContext;
const tokens: Record<string, string> = {};
let clientId: number;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'supervisor', 'cliente']) tokens[name] = (await loginAs(t.app, name)).token;
  clientId =
    (
      await sqlRows<{ id: number }>(
        t.database.db,
        sql`select id from clients where nombre = 'Demo Sur S.R.L.'`,
      )
    )[0]?.id ?? 0;
  branchId =
    (
      await sqlRows<{ id: number }>(
        t.database.db,
        sql`select id from branches where nombre = 'Sucursal Lomas'`,
      )
    )[0]?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const as = (who: string, options: Parameters<typeof call>[2]) => call(t.app, tokens[who] ?? null, options);

async function auditWithFile(titulo: string) {
  const res = await as('admin', {
    method: 'POST',
    url: '/api/audits',
    ...multipartForm({ clienteId: String(clientId), branchId: String(branchId), titulo }, [
      { field: 'files', fileName: `${titulo}.pdf`, content: SAMPLE_PDF },
    ]),
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
