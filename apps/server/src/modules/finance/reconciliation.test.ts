import type { InvariantDto, ReconciliationDto } from '@auditorias/domain/schemas/reconciliation';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sqlRows } from '../../test/database';

const t = useTestApp({ users: ['admin', 'contable', 'supervisor', 'operador1', 'cliente'] });

async function check(query = ''): Promise<ReconciliationDto> {
  const res = await t.get('contable', `/api/finanzas/conciliacion${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const invariant = (r: ReconciliationDto, clave: InvariantDto['clave']) => {
  const found = r.invariantes.find((i) => i.clave === clave);
  if (!found) throw new Error(`sin ${clave}`);
  return found;
};
const failing = (r: ReconciliationDto) => r.invariantes.filter((i) => !i.ok).map((i) => i.clave);

describe('GET /finanzas/conciliacion', () => {
  it('answers admin and contable; other staff and clients are refused, anonymous callers asked to sign in', async () => {
    for (const who of ['admin', 'contable'])
      expect((await t.get(who, '/api/finanzas/conciliacion')).statusCode).toBe(200);
    for (const who of ['supervisor', 'operador1', 'cliente'])
      expect((await t.get(who, '/api/finanzas/conciliacion')).statusCode).toBe(403);
    expect((await t.get(null, '/api/finanzas/conciliacion')).statusCode).toBe(401);
    const bad = await t.get('admin', '/api/finanzas/conciliacion?mes=13');
    expect(bad.statusCode).toBe(400);
  });

  it('every invariant is OK on the seeded data once its ledger is repaired, and names its rows', async () => {
    await t.post('admin', '/api/finanzas/repair-inconsistencias');
    const r = await check();
    expect(failing(r)).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.invariantes.map((i) => i.clave)).toEqual([
      'estados_de_cuenta',
      'total_cuentas_a_cobrar',
      'sueldos_pendientes',
      'insumos_de_sueldos',
      'libro_balanceado',
      'meses_cerrados',
    ]);
    // The rows behind: each client owing, each staff member's hours and audits.
    expect(invariant(r, 'estados_de_cuenta').filas.length).toBeGreaterThan(0);
    expect(invariant(r, 'insumos_de_sueldos').filas.some((f) => f.unidad === 'horas')).toBe(true);
    // A past month: pending salaries are compared in the running month only, and say so.
    const past = await check('?mes=1&anio=2026');
    expect(invariant(past, 'sueldos_pendientes')).toMatchObject({ aplica: false, ok: true });
    expect(past.ok).toBe(true);
  });

  it('a receivable the statements do not hold is reported per client and in the totals', async () => {
    const [audit] = await sqlRows<{ id: number; client_id: number }>(
      t.db(),
      sql`select a.id, a.client_id from audits a where a.deleted_at is null
            and not exists (select 1 from receivable_audits r where r.audit_id = a.id) order by a.id limit 1`,
    );
    if (!audit) throw new Error('sin auditoría');
    // A kept receivable row that the ledger does not back (what a broken trigger would leave).
    await t
      .db()
      .execute(
        sql`insert into receivable_audits (audit_id, client_id, period, saldo) values (${audit.id}, ${audit.client_id}, date_trunc('month', now())::date, 12345)`,
      );
    try {
      const r = await check();
      expect(failing(r)).toEqual(['estados_de_cuenta', 'total_cuentas_a_cobrar']);
      const statements = invariant(r, 'estados_de_cuenta');
      expect(statements.filas[0]).toMatchObject({ clave: `cliente:${audit.client_id}`, diferencia: -123.45 });
      expect(statements.filasConDiferencia).toBe(1);
      expect(invariant(r, 'total_cuentas_a_cobrar').diferencia).toBe(123.45);
    } finally {
      await t.db().execute(sql`delete from receivable_audits where audit_id = ${audit.id}`);
    }
    expect((await check()).ok).toBe(true);
  });

  it('a client that paid more than it owed (a negative statement balance, on no list) is compared too', async () => {
    const client = t.clients['Demo Sur S.R.L.'] ?? 0;
    // A collection posted against the client's receivable with no audit behind it (balanced, by the triggers).
    const post = (amount: number) =>
      t.db().transaction(async (tx) => {
        const [entry] = await sqlRows<{ id: number }>(
          tx,
          sql`insert into ledger_entries (kind, occurred_on, description, client_id) values ('ingreso_manual', current_date, 'Cobro sin auditoría', ${client}) returning id`,
        );
        await tx.execute(
          sql`insert into ledger_lines (entry_id, account, client_id, amount) values (${entry?.id}, '1101', ${client}, ${amount}), (${entry?.id}, '1201', ${client}, ${-amount})`,
        );
      });
    await post(5000);
    try {
      const statements = invariant(await check(), 'estados_de_cuenta');
      expect(statements.ok).toBe(false);
      expect(statements.filas[0]).toMatchObject({ clave: `cliente:${client}`, izquierda: -50, derecha: 0 });
    } finally {
      await post(-5000);
    }
    expect(invariant(await check(), 'estados_de_cuenta').ok).toBe(true);
  });

  it('a salary record whose payments the ledger does not hold is reported on its employee', async () => {
    const configured = await t.post('admin', '/api/sueldos/configurar', {
      operadorId: t.users.operador1,
      mes: 1,
      anio: 2026,
      sueldoReferencia: '25000',
      tipoPago: 'objetivos',
      objetivoAuditorias: 0,
      diasVacaciones: 0,
    });
    expect(configured.statusCode, configured.body).toBe(200);
    const id = configured.json().sueldo.id as number;
    expect((await check()).ok).toBe(true);
    await t
      .db()
      .execute(sql`update salary_records set total_pagado = total_pagado + 100000 where id = ${id}`);
    try {
      const r = await check();
      expect(failing(r)).toEqual(['sueldos_pendientes']);
      const pending = invariant(r, 'sueldos_pendientes');
      expect(pending.filas[0]).toMatchObject({ clave: `empleado:${t.users.operador1}`, diferencia: 1000 });
      expect(pending.nota).toContain('de meses anteriores');
    } finally {
      await t
        .db()
        .execute(sql`update salary_records set total_pagado = total_pagado - 100000 where id = ${id}`);
    }
  });

  it('a closed month keeps its figures; a change to them is reported with the month and figure', async () => {
    const closed = await t.post('admin', '/api/periodos/cerrar', { mes: 2, anio: 2026 });
    expect(closed.statusCode, closed.body).toBe(200);
    const r = await check();
    const months = invariant(r, 'meses_cerrados');
    expect(months).toMatchObject({ ok: true, izquierda: { valor: 1 }, derecha: { valor: 1 } });
    expect(months.filas.map((f) => f.clave)).toContain('2026-02:saldoRealTotal');
    // What was kept at close, altered (as an entry dated before the month would change its opening cash).
    await t.db().execute(
      sql`update activity_log set details = jsonb_set(details, '{cifras,saldoMesAnterior}', to_jsonb((details->'cifras'->>'saldoMesAnterior')::bigint + 500))
            where action = 'period_close' and target_id = '2026-02'`,
    );
    const after = invariant(await check(), 'meses_cerrados');
    expect(after.ok).toBe(false);
    expect(after.filas[0]).toMatchObject({
      clave: '2026-02:saldoMesAnterior',
      nombre: '02/2026: Saldo del mes anterior',
      diferencia: 5,
    });
    // Reopening and closing again keeps the figures anew.
    expect(
      (await t.post('admin', '/api/periodos/reabrir', { mes: 2, anio: 2026, motivo: 'Prueba' })).statusCode,
    ).toBe(200);
    expect((await t.post('admin', '/api/periodos/cerrar', { mes: 2, anio: 2026 })).statusCode).toBe(200);
    expect(invariant(await check(), 'meses_cerrados').ok).toBe(true);
  });

  it('an unbalanced ledger entry is reported with its row', async () => {
    // Written with the database's own checks off, as only a direct write could.
    const [entry] = await t.db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const rows = await sqlRows<{ id: number }>(
        tx,
        sql`insert into ledger_entries (kind, occurred_on, description) values ('ingreso_manual', current_date, 'Asiento roto') returning id`,
      );
      await tx.execute(
        sql`insert into ledger_lines (entry_id, account, amount) values (${rows[0]?.id}, '1101', 700)`,
      );
      return rows;
    });
    try {
      const ledger = invariant(await check(), 'libro_balanceado');
      expect(ledger.ok).toBe(false);
      expect(ledger.diferencia).toBe(7);
      expect(ledger.filas[0]).toMatchObject({ clave: `asiento:${entry?.id}`, diferencia: 7 });
    } finally {
      await t.db().transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`delete from ledger_lines where entry_id = ${entry?.id}`);
        await tx.execute(sql`delete from ledger_entries where id = ${entry?.id}`);
      });
    }
    expect(invariant(await check(), 'libro_balanceado').ok).toBe(true);
  });
});
