import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, multipartForm, type TestContext } from '../../test/app';
import { sqlRows } from '../../test/database';

/**
 * The spec's field names (audit-workflow §3): the review audit's clienteNombre, operadorNombre and tiempoTrabajado
 * (minutes), the management list audit's motivoPausa and fechaCreacion, next to today's names of the same facts.
 */
let t: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let norte = 0;
let belgrano = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'supervisor', 'operador1', 'cliente']) {
    const s = await loginAs(t.app, name);
    tokens[name] = s.token;
    ids[name] = s.userId;
  }
  const [client] = await sqlRows<{ id: number }>(
    t.database.db,
    sql`select id from clients where nombre = 'Demo Norte S.A.'`,
  );
  const [branch] = await sqlRows<{ id: number }>(
    t.database.db,
    sql`select id from branches where nombre = 'Sucursal Belgrano'`,
  );
  norte = client?.id ?? 0;
  belgrano = branch?.id ?? 0;
  await t.database.db.execute(sql`update audits set deleted_at = now()`);
  await t.database.db.execute(sql`delete from operator_client_permissions`);
  await t.database.db.execute(sql`update clients set modalidad = 'manual', dias_auditoria = '{}'`);
});
afterAll(async () => {
  await t?.close();
});

const as = (who: string, options: Parameters<typeof call>[2]) => call(t.app, tokens[who] ?? null, options);
const sheet = { eventos: [], observacionesFinales: 'Sin novedades', sucursalDetails: '', canalesVision: '' };
type ListedAudit = Record<string, unknown> & { id: number };
const find = (list: { auditorias: ListedAudit[] }, id: number) => list.auditorias.find((a) => a.id === id);

describe('spec field names', () => {
  it('the management list shows motivoPausa and fechaCreacion; the review list clienteNombre, operadorNombre and the minutes worked', async () => {
    const created = await as('admin', {
      method: 'POST',
      url: '/api/audits',
      ...multipartForm({ clienteId: String(norte), branchId: String(belgrano), titulo: 'Nombres del spec' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const assigned = await as('admin', {
      method: 'PATCH',
      url: `/api/audits/${id}/assign`,
      payload: { operadorId: ids.operador1 },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await as('operador1', { method: 'PATCH', url: `/api/audits/${id}/start` })).statusCode).toBe(200);
    // 95 minutes of work, measured by the server from its work periods.
    await t.database.db.execute(
      sql`update audit_work_periods set started_at = now() - interval '95 minutes' where audit_id = ${id}`,
    );
    const paused = await as('operador1', {
      method: 'PATCH',
      url: `/api/audits/${id}/complete`,
      payload: { ...sheet, estado: 'pausada', razonPausa: 'Corte de luz en la sucursal' },
    });
    expect(paused.statusCode, paused.body).toBe(200);

    const management = await as('admin', { method: 'GET', url: '/api/audits/management?estado=pausada' });
    expect(management.statusCode, management.body).toBe(200);
    const listed = find(management.json(), id);
    expect(listed).toMatchObject({
      motivoPausa: 'Corte de luz en la sucursal',
      razonPausa: 'Corte de luz en la sucursal',
    });
    expect(listed?.fechaCreacion).toBe(listed?.createdAt);
    expect(Date.parse(String(listed?.fechaCreacion))).toBeGreaterThan(Date.now() - 60_000);

    expect((await as('operador1', { method: 'PATCH', url: `/api/audits/${id}/resume` })).statusCode).toBe(
      200,
    );
    const done = await as('operador1', {
      method: 'PATCH',
      url: `/api/audits/${id}/complete`,
      payload: sheet,
    });
    expect(done.statusCode, done.body).toBe(200);

    const pending = await as('supervisor', { method: 'GET', url: '/api/audits/supervisor/pending' });
    expect(pending.statusCode, pending.body).toBe(200);
    const review = find(pending.json(), id);
    const operatorName = (review?.operador as { name: string } | null)?.name;
    expect(operatorName).toBeTruthy();
    expect(review).toMatchObject({
      clienteNombre: 'Demo Norte S.A.',
      cliente: 'Demo Norte S.A.',
      operadorNombre: operatorName,
      motivoPausa: null,
    });
    // Minutes, not seconds: the 95 paused-before minutes plus the few seconds after resuming.
    expect(review?.tiempoTrabajado).toBe(95);
    expect(review?.tiempoTrabajado).toBe(review?.tiempoTrabajadoPrevio);
  });

  it("a client's audit has the names but not the internal minutes; nobody assigned is a null operadorNombre", async () => {
    const ordered = await as('cliente', {
      method: 'POST',
      url: '/api/audits',
      ...multipartForm({
        clienteId: String(norte),
        branchId: String(belgrano),
        titulo: 'Pedido del cliente',
      }),
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const audit = ordered.json().data;
    expect(audit).toMatchObject({
      clienteNombre: 'Demo Norte S.A.',
      operadorNombre: null,
      motivoPausa: null,
    });
    expect(audit.fechaCreacion).toBe(audit.createdAt);
    expect(audit).not.toHaveProperty('tiempoTrabajado');
    expect(audit).not.toHaveProperty('tiempoTrabajadoPrevio');
    // Staff see the internal minutes of the same audit.
    const staffView = await as('admin', { method: 'GET', url: `/api/audits/${audit.id}` });
    expect(staffView.json().data).toMatchObject({ tiempoTrabajado: 0, operadorNombre: null });
  });
});
