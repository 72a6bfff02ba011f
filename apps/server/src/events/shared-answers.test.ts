import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../test/app';
import { orderAudit } from '../test/audit-flow';
import { countQueries, sqlRows } from '../test/database';
import { LIGHT_BILL } from '../test/finance';

/**
 * Shared list answers (poll-versions.ts): viewers who see the same audits share one computed answer while nothing
 * it depends on changed; personal answers (operators, supervisors, messages, time alerts) are never shared, another company's
 * users never get each other's answers, and a write is read back at once by whoever made it.
 */
const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'operador2', 'cliente', 'cliente2', 'contable'],
});
const { tokens, ids, clients, branches, as, get } = t;
let norteId = 0;
let belgranoId = 0;
/** SQL statements one request sends (the session check of a warmed-up token sends none). */
const queriesOf = (who: string, url: string) => countQueries(() => get(who, url));
/** A request's answer with the SQL statements it sent. */
async function readWithQueries(who: string, url: string) {
  let res: Awaited<ReturnType<typeof get>> | undefined;
  const queries = await countQueries(async () => {
    res = await get(who, url);
  });
  return { res, queries };
}
/** `who` asks twice for `url`: the second answer is the first, read without a query; `other` computes its own. */
async function expectKeptForOnePerson(who: string, other: string, url: string) {
  const first = await get(who, url);
  expect(first.statusCode).toBe(200);
  const { res: again, queries } = await readWithQueries(who, url);
  expect(queries).toBe(0);
  expect(again?.body).toBe(first.body);
  expect(await queriesOf(other, url)).toBeGreaterThan(0);
  return first;
}

