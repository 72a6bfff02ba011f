import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idIn, useTestApp } from '../../test/app';
import { captureQueries } from '../../test/database';
import { insertClient } from '../clients/clients.repo';
import { lastMonths } from './user-dashboard.service';

const t = useTestApp({ users: ['admin', 'supervisor', 'operador1', 'cliente', 'grupo'] });
const { ids, clients: company } = t;

/** A demo company's id, a demo user's id, or the test fails. */
const co = (nombre: string) => idIn(company, nombre);
const idOf = (name: string) => idIn(ids, name);

const comparison = async (who: string, userId: number, query = '') => {
  const res = await t.as(who, { method: 'GET', url: `/api/users/${userId}/dashboard/comparativa${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const BRANCH = 'Sucursal Comparativa';
const events = (n: number) =>
  JSON.stringify({
    eventos: Array.from({ length: n }, (_, i) => ({
      id: `e${i}`,
      numero: i + 1,
      timestamp: '01:00',
      descripcion: 'x',
      observaciones: '',
      tipoEvento: 'infraccion-menor',
      imagenes: [],
    })),
    observacionesFinales: '',
    sucursalDetails: '',
    canalesVision: '',
  });

/** Audits of Demo Sur at one branch: ordered, delivered (paid, free, old) and one finished but not delivered. */
async function seedBranch() {
  const sur = co('Demo Sur S.R.L.');
  const insert = (
    estado: string,
    createdAgo: string,
    deliveredAgo: string | null,
    cost: number,
    free: boolean,
    n: number,
  ) =>
    t.database.db.execute(sql`
      insert into audits (client_id, sucursal, titulo, estado, fecha_solicitada, created_at, fecha_entrega,
        costo_final, gratis_para_cliente, hoja, aprobada)
      values (${sur}, ${BRANCH}, 'Comparativa', ${estado}, current_date, now() - ${createdAgo}::interval,
        ${deliveredAgo === null ? null : sql`now() - ${deliveredAgo}::interval`}, ${cost}, ${free}, ${events(n)}::jsonb,
        ${estado !== 'pendiente'})`);
  await insert('pendiente', '1 minute', null, 0, false, 0);
  await insert('entregada', '1 minute', '1 minute', 1_500_000, false, 2);
  await insert('facturada', '2 months', '1 minute', 500_000, true, 1);
  // Finished but not delivered: a client does not see it yet.
  await insert('terminada', '1 minute', null, 900_000, false, 4);
  // Out of any period asked for.
  await insert('entregada', '14 months', '14 months', 700_000, false, 5);
  return sur;
}

describe('GET /api/users/{id}/dashboard/comparativa', () => {
  it('compares the group administrator’s companies per branch and per month, from one query', async () => {
    const ajena = await t.database.db.transaction((tx) =>
      insertClient(tx, { nombre: 'Ajena Comparativa S.A.', email: 'ajena-comp@demo.ar' }, [
        { nombre: 'Central', direccion: 'x' },
      ]),
    );
    await t.database.db.execute(sql`
      insert into audits (client_id, sucursal, titulo, estado, fecha_solicitada)
      values (${ajena.id}, ${BRANCH}, 'Ajena', 'pendiente', current_date)`);
    const before = await comparison('grupo', idOf('grupo'));
    const sur = await seedBranch();
    const queries = await captureQueries(() =>
      t.as('grupo', { method: 'GET', url: `/api/users/${idOf('grupo')}/dashboard/comparativa` }),
    );
    expect(queries.filter((q) => /\bfrom audits\b/i.test(q.text))).toHaveLength(1);

    const data = await comparison('grupo', idOf('grupo'));
    expect(data.meses).toEqual(lastMonths(6));
    expect(data.meses).toHaveLength(6);
    expect(data.conDinero).toBe(true);
    const mine = [co('Demo Norte S.A.'), co('Norte Kiosco 24h'), sur];
    expect(data.empresas.map((e: { clienteId: number }) => e.clienteId).sort()).toEqual([...mine].sort());
    expect(data.sucursales.some((s: { clienteId: number }) => !mine.includes(s.clienteId))).toBe(false);
    const branch = data.sucursales.filter((s: { sucursal: string }) => s.sucursal === BRANCH);
    expect(branch).toEqual([
      {
        clienteId: sur,
        empresa: 'Demo Sur S.R.L.',
        sucursal: BRANCH,
        pedidas: 3,
        pendientes: 1,
        entregadas: 2,
        gastado: 15_000,
        incidentes: 3,
      },
    ]);
    // Every company in every month, the new audits in their months.
    expect(data.porMes).toHaveLength(6 * mine.length);
    const month = (d: typeof data, mes: string) =>
      d.porMes.find((m: { mes: string; clienteId: number }) => m.mes === mes && m.clienteId === sur);
    const now = data.meses[5];
    const twoAgo = data.meses[3];
    expect(month(data, now).pedidas - month(before, now).pedidas).toBe(2);
    expect(month(data, now).pendientes - month(before, now).pendientes).toBe(1);
    expect(month(data, now).entregadas - month(before, now).entregadas).toBe(2);
    expect(month(data, now).gastado - month(before, now).gastado).toBe(15_000);
    expect(month(data, now).incidentes - month(before, now).incidentes).toBe(3);
    expect(month(data, twoAgo).pedidas - month(before, twoAgo).pedidas).toBe(1);

    // One month: the audit ordered two months ago counts as delivered, not as ordered.
    const one = await comparison('grupo', idOf('grupo'), '?meses=1');
    expect(one.meses).toEqual([now]);
    expect(one.sucursales.find((s: { sucursal: string }) => s.sucursal === BRANCH)).toMatchObject({
      pedidas: 2,
      entregadas: 2,
      incidentes: 3,
    });
    // The admin reads the same; a supervisor the counts without money.
    expect(await comparison('admin', idOf('grupo'))).toEqual(data);
    const sup = await comparison('supervisor', idOf('grupo'));
    expect(sup.conDinero).toBe(false);
    expect(sup.sucursales.every((s: { gastado: unknown }) => s.gastado === null)).toBe(true);
    expect(sup.sucursales.find((s: { sucursal: string }) => s.sucursal === BRANCH).pedidas).toBe(3);
  });

  it('refuses other users’ comparisons, bad periods and staff users with clear answers', async () => {
    for (const [who, target] of [
      ['cliente', 'grupo'],
      ['grupo', 'cliente'],
      ['operador1', 'cliente'],
    ] as const) {
      const res = await t.as(who, { method: 'GET', url: `/api/users/${idOf(target)}/dashboard/comparativa` });
      expect(res.statusCode, `${who} → ${target}`).toBe(403);
    }
    for (const meses of ['0', '13', 'abc', '1.5']) {
      const res = await t.as('grupo', {
        method: 'GET',
        url: `/api/users/${idOf('grupo')}/dashboard/comparativa?meses=${meses}`,
      });
      expect(res.statusCode, meses).toBe(400);
      expect(res.body).toMatch(/Meses inválidos \(de 1 a 12\)/);
    }
    const staff = await t.as('admin', {
      method: 'GET',
      url: `/api/users/${idOf('supervisor')}/dashboard/comparativa`,
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().message).toBe('La comparación es solo para usuarios de empresas cliente');
  });

  it('counts the months back from the Argentine month, across a year', () => {
    expect(lastMonths(3, '2026-02-10')).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(lastMonths(1, '2026-11-28')).toEqual(['2026-11']);
    expect(lastMonths(12, '2026-12-01')[0]).toBe('2026-01');
  });
});
