import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sqlRows } from '../../test/database';

const t = useTestApp({ users: ['admin', 'supervisor', 'operador1', 'operador2', 'contable', 'cliente'] });
const { ids, clients, as } = t;
// The first two companies of the demo (by id): Demo Norte and its child business.
let norte: number;
let kiosco: number;
beforeAll(() => {
  norte = clients['Demo Norte S.A.'] ?? 0;
  kiosco = clients['Norte Kiosco 24h'] ?? 0;
});
const base = '/api/operator-permissions';

describe('assigning clients to operators', () => {
  it('assigns, lists who assigned and when, and unassigns', async () => {
    const res = await as('admin', {
      method: 'POST',
      url: `${base}/assign-client`,
      payload: { operatorId: ids.operador1, clientId: norte },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cliente asignado exitosamente');
    const assigned = await as('admin', { method: 'GET', url: `${base}/assigned-clients/${ids.operador1}` });
    expect(assigned.json().data).toEqual([
      expect.objectContaining({
        clientId: norte,
        operatorId: ids.operador1,
        client: { id: norte, nombre: 'Demo Norte S.A.' },
        operator: expect.objectContaining({ username: 'operador1', role: 'operador' }),
        assignedByUser: { name: 'Ana Administradora' },
        createdAt: expect.any(String),
      }),
    ]);
    const byClient = await as('supervisor', { method: 'GET', url: `${base}/assigned-operators/${norte}` });
    expect(byClient.json().data.map((a: { operatorId: number }) => a.operatorId)).toEqual([ids.operador1]);
    const available = await as('admin', { method: 'GET', url: `${base}/available-clients/${ids.operador1}` });
    const availableIds = available.json().data.map((c: { id: number }) => c.id);
    expect(availableIds).toContain(kiosco);
    expect(availableIds).not.toContain(norte);
    const availableOps = await as('admin', { method: 'GET', url: `${base}/available-operators/${norte}` });
    const names = availableOps.json().data.map((o: { username: string }) => o.username);
    expect(names).toContain('operador2');
    expect(names).toContain('supervisor');
    expect(names).not.toContain('operador1');
    expect(names).not.toContain('admin');

    const un = await as('admin', {
      method: 'DELETE',
      url: `${base}/unassign-client/${ids.operador1}/${norte}`,
    });
    expect(un.json().message).toBe('Cliente desasignado exitosamente');
    expect(
      (await as('admin', { method: 'DELETE', url: `${base}/unassign-client/${ids.operador1}/${norte}` }))
        .statusCode,
    ).toBe(404);
  });

  it('only operators and supervisors can be assigned; unknown clients are not found', async () => {
    const admin = await as('admin', {
      method: 'POST',
      url: `${base}/assign-client`,
      payload: { operatorId: ids.contable, clientId: norte },
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toBe('El usuario no es un operador ni un supervisor activo');
    const missing = await as('admin', {
      method: 'POST',
      url: `${base}/assign-client`,
      payload: { operatorId: ids.operador1, clientId: 99999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('blocking operators', () => {
  it('blocks with a trimmed optional reason, replacing an assignment, and unblocks', async () => {
    await as('admin', {
      method: 'POST',
      url: `${base}/assign-client`,
      payload: { operatorId: ids.operador2, clientId: kiosco },
    });
    const res = await as('admin', {
      method: 'POST',
      url: `${base}/block-operator`,
      payload: { clientId: kiosco, operatorId: ids.operador2, reason: '   Reclamo del cliente   ' },
    });
    expect(res.json().message).toBe('Operador bloqueado exitosamente');
    const blocked = await as('admin', { method: 'GET', url: `${base}/blocked-operators/${kiosco}` });
    expect(blocked.json().data).toEqual([
      expect.objectContaining({
        operatorId: ids.operador2,
        blockedReason: 'Reclamo del cliente',
        blockedByUser: { name: 'Ana Administradora' },
      }),
    ]);
    expect(
      (await as('admin', { method: 'GET', url: `${base}/assigned-operators/${kiosco}` })).json().data,
    ).toEqual([]);
    await as('admin', {
      method: 'POST',
      url: `${base}/block-operator`,
      payload: { clientId: kiosco, operatorId: ids.operador1, reason: '   ' },
    });
    const empty = await as('admin', { method: 'GET', url: `${base}/blocked-operators/${kiosco}` });
    expect(
      empty.json().data.find((b: { operatorId: number }) => b.operatorId === ids.operador1).blockedReason,
    ).toBeNull();
    const un = await as('admin', {
      method: 'DELETE',
      url: `${base}/unblock-operator/${kiosco}/${ids.operador2}`,
    });
    expect(un.json().message).toBe('Operador desbloqueado exitosamente');
  });

  it('writes are admin-only; reads need client_view; nothing changes when refused', async () => {
    const before = await sqlRows(t.database.db, sql`select * from operator_client_permissions order by id`);
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente']) {
      const res = await as(who, {
        method: 'POST',
        url: `${base}/block-operator`,
        payload: { clientId: norte, operatorId: ids.operador1 },
      });
      expect(res.statusCode, who).toBe(403);
      expect(
        (await as(who, { method: 'DELETE', url: `${base}/unblock-operator/${kiosco}/${ids.operador1}` }))
          .statusCode,
        who,
      ).toBe(403);
    }
    for (const who of ['operador1', 'cliente']) {
      expect(
        (await as(who, { method: 'GET', url: `${base}/blocked-operators/${kiosco}` })).statusCode,
        who,
      ).toBe(403);
    }
    expect(await sqlRows(t.database.db, sql`select * from operator_client_permissions order by id`)).toEqual(
      before,
    );
  });
});
