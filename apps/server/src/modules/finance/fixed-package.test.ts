import { DEFAULT_PRICING } from '@auditorias/domain/clients/pricing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { audits } from '../../db/schema/index';
import { FIXED_AUDITS_JOB } from '../../jobs/fixed-audits';
import { runScheduled } from '../../jobs/scheduler';
import { secondInstance, testEnv, useTestApp } from '../../test/app';
import { deliverAudit, finishAudit, orderAudit } from '../../test/audit-flow';
import { sqlCount, sqlRows } from '../../test/database';
import { unbalancedEntries } from '../../test/finance';
import { postDelivery } from './ledger';

const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'contable'],
  unrestricted: true,
  manualOrders: true,
});
const { ids, clients, branches, as, db } = t;
/** A second instance of the application on the same database (its scheduler races the first one's). */
let b: FastifyInstance;
let closeB: () => Promise<void>;

beforeAll(async () => {
  // Demo Norte has not the flag; its branch Núñez ($25.000 inherited, operator fixed $9.000) gets its own package.
  await t.database.db.execute(
    sql`update branches set auditoria_fija_mes = true where id = ${branches['Sucursal Núñez']}`,
  );
  ({ app: b, close: closeB } = await secondInstance(t, loadConfig(testEnv())));
  await b.ready();
});
afterAll(async () => {
  await closeB?.();
});

const norte = () => clients['Demo Norte S.A.'] as number;
const sur = () => clients['Demo Sur S.R.L.'] as number;
const nunez = () => branches['Sucursal Núñez'] as number;
const jobOf = (app: FastifyInstance) => {
  const job = app.jobs.find((j) => j.name === FIXED_AUDITS_JOB);
  if (!job) throw new Error('job missing');
  return job;
};
const packages = (key: string) =>
  sqlCount(db(), sql`select count(*)::int as n from ledger_entries where idempotency_key = ${key}`);
/** A new audit of Demo Norte at a branch, ordered by the admin. */
const ordered = (branch: string, titulo: string) =>
  orderAudit(t, { clienteId: norte(), branchId: branches[branch] as number, titulo, prioridad: 'normal' });
/** An audit of Demo Norte at a branch, worked by operador1 up to 'terminada'. */
const finished = async (branch: string, titulo: string) => finishAudit(t, await ordered(branch, titulo));
const delivered = async (branch: string, titulo: string) => deliverAudit(t, await ordered(branch, titulo));

async function money(id: number) {
  const [row] = await sqlRows<{ cargo: string; pago: string; abono: string | null; dia: string }>(
    db(),
    sql`select coalesce(-sum(l.amount) filter (where l.account = '4101'), 0) as cargo,
               coalesce(sum(l.amount) filter (where l.account = '5101'), 0) as pago,
               max(e.meta->>'abono') as abono, max(e.occurred_on)::text as dia
        from ledger_lines l join ledger_entries e on e.id = l.entry_id where l.audit_id = ${id}`,
  );
  return { cargo: Number(row?.cargo), pago: Number(row?.pago), abono: row?.abono ?? null, dia: row?.dia };
}

