import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, companyIds, useTestApp } from '../../test/app';
import { sqlCount, sqlRows } from '../../test/database';

const t = useTestApp();
const { ids } = t;
const co = companyIds(t, { norte: 'Demo Norte S.A.', sur: 'Demo Sur S.R.L.' });
const blocksCount = () =>
  sqlCount(t.database.db, sql`select count(*) from operator_client_permissions where status = 'bloqueado'`);

describe('blocks: the operator blocks of the permission centre', () => {
  it('POST /blocks blocks an operator (201, trimmed reason) and answers the block; GET reads it back', async () => {
    const res = await t.post('admin', '/api/blocks', {
      clientId: co.norte,
      operatorId: ids.operador1,
      reason: '  Reclamo del cliente  ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Operador bloqueado exitosamente');
    expect(body.data).toEqual({
      id: expect.any(Number),
      operatorId: ids.operador1,
      clientId: co.norte,
      client: { id: co.norte, nombre: 'Demo Norte S.A.' },
      operator: expect.objectContaining({ id: ids.operador1, username: 'operador1', role: 'operador' }),
      blockedReason: 'Reclamo del cliente',
      blockedByUser: { name: 'Ana Administradora' },
      createdAt: expect.any(String),
    });
    const one = await t.get('supervisor', `/api/blocks/${body.data.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(body.data);
    // The same row the permission centre lists as a blocked operator.
    const centre = await t.get('admin', `/api/operator-permissions/blocked-operators/${co.norte}`);
    expect(centre.json().data.map((b: { id: number }) => b.id)).toEqual([body.data.id]);
    const activity = await sqlRows<{ action: string }>(
      t.database.db,
      sql`select action from activity_log where action = 'operator_block'`,
    );
    expect(activity).toHaveLength(1);
  });

  it('a block made with block-operator is listed by GET /blocks; filters and pages, newest first', async () => {
    await t.post('admin', '/api/operator-permissions/block-operator', {
      clientId: co.sur,
      operatorId: ids.supervisor,
    });
    await t.post('admin', '/api/blocks', { clientId: co.sur, operatorId: ids.operador1, reason: '' });
    const all = await t.get('contable', '/api/blocks');
    expect(all.statusCode).toBe(200);
    const rows = all.json().data as { operatorId: number; clientId: number; blockedReason: string | null }[];
    expect(rows.map((b) => [b.clientId, b.operatorId])).toEqual([
      [co.sur, ids.operador1],
      [co.sur, ids.supervisor],
      [co.norte, ids.operador1],
    ]);
    expect(rows[0]?.blockedReason).toBeNull();
    expect(all.json().paginacion).toEqual({ siguiente: null, limite: 50 });

    const bySur = await t.get('admin', `/api/blocks?clientId=${co.sur}`);
    expect(bySur.json().data).toHaveLength(2);
    const byOp = await t.get('admin', `/api/blocks?operatorId=${ids.operador1}`);
    expect(byOp.json().data.map((b: { clientId: number }) => b.clientId)).toEqual([co.sur, co.norte]);

    const first = await t.get('admin', '/api/blocks?limit=2');
    expect(first.json().data).toHaveLength(2);
    const next = first.json().paginacion.siguiente;
    expect(next).toEqual(expect.any(String));
    const second = await t.get('admin', `/api/blocks?limit=2&cursor=${next}`);
    expect(second.json().data.map((b: { clientId: number }) => b.clientId)).toEqual([co.norte]);
    expect(second.json().paginacion.siguiente).toBeNull();
    const bad = await t.get('admin', '/api/blocks?cursor=nope');
    expect(bad.statusCode).toBe(400);
  });

  it('an assignment is not a block; unknown ids are not found; unblocking removes it', async () => {
    await t.post('admin', '/api/operator-permissions/assign-client', {
      clientId: co.norte,
      operatorId: ids.operador2,
    });
    const [assignment] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from operator_client_permissions where status = 'asignado' and client_id = ${co.norte} and operator_id = ${ids.operador2}`,
    );
    const notBlock = await t.get('admin', `/api/blocks/${assignment?.id}`);
    expect(notBlock.statusCode).toBe(404);
    expect(notBlock.json().message).toBe('Bloqueo no encontrado');
    expect((await t.get('admin', '/api/blocks/999999')).statusCode).toBe(404);
    expect((await t.get('admin', '/api/blocks/abc')).statusCode).toBe(400);
    const list = await t.get('admin', '/api/blocks');
    expect(list.json().data.map((b: { operatorId: number }) => b.operatorId)).not.toContain(ids.operador2);

    const created = await t.post('admin', '/api/blocks', { clientId: co.norte, operatorId: ids.operador2 });
    expect(created.statusCode).toBe(201);
    // Blocking replaces the assignment (one state per pair): the same row, now a block.
    expect(created.json().data.id).toBe(assignment?.id);
    await t.del('admin', `/api/operator-permissions/unblock-operator/${co.norte}/${ids.operador2}`);
    expect((await t.get('admin', `/api/blocks/${assignment?.id}`)).statusCode).toBe(404);
  });

  it('refuses invalid creations without writing: not an operator, unknown client, bad body', async () => {
    const before = await blocksCount();
    const notOperator = await t.post('admin', '/api/blocks', {
      clientId: co.norte,
      operatorId: ids.contable,
    });
    expect(notOperator.statusCode).toBe(400);
    expect(notOperator.json().message).toBe('El usuario no es un operador ni un supervisor activo');
    const client = await t.post('admin', '/api/blocks', { clientId: 999999, operatorId: ids.operador1 });
    expect(client.statusCode).toBe(404);
    const extra = await t.post('admin', '/api/blocks', {
      clientId: co.norte,
      operatorId: ids.operador1,
      status: 'asignado',
    });
    expect(extra.statusCode).toBe(400);
    expect(await blocksCount()).toBe(before);
  });

  it('reads need client_view and creation client_manage: operators and clients (any company) are refused', async () => {
    const [block] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from operator_client_permissions where status = 'bloqueado' and client_id = ${co.sur} limit 1`,
    );
    const before = await sqlRows(t.database.db, sql`select * from operator_client_permissions order by id`);
    for (const who of ['operador1', 'operador2', 'cliente', 'cliente2', 'grupo']) {
      expect((await t.get(who, '/api/blocks')).statusCode, who).toBe(403);
      expect((await t.get(who, `/api/blocks/${block?.id}`)).statusCode, who).toBe(403);
      expect((await t.get(who, `/api/blocks?clientId=${co.sur}`)).statusCode, `${who} own company`).toBe(403);
    }
    for (const who of ['supervisor', 'contable', 'operador1', 'cliente', 'cliente2', 'grupo']) {
      const res = await t.post(who, '/api/blocks', { clientId: co.sur, operatorId: ids.operador2 });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await call(t.app, null, { method: 'GET', url: '/api/blocks' })).statusCode).toBe(401);
    expect(
      (
        await call(t.app, null, {
          method: 'POST',
          url: '/api/blocks',
          payload: { clientId: co.sur, operatorId: 1 },
        })
      ).statusCode,
    ).toBe(401);
    expect(await sqlRows(t.database.db, sql`select * from operator_client_permissions order by id`)).toEqual(
      before,
    );
  });
});
