import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyIds, useTestApp } from '../../test/app';
import { sqlRows } from '../../test/database';

const t = useTestApp({ users: ['admin', 'supervisor', 'operador1', 'operador2', 'contable', 'cliente'] });
const { ids } = t;
// The first two companies of the demo (by id): Demo Norte and its child business.
const co = companyIds(t, { norte: 'Demo Norte S.A.', kiosco: 'Norte Kiosco 24h' });
const base = '/api/operator-permissions';

describe('assigning clients to operators', () => {
  it('assigns, lists who assigned and when, and unassigns', async () => {
    const res = await t.post('admin', `${base}/assign-client`, {
      operatorId: ids.operador1,
      clientId: co.norte,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cliente asignado exitosamente');
    const assigned = await t.get('admin', `${base}/assigned-clients/${ids.operador1}`);
    expect(assigned.json().data).toEqual([
      expect.objectContaining({
        clientId: co.norte,
        operatorId: ids.operador1,
        client: { id: co.norte, nombre: 'Demo Norte S.A.' },
        operator: expect.objectContaining({ username: 'operador1', role: 'operador' }),
        assignedByUser: { name: 'Ana Administradora' },
        createdAt: expect.any(String),
      }),
    ]);
    const byClient = await t.get('supervisor', `${base}/assigned-operators/${co.norte}`);
    expect(byClient.json().data.map((a: { operatorId: number }) => a.operatorId)).toEqual([ids.operador1]);
    const available = await t.get('admin', `${base}/available-clients/${ids.operador1}`);
    const availableIds = available.json().data.map((c: { id: number }) => c.id);
    expect(availableIds).toContain(co.kiosco);
    expect(availableIds).not.toContain(co.norte);
    const availableOps = await t.get('admin', `${base}/available-operators/${co.norte}`);
    const names = availableOps.json().data.map((o: { username: string }) => o.username);
    expect(names).toContain('operador2');
    expect(names).toContain('supervisor');
    expect(names).not.toContain('operador1');
    expect(names).not.toContain('admin');

    const un = await t.del('admin', `${base}/unassign-client/${ids.operador1}/${co.norte}`);
    expect(un.json().message).toBe('Cliente desasignado exitosamente');
    expect((await t.del('admin', `${base}/unassign-client/${ids.operador1}/${co.norte}`)).statusCode).toBe(
      404,
    );
  });

  it('only operators and supervisors can be assigned; unknown clients are not found', async () => {
    const admin = await t.post('admin', `${base}/assign-client`, {
      operatorId: ids.contable,
      clientId: co.norte,
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toBe('El usuario no es un operador ni un supervisor activo');
    const missing = await t.post('admin', `${base}/assign-client`, {
      operatorId: ids.operador1,
      clientId: 99999,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('blocking operators', () => {
  it('blocks with a trimmed optional reason, replacing an assignment, and unblocks', async () => {
    await t.post('admin', `${base}/assign-client`, { operatorId: ids.operador2, clientId: co.kiosco });
    const res = await t.post('admin', `${base}/block-operator`, {
      clientId: co.kiosco,
      operatorId: ids.operador2,
      reason: '   Reclamo del cliente   ',
    });
    expect(res.json().message).toBe('Operador bloqueado exitosamente');
    const blocked = await t.get('admin', `${base}/blocked-operators/${co.kiosco}`);
    expect(blocked.json().data).toEqual([
      expect.objectContaining({
        operatorId: ids.operador2,
        blockedReason: 'Reclamo del cliente',
        blockedByUser: { name: 'Ana Administradora' },
      }),
    ]);
    expect((await t.get('admin', `${base}/assigned-operators/${co.kiosco}`)).json().data).toEqual([]);
    await t.post('admin', `${base}/block-operator`, {
      clientId: co.kiosco,
      operatorId: ids.operador1,
      reason: '   ',
    });
    const empty = await t.get('admin', `${base}/blocked-operators/${co.kiosco}`);
    expect(
      empty.json().data.find((b: { operatorId: number }) => b.operatorId === ids.operador1).blockedReason,
    ).toBeNull();
    const un = await t.del('admin', `${base}/unblock-operator/${co.kiosco}/${ids.operador2}`);
    expect(un.json().message).toBe('Operador desbloqueado exitosamente');
  });

  it('writes are admin-only; reads need client_view; nothing changes when refused', async () => {
    const before = await sqlRows(t.database.db, sql`select * from operator_client_permissions order by id`);
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente']) {
      const res = await t.post(who, `${base}/block-operator`, {
        clientId: co.norte,
        operatorId: ids.operador1,
      });
      expect(res.statusCode, who).toBe(403);
      expect(
        (await t.del(who, `${base}/unblock-operator/${co.kiosco}/${ids.operador1}`)).statusCode,
        who,
      ).toBe(403);
    }
    for (const who of ['operador1', 'cliente']) {
      expect((await t.get(who, `${base}/blocked-operators/${co.kiosco}`)).statusCode, who).toBe(403);
    }
    expect(await sqlRows(t.database.db, sql`select * from operator_client_permissions order by id`)).toEqual(
      before,
    );
  });
});