describe('four fixed audits', () => {
  it('the job bills each package once per month, whatever the reruns', async () => {
    const job = jobOf(t.app);
    const march = new Date('2030-03-10T15:00:00Z');
    const first = await job.run(march);
    expect(first).toEqual({ periodo: '2030-03', abonos: 2, facturados: 2 });
    expect(await job.run(march)).toEqual({ periodo: '2030-03', abonos: 2, facturados: 0 });
    expect(await job.run(new Date('2030-03-31T12:00:00Z'))).toMatchObject({ facturados: 0 });
    expect(await packages(`abono:${sur()}:0:2030-03`)).toBe(1);
    expect(await packages(`abono:${norte()}:${nunez()}:2030-03`)).toBe(1);
    // Demo Sur: 4 × $18.000; Núñez: 4 × $25.000 (the client's price, inherited), receivable against revenue.
    const lines = await sqlRows<{ key: string; account: string; amount: string; occurred_on: string }>(
      db(),
      sql`select e.idempotency_key as key, l.account, l.amount, e.occurred_on::text
          from ledger_entries e join ledger_lines l on l.entry_id = e.id
          where e.kind = 'abono_fijo' and e.occurred_on = '2030-03-01' order by e.id, l.account`,
    );
    expect(lines.map((l) => [l.key, l.account, Number(l.amount), l.occurred_on])).toEqual(
      expect.arrayContaining([
        [`abono:${sur()}:0:2030-03`, '1201', 7_200_000, '2030-03-01'],
        [`abono:${sur()}:0:2030-03`, '4101', -7_200_000, '2030-03-01'],
        [`abono:${norte()}:${nunez()}:2030-03`, '1201', 10_000_000, '2030-03-01'],
        [`abono:${norte()}:${nunez()}:2030-03`, '4101', -10_000_000, '2030-03-01'],
      ]),
    );
    expect(lines).toHaveLength(4);
    // Next month bills again.
    expect(await job.run(new Date('2030-04-01T03:00:00Z'))).toMatchObject({
      periodo: '2030-04',
      facturados: 2,
    });
    expect(await packages(`abono:${sur()}:0:2030-04`)).toBe(1);
  });

  it('two instances at once bill once: through the period claim and through the package key', async () => {
    const may = new Date('2030-05-01T10:00:00Z');
    const outcomes = await Promise.all([runScheduled(jobOf(t.app), may), runScheduled(jobOf(b), may)]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    // Even without the claim (both run the work itself), the key and the package lock bill once.
    const june = new Date('2030-06-02T10:00:00Z');
    const results = await Promise.all([jobOf(t.app).run(june), jobOf(b).run(june), jobOf(b).run(june)]);
    expect(results.map((r) => (r as { facturados: number }).facturados).reduce((s, n) => s + n, 0)).toBe(2);
    for (const month of ['2030-05', '2030-06']) {
      expect(await packages(`abono:${sur()}:0:${month}`)).toBe(1);
      expect(await packages(`abono:${norte()}:${nunez()}:${month}`)).toBe(1);
    }
  });

  it('a client without the flag is never billed and its deliveries are charged one by one', async () => {
    const [row] = await sqlRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ledger_entries where kind = 'abono_fijo' and client_id = ${norte()}
            and branch_id is distinct from ${nunez()}`,
    );
    expect(row?.n).toBe(0);
    const belgrano = await delivered('Sucursal Belgrano', 'Belgrano sin abono');
    expect(await money(belgrano)).toMatchObject({ cargo: 2_500_000, pago: 1_000_000, abono: null });
  });

  it('five deliveries in a month: four included in the package, the fifth charged', async () => {
    const delivered5: number[] = [];
    for (let i = 1; i <= 5; i++) delivered5.push(await delivered('Sucursal Núñez', `Núñez ${i}`));
    const month = (await money(delivered5[0] as number)).dia?.slice(0, 7) as string;
    const key = `abono:${norte()}:${nunez()}:${month}`;
    // The delivery billed the month's package (the job had not run for this month).
    expect(await packages(key)).toBe(1);
    for (const id of delivered5.slice(0, 4))
      expect(await money(id)).toMatchObject({ cargo: 0, pago: 900_000, abono: key });
    const fifth = delivered5[4] as number;
    expect(await money(fifth)).toMatchObject({ cargo: 2_500_000, pago: 900_000, abono: null });
    // The job later in the month does not bill it again.
    await jobOf(t.app).run(new Date());
    expect(await packages(key)).toBe(1);

    // The statement marks them; an included audit is not collected by itself and is not a receivable.
    const statement = await as('contable', {
      method: 'GET',
      url: `/api/clients/${norte()}/account-statement`,
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const items = statement.json().data.auditorias.completadas as Array<{
      id: number;
      incluidaEnAbono?: boolean;
    }>;
    for (const id of delivered5.slice(0, 4))
      expect(items.find((a) => a.id === id)?.incluidaEnAbono, String(id)).toBe(true);
    expect(items.find((a) => a.id === fifth)?.incluidaEnAbono).toBeUndefined();
    const refused = await as('admin', {
      method: 'PATCH',
      url: `/api/audits/${delivered5[0]}/pago`,
      payload: { estadoPago: 'pagada' },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatch(/incluida en el abono/);
    const debts = await as('contable', { method: 'GET', url: `/api/finanzas/clientes?clienteId=${norte()}` });
    const listed: number[] = [];
    for (const p of (debts.json().clientes as Array<{ periodos: Array<{ mes: number; anio: number }> }>)[0]
      ?.periodos ?? []) {
      const page = await as('contable', {
        method: 'GET',
        url: `/api/finanzas/clientes/${norte()}/auditorias?mes=${p.mes}&anio=${p.anio}&limit=100`,
      });
      expect(page.statusCode, page.body).toBe(200);
      listed.push(...page.json().auditorias.map((a: { id: number }) => a.id));
    }
    expect(listed).toContain(fifth);
    for (const id of delivered5.slice(0, 4)) expect(listed).not.toContain(id);
    const paid = await as('admin', {
      method: 'PATCH',
      url: `/api/audits/${fifth}/pago`,
      payload: { estadoPago: 'pagada' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Marking an included audit free and back posts no charge of its own.
    await as('admin', {
      method: 'PUT',
      url: `/api/audits/${delivered5[1]}/toggle-gratis`,
      payload: { gratisParaCliente: true },
    });
    await as('admin', {
      method: 'PUT',
      url: `/api/audits/${delivered5[1]}/toggle-gratis`,
      payload: { gratisParaCliente: false },
    });
    expect((await money(delivered5[1] as number)).cargo).toBe(0);
    // The repair finds nothing to change in them.
    const repair = await as('admin', { method: 'POST', url: '/api/finanzas/repair-inconsistencias' });
    expect(repair.statusCode, repair.body).toBe(200);
    const touched = (repair.json().detalle as Array<{ auditId: number }>).map((d) => d.auditId);
    for (const id of delivered5) expect(touched).not.toContain(id);
  });

  it('Argentine month boundaries: 23:30 of the last day belongs to that month; the next month is billed anew', async () => {
    const a1 = await finished('Sucursal Núñez', 'Fin de mes');
    const a2 = await finished('Sucursal Núñez', 'Principio de mes');
    const row = async (id: number) => {
      const [r] = await db().select().from(audits).where(sql`${audits.id} = ${id}`);
      if (!r) throw new Error('audit missing');
      return r;
    };
    /** Posts the delivery of audit `id` at `at`, for $25.000. */
    const deliverAt = (id: number, at: Date) =>
      db().transaction((tx) =>
        row(id).then((audit) =>
          postDelivery(tx, audit, 2_500_000, DEFAULT_PRICING, ids.admin ?? null, 'x', { at }),
        ),
      );
    // 2031-01-31 23:30 in Buenos Aires is already 2031-02-01 in UTC.
    const lastNight = new Date('2031-01-31T23:30:00-03:00');
    expect(lastNight.toISOString()).toBe('2031-02-01T02:30:00.000Z');
    expect(await jobOf(t.app).run(lastNight)).toMatchObject({ periodo: '2031-01' });
    await deliverAt(a1, lastNight);
    expect(await money(a1)).toMatchObject({
      cargo: 0,
      dia: '2031-01-31',
      abono: `abono:${norte()}:${nunez()}:2031-01`,
    });
    const morning = new Date('2031-02-01T00:30:00-03:00');
    await deliverAt(a2, morning);
    expect(await money(a2)).toMatchObject({
      cargo: 0,
      dia: '2031-02-01',
      abono: `abono:${norte()}:${nunez()}:2031-02`,
    });
    expect(await packages(`abono:${norte()}:${nunez()}:2031-01`)).toBe(1);
    expect(await packages(`abono:${norte()}:${nunez()}:2031-02`)).toBe(1);
    // Every entry balances.
    expect(await unbalancedEntries(db())).toBe(0);
  });
});
