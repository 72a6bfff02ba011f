import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, idIn, useTestApp } from '../../test/app';
import { captureQueries, sqlCount, sqlRows } from '../../test/database';
import { insertClient } from '../clients/clients.repo';

const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'contable', 'cliente', 'cliente2', 'grupo'],
});
const { ids, clients: company } = t;

/** A demo company's id, a demo user's id, or the test fails. */
const co = (nombre: string) => idIn(company, nombre);
const idOf = (name: string) => idIn(ids, name);

const as = (who: string, url: string) => t.as(who, { method: 'GET', url });
const dashboardOf = async (who: string, userId: number) => {
  const res = await as(who, `/api/users/${userId}/dashboard`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** The counts of some companies read straight from the audits (what the kept counters must agree with). */
async function countsFromAudits(clientIds: number[]) {
  const n = (states: string) =>
    sqlCount(
      t.database.db,
      sql`select count(*) as n from audits where deleted_at is null and client_id = any(${`{${clientIds.join(',')}}`}::int[])
          and estado in (${sql.raw(states)})`,
    );
  return {
    completadas: await n(`'entregada', 'facturada'`),
    enProceso: await n(`'en_proceso'`),
    pendientes: await n(`'solicitud', 'pendiente', 'asignada', 'en_proceso', 'pausada'`),
  };
}

/** A company's figures as its account statement tells them (admin). */
async function statementFigures(clientId: number) {
  const res = await as('admin', `/api/clients/${clientId}/account-statement`);
  expect(res.statusCode).toBe(200);
  const cuenta = res.json().data.estadoCuenta;
  return {
    totalFacturado: cuenta.deudaTotal,
    deudaPendiente: cuenta.saldoPendiente,
    totalPagado: cuenta.totalPagado,
  };
}

const cents = (n: number) => Math.round(n * 100);

describe('GET /api/users/{id}/dashboard — a client', () => {
  it("answers the spec's client dashboard (tipo, auditorias, finanzas, grupo) over its companies", async () => {
    const data = await dashboardOf('cliente', idOf('cliente'));
    const norte = co('Demo Norte S.A.');
    const kiosco = co('Norte Kiosco 24h');
    expect(data.tipo).toBe('cliente');
    expect(data.grupo).toEqual({ esAdministrador: false, clientesAdministrados: [], nombreGrupo: null });
    // Its own company and its child business, nothing else.
    expect(data.empresas.map((e: { clienteId: number }) => e.clienteId).sort()).toEqual(
      [norte, kiosco].sort(),
    );
    const expected = await countsFromAudits([norte, kiosco]);
    expect(expected.completadas + expected.pendientes).toBeGreaterThan(0);
    expect(data.auditorias).toMatchObject(expected);
    const n = await statementFigures(norte);
    const k = await statementFigures(kiosco);
    // The demo company has invoiced audits still owed: the sums below compare real figures, not zeros.
    expect(n.totalFacturado).toBeGreaterThan(0);
    expect(n.deudaPendiente).toBeGreaterThan(0);
    expect(cents(data.auditorias.totalFacturado)).toBe(cents(n.totalFacturado) + cents(k.totalFacturado));
    expect(cents(data.finanzas.deudaPendiente)).toBe(cents(n.deudaPendiente) + cents(k.deudaPendiente));
    expect(cents(data.finanzas.totalPagado)).toBe(cents(n.totalPagado) + cents(k.totalPagado));
    const own = data.empresas.find((e: { clienteId: number }) => e.clienteId === norte);
    expect(own).toEqual({
      clienteId: norte,
      nombre: 'Demo Norte S.A.',
      auditorias: { ...(await countsFromAudits([norte])), totalFacturado: n.totalFacturado },
      finanzas: { deudaPendiente: n.deudaPendiente, totalPagado: n.totalPagado },
    });
    expect(data).toMatchObject({ user: { id: idOf('cliente') }, sesionActiva: true });
  });

  it('counts from the kept counters, not by reading the audits, and follows a change of state', async () => {
    const sur = co('Demo Sur S.R.L.');
    const before = await dashboardOf('cliente2', idOf('cliente2'));
    const queries = await captureQueries(() => as('cliente2', `/api/users/${ids.cliente2}/dashboard`));
    const counting = queries.filter((q) => /count\(/i.test(q.text) && /\baudits\b/.test(q.text));
    expect(counting).toEqual([]);
    expect(queries.some((q) => /audit_scope_counts/.test(q.text))).toBe(true);
    const [pending] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from audits where client_id = ${sur} and deleted_at is null and estado in ('solicitud', 'pendiente') limit 1`,
    );
    expect(pending).toBeDefined();
    await t.database.db.execute(
      sql`update audits set estado = 'entregada', fecha_entrega = now() where id = ${pending?.id}`,
    );
    const after = await dashboardOf('cliente2', idOf('cliente2'));
    expect(after.auditorias.completadas).toBe(before.auditorias.completadas + 1);
    expect(after.auditorias.pendientes).toBe(before.auditorias.pendientes - 1);
    expect(after.auditorias).toMatchObject(await countsFromAudits([sur]));
  });

  it("refuses another user's dashboard to a client, whatever the company, before reading it", async () => {
    for (const [who, target] of [
      ['cliente', 'cliente2'],
      ['cliente2', 'cliente'],
      ['cliente', 'grupo'],
      ['cliente', 'admin'],
      // A group administrator administers companies, not their users.
      ['grupo', 'cliente'],
      ['grupo', 'cliente2'],
    ] as const) {
      const res = await as(who, `/api/users/${ids[target]}/dashboard`);
      expect(res.statusCode, `${who} → ${target}`).toBe(403);
      expect(res.body).not.toMatch(/Demo|deudaPendiente/);
    }
    // An id that does not exist answers the same as one of another company.
    expect((await as('cliente', '/api/users/999999/dashboard')).statusCode).toBe(403);
    expect((await as('cliente', `/api/users/${ids.cliente}/dashboard`)).statusCode).toBe(200);
  });
});

describe('GET /api/users/{id}/dashboard — the group administrator', () => {
  it('sums exactly its companies, each one listed, with its group data', async () => {
    // A company outside the group, with an audit, must not show.
    const ajena = await t.database.db.transaction((tx) =>
      insertClient(tx, { nombre: 'Ajena S.A.', email: 'ajena@demo.ar' }, [
        { nombre: 'Central', direccion: 'x' },
      ]),
    );
    await t.database.db.execute(sql`
      insert into audits (client_id, branch_id, titulo, estado, fecha_solicitada)
      select ${ajena.id}, b.id, 'Ajena', 'pendiente', current_date from branches b where b.client_id = ${ajena.id}`);
    expect(
      await sqlCount(t.database.db, sql`select count(*) as n from audits where client_id = ${ajena.id}`),
    ).toBe(1);
    const data = await dashboardOf('grupo', idOf('grupo'));
    const mine = [co('Demo Norte S.A.'), co('Norte Kiosco 24h'), co('Demo Sur S.R.L.')];
    expect(data.empresas.map((e: { clienteId: number }) => e.clienteId).sort()).toEqual([...mine].sort());
    expect(data.grupo).toMatchObject({ esAdministrador: true, nombreGrupo: expect.any(String) });
    expect(data.grupo.clientesAdministrados).toEqual(
      expect.arrayContaining([co('Demo Norte S.A.'), co('Demo Sur S.R.L.')]),
    );
    expect(data.auditorias).toMatchObject(await countsFromAudits(mine));
    const figures = await Promise.all(mine.map(statementFigures));
    const sum = (k: 'deudaPendiente' | 'totalPagado' | 'totalFacturado') =>
      figures.reduce((s, f) => s + cents(f[k]), 0);
    expect(cents(data.finanzas.deudaPendiente)).toBe(sum('deudaPendiente'));
    // Demo Sur has paid audits, Demo Norte owes some: both figures are real sums.
    expect(sum('totalPagado')).toBeGreaterThan(0);
    expect(sum('deudaPendiente')).toBeGreaterThan(0);
    expect(cents(data.finanzas.totalPagado)).toBe(sum('totalPagado'));
    expect(cents(data.auditorias.totalFacturado)).toBe(sum('totalFacturado'));
    // The same answer when the admin asks for it.
    const byAdmin = await dashboardOf('admin', idOf('grupo'));
    expect(byAdmin.empresas).toEqual(data.empresas);
  });
});

describe('GET /api/users/{id}/dashboard — staff', () => {
  it('the admin sees a client user with its money; a supervisor sees the counts without money', async () => {
    const mine = await dashboardOf('cliente', idOf('cliente'));
    const admin = await dashboardOf('admin', idOf('cliente'));
    expect(admin.auditorias).toEqual(mine.auditorias);
    expect(admin.finanzas).toEqual(mine.finanzas);
    const sup = await dashboardOf('supervisor', idOf('cliente'));
    expect(sup.tipo).toBe('cliente');
    expect(sup.auditorias).toEqual({ ...mine.auditorias, totalFacturado: null });
    expect(sup.finanzas).toBeNull();
    expect(sup.empresas.every((e: { finanzas: unknown }) => e.finanzas === null)).toBe(true);
    expect(JSON.stringify(sup)).not.toMatch(/deudaPendiente|totalPagado/);
  });

  it('a staff user has the session summary (tipo personal); without user_view only one’s own', async () => {
    const data = await dashboardOf('admin', idOf('supervisor'));
    expect(data).toMatchObject({
      tipo: 'personal',
      user: { id: idOf('supervisor') },
      sesionActiva: true,
      conexionesUltimos30Dias: expect.any(Number),
      mensajesNoLeidos: expect.any(Number),
    });
    expect(data).not.toHaveProperty('auditorias');
    expect((await dashboardOf('operador1', idOf('operador1'))).tipo).toBe('personal');
    expect((await dashboardOf('contable', idOf('contable'))).tipo).toBe('personal');
    for (const [who, target] of [
      ['operador1', 'supervisor'],
      ['operador1', 'cliente'],
      ['contable', 'cliente'],
    ] as const) {
      expect((await as(who, `/api/users/${ids[target]}/dashboard`)).statusCode, `${who} → ${target}`).toBe(
        403,
      );
    }
    expect(
      (await call(t.app, null, { method: 'GET', url: `/api/users/${ids.cliente}/dashboard` })).statusCode,
    ).toBe(401);
  });
});
