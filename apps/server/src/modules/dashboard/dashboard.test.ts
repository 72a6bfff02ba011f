import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { orderAudit } from '../../test/audit-flow';
import { sqlRows } from '../../test/database';

const t = useTestApp({ users: ['admin', 'supervisor', 'operador1', 'contable', 'cliente'] });
const { clients, branches, as } = t;

describe('admin overview', () => {
  it('stats come from counters the database keeps in step with every change', async () => {
    const first = await as('admin', { method: 'GET', url: '/api/dashboard/stats' });
    expect(first.statusCode).toBe(200);
    // The demo: one audit in each state but two pending ones.
    expect(first.json().data).toEqual({
      auditorias: { total: 10, pendientes: 4, enProceso: 2, completadas: 4 },
      clientes: { total: 2, activos: 2 },
      usuarios: { total: 8, operadores: 2, supervisores: 1 },
    });
    const id = await orderAudit(t, {
      clienteId: clients['Demo Sur S.R.L.'] as number,
      branchId: branches['Sucursal Lomas'] as number,
      titulo: 'Nueva',
    });
    const after = await as('admin', { method: 'GET', url: '/api/dashboard/stats' });
    expect(after.json().data.auditorias).toMatchObject({ total: 11, pendientes: 5 });
    await as('admin', {
      method: 'DELETE',
      url: `/api/audits/${id}`,
      payload: { type: 'correction', razon: 'Prueba' },
    });
    const deleted = await as('admin', { method: 'GET', url: '/api/dashboard/stats' });
    expect(deleted.json().data.auditorias).toMatchObject({ total: 10, pendientes: 4 });
    const counted = await sqlRows<{ estado: string; n: number }>(
      t.database.db,
      sql`select estado, count(*)::int as n from audits where deleted_at is null group by estado`,
    );
    const kept = await sqlRows<{ estado: string; n: string }>(
      t.database.db,
      sql`select estado, n from audit_state_counts where n <> 0`,
    );
    expect(Object.fromEntries(kept.map((k) => [k.estado, Number(k.n)]))).toEqual(
      Object.fromEntries(counted.map((c) => [c.estado, c.n])),
    );
  });

  it('deletion alerts list corrections until reviewed', async () => {
    const res = await as('admin', { method: 'GET', url: '/api/dashboard/alerts' });
    const alerts = res.json().alerts.eliminaciones;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      tipo: 'correction',
      monto: 18000,
      eliminadoPor: 'Ana Administradora',
      razon: 'Prueba',
    });
    expect(
      (await as('admin', { method: 'PUT', url: `/api/dashboard/alerts/${alerts[0].id}/reviewed` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await as('admin', { method: 'GET', url: '/api/dashboard/alerts' })).json().alerts.eliminaciones,
    ).toEqual([]);
    expect(
      (await as('admin', { method: 'PUT', url: `/api/dashboard/alerts/${alerts[0].id}/reviewed` }))
        .statusCode,
    ).toBe(404);
  });

  it('is for admins only', async () => {
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente']) {
      expect((await as(who, { method: 'GET', url: '/api/dashboard/stats' })).statusCode, who).toBe(403);
      expect((await as(who, { method: 'GET', url: '/api/dashboard/alerts' })).statusCode, who).toBe(403);
    }
  });
});