beforeAll(async () => {
  // A second admin and a second user of Demo Norte.
  norteId = clients['Demo Norte S.A.'] ?? 0;
  belgranoId = branches['Sucursal Belgrano'] ?? 0;
  for (const [username, role, clienteId] of [
    ['admin2', 'admin', null],
    ['supervisor2', 'supervisor', null],
    ['norte2', 'cliente', norteId],
  ] as const) {
    const res = await as('admin', {
      method: 'POST',
      url: '/api/users',
      payload: {
        username,
        email: `${username}@demo.ar`,
        name: username,
        password: 'demo12345',
        role,
        ...(clienteId ? { clienteId } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    tokens[username] = (await loginAs(t.app, username, 'demo12345')).token;
  }
  for (const who of Object.keys(tokens)) await get(who, '/api/auth/me');
});

describe('shared answers', () => {
  it('a second admin gets the first one’s tracking list without a query; a client of the same company too', async () => {
    const url = '/api/audits?all=true&limit=20';
    const first = await get('admin', url);
    expect(first.statusCode).toBe(200);
    const { res: second, queries } = await readWithQueries('admin2', url);
    expect(queries).toBe(0);
    expect(second?.statusCode).toBe(200);
    expect(second?.body).toBe(first.body);
    expect(second?.headers.etag).toBe(first.headers.etag);

    const clientUrl = '/api/clients/my-audits?limit=20';
    const norte = await get('cliente', clientUrl);
    expect(await queriesOf('norte2', clientUrl)).toBe(0);
    expect((await get('norte2', clientUrl)).body).toBe(norte.body);
  });

  it('another company, another role, an operator or a supervisor never gets a shared answer', async () => {
    const clientUrl = '/api/clients/my-audits?limit=50';
    const norte = await get('cliente', clientUrl);
    expect(await queriesOf('cliente2', clientUrl)).toBeGreaterThan(0);
    const sur = await get('cliente2', clientUrl);
    expect(sur.body).not.toBe(norte.body);
    expect(sur.body).not.toContain('Demo Norte');

    const url = '/api/audits?all=true&limit=20';
    await get('admin', url);
    expect(await queriesOf('contable', url)).toBeGreaterThan(0);
    // An operator's or a supervisor's list is kept for that person only: another operator computes its own.
    const mine = await get('operador1', url);
    expect(await queriesOf('operador2', url)).toBeGreaterThan(0);
    expect((await get('operador2', url)).body).not.toBe(mine.body);
    await get('supervisor', url);
    expect(await queriesOf('admin', url)).toBe(0);
    expect(await queriesOf('supervisor2', url)).toBeGreaterThan(0);
    // Messages are each user's own.
    await get('admin', '/api/messages/unread-count');
    expect(await queriesOf('admin2', '/api/messages/unread-count')).toBeGreaterThan(0);
  });

  it('an operator asking again for the same page reads nothing while its audits and the queue did not move', async () => {
    const url = '/api/audits?all=true&limit=20';
    const first = await get('operador1', url);
    expect(first.statusCode).toBe(200);
    const { res: again, queries } = await readWithQueries('operador1', url);
    expect(queries).toBe(0);
    expect(again?.body).toBe(first.body);
    // An audit ordered for the queue moves it: the next answer is computed again and shows it.
    await orderAudit(t, { clienteId: norteId, branchId: belgranoId, titulo: 'Para la cola' });
    expect(await queriesOf('operador1', url)).toBeGreaterThan(0);
  });

  it('time alerts are kept for the one person while no alert changed, renewed by a change announced anywhere', async () => {
    const url = '/api/time-alerts?limit=50';
    // Another supervisor computes its own answer; an operator is refused before anything is kept or read.
    await expectKeptForOnePerson('supervisor', 'supervisor2', url);
    expect((await get('operador1', url)).statusCode).toBe(403);
    // An alert changed on another instance announces it: the next answer is computed again.
    await t.db().execute(sql`select notify_change('alertas', '{}')`);
    await expect.poll(async () => queriesOf('supervisor', url), { timeout: 3000 }).toBeGreaterThan(0);
  });

  it('the unread count is kept for the one person while none of their messages changed, renewed by a change anywhere', async () => {
    const url = '/api/messages/unread-count';
    const first = await expectKeptForOnePerson('operador1', 'operador2', url);
    // A message written on this instance is counted at once by its recipient.
    const sent = await as('admin', {
      method: 'POST',
      url: '/api/messages',
      payload: { toUserId: ids.operador1, contenido: 'Revisá la sucursal Belgrano' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = (await get('operador1', url)).json();
    expect(after.count).toBe(first.json().count + 1);
    // A message written by another instance (straight into the database): its notification renews the count.
    await t
      .db()
      .execute(
        sql`insert into messages (from_user_id, to_user_id, contenido) values (${ids.admin}, ${ids.operador1}, 'Desde otra instancia')`,
      );
    await expect
      .poll(async () => (await get('operador1', url)).json().count, { timeout: 3000 })
      .toBe(after.count + 1);
    // Opening the conversation marks it read: the next count, on this instance, is computed again at once.
    expect((await get('operador1', `/api/messages/conversation/${ids.admin}`)).statusCode).toBe(200);
    const [unread] = await sqlRows<{ n: number }>(
      t.db(),
      sql`select count(*)::int as n from messages where to_user_id = ${ids.operador1} and not leido and not hidden_for_recipient`,
    );
    expect(unread?.n).toBeLessThan(after.count);
    expect((await get('operador1', url)).json().count).toBe(unread?.n);
  });

  it('finance lists: kept while no money moved, computed again after an expense posted by another instance’s user', async () => {
    const url = '/api/finanzas/movimientos?tipo=egreso&limit=25';
    const first = await get('admin', url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeTruthy();
    expect(await queriesOf('admin2', url)).toBe(0);
    // A company's user is refused and never gets the admins' answer.
    expect((await get('cliente', url)).statusCode).toBe(403);
    // An expense registered on this instance: read back at once.
    const posted = await as('contable', {
      method: 'POST',
      url: '/api/gastos',
      payload: { ...LIGHT_BILL, descripcion: 'Luz de noviembre' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const after = await get('admin2', url);
    expect(after.body).toContain('Luz de noviembre');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    // Money posted by another instance (straight into the database): its notification renews the versions.
    const seen = (await get('admin', url)).headers.etag;
    await t.db().execute(
      sql`with e as (insert into ledger_entries (kind, occurred_on, description)
                     values ('ingreso_manual', current_date, 'otra instancia') returning id)
          insert into ledger_lines (entry_id, account, amount)
          select e.id, l.account, l.amount from e cross join (values ('1101', 500::bigint), ('4201', -500::bigint)) l(account, amount)`,
    );
    await expect.poll(async () => (await get('admin', url)).headers.etag, { timeout: 3000 }).not.toBe(seen);
  });

  it('salary lists follow salary records written anywhere', async () => {
    const url = '/api/sueldos?limit=25';
    const first = await get('admin', url);
    expect(first.statusCode).toBe(200);
    expect(await queriesOf('admin2', url)).toBe(0);
    // An operator's own salary is its own: another operator computes its own answer.
    expect((await get('operador1', '/api/sueldos/mi-sueldo')).statusCode).toBe(200);
    expect(await queriesOf('operador2', '/api/sueldos/mi-sueldo')).toBeGreaterThan(0);
    // A record changed straight in the database (another instance): its notification renews the list.
    await t
      .db()
      .execute(
        sql`update salary_records set auditorias_hechas = auditorias_hechas + 1 where id = (select min(id) from salary_records)`,
      );
    await expect
      .poll(async () => (await get('admin', url)).headers.etag, { timeout: 3000 })
      .not.toBe(first.headers.etag);
  });

  it('after a write the writer and everybody else read the new state at once', async () => {
    const url = '/api/audits?all=true&limit=5';
    const before = await get('admin', url);
    await get('admin2', url);
    await orderAudit(t, { clienteId: norteId, branchId: belgranoId, titulo: 'Recién pedida' });
    const after = await get('admin2', url);
    expect(after.body).not.toBe(before.body);
    expect(after.body).toContain('Recién pedida');
    expect((await get('cliente', '/api/clients/my-audits?limit=5')).body).toContain('Recién pedida');
    expect((await get('cliente2', '/api/clients/my-audits?limit=5')).body).not.toContain('Recién pedida');
  });

  it('eight admins asking at once for an answer not yet kept wait for one computation of it', async () => {
    const url = '/api/dashboard/stats';
    await orderAudit(t, { clienteId: norteId, branchId: belgranoId, titulo: 'Renueva el panel' });
    const once = await queriesOf('admin', url);
    expect(once).toBeGreaterThan(0);
    await orderAudit(t, { clienteId: norteId, branchId: belgranoId, titulo: 'Lo renueva otra vez' });
    let answers: Array<Awaited<ReturnType<typeof get>>> = [];
    const together = await countQueries(async () => {
      answers = await Promise.all(Array.from({ length: 8 }, (_, i) => get(i % 2 ? 'admin' : 'admin2', url)));
    });
    expect(together).toBe(once);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('dashboards: one admin’s figures serve the next for a few seconds, a write on this instance renews them', async () => {
    const first = await get('admin', '/api/dashboard/stats');
    expect(first.statusCode).toBe(200);
    expect(await queriesOf('admin2', '/api/dashboard/stats')).toBe(0);
    expect((await get('admin2', '/api/dashboard/stats')).body).toBe(first.body);
    // The staff centre's cards too; the accountant sees them on its own.
    const staffUrl = '/api/work-sessions/employee-summary?limit=12';
    const cards = await get('admin', staffUrl);
    expect(cards.statusCode).toBe(200);
    expect(await queriesOf('admin2', staffUrl)).toBe(0);
    expect((await get('admin2', staffUrl)).body).toBe(cards.body);
    expect(await queriesOf('contable', staffUrl)).toBeGreaterThan(0);
    expect((await get('operador1', staffUrl)).statusCode).toBe(403);
    // Another role never gets them: the accountant is refused before anything is answered.
    expect((await get('contable', '/api/dashboard/stats')).statusCode).toBe(403);
    const month = await get('contable', '/api/finanzas/dashboard');
    expect(month.statusCode).toBe(200);
    expect(await queriesOf('admin', '/api/finanzas/dashboard')).toBeGreaterThan(0);
    expect((await get('cliente', '/api/finanzas/dashboard')).statusCode).toBe(403);

    await orderAudit(t, { clienteId: norteId, branchId: belgranoId, titulo: 'Otra pedida' });
    expect(await queriesOf('admin2', '/api/dashboard/stats')).toBeGreaterThan(0);
  });
});
