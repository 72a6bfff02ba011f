import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cursorParam, followPages, useTestApp } from '../../test/app';
import { countQueries, sqlRows } from '../../test/database';

/**
 * The list and polling contract: lists are keyset pages (limit clamped to 100), the number of queries of a list
 * call does not grow with the page (no query per row), and a poll that sends back its ETag gets 304 while nothing
 * changed.
 */
const t = useTestApp({ users: ['admin', 'supervisor', 'operador1', 'operador2', 'cliente', 'contable'] });
const { ids, clients, as } = t;
let norteId = 0;

beforeAll(async () => {
  // 130 delivered audits of Demo Norte done by operador1 and reviewed by the supervisor, each with an attachment
  // row and a work period, spread over time (two share each instant, to test the keyset tie-break).
  norteId = clients['Demo Norte S.A.'] ?? 0;
  await t.database.db.execute(sql`
    insert into audits (titulo, estado, client_id, sucursal, fecha_solicitada, operador_id, supervisor_id,
      aprobada, costo_final, estado_pago, fecha_entrega, created_at)
    select 'Lote ' || g, 'entregada', ${norteId}, 'Casa central', current_date, ${ids.operador1},
      ${ids.supervisor}, true, 2500000, 'pendiente', now(), now() - ((g / 2) || ' minutes')::interval
    from generate_series(1, 130) g`);
  await t.database.db.execute(sql`
    insert into audit_work_periods (audit_id, user_id, started_at, ended_at)
    select id, ${ids.operador1}, created_at, created_at + interval '1 hour' from audits where titulo like 'Lote %'`);
});

describe('lists are pages', () => {
  it('a limit above the maximum is served as 100, and the cursor walks every row once, newest first', async () => {
    const pages = await followPages(async (cursor) => {
      const url = `/api/audits?all=true&estado=entregada&limit=1000${cursorParam(cursor)}`;
      const res = await as('admin', { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        auditorias: Array<{ id: number }>;
        paginacion: { siguiente: string | null; limite: number };
      };
      expect(body.auditorias.length).toBeLessThanOrEqual(100);
      expect(body.paginacion.limite).toBe(100);
      return body;
    }, 10);
    const seen = pages.flatMap((body) => body.auditorias.map((a) => a.id));
    const [total] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audits where estado = 'entregada' and deleted_at is null`,
    );
    expect(pages).toHaveLength(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total?.n);
  });

  it('a cursor that is not ours is a Spanish 400', async () => {
    const res = await as('admin', { method: 'GET', url: '/api/audits?all=true&cursor=inventado' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cursor de la lista no es válido: volvé a cargar la lista');
  });

  it('counts per state come from the server for each role', async () => {
    const admin = (await as('admin', { method: 'GET', url: '/api/audits/counts' })).json();
    const [real] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audits where estado = 'entregada' and deleted_at is null`,
    );
    expect(admin.conteo.entregada).toBe(real?.n);
    const operator = (await as('operador1', { method: 'GET', url: '/api/audits/counts' })).json();
    expect(operator.conteo.entregada).toBeGreaterThanOrEqual(130);
    const other = (await as('operador2', { method: 'GET', url: '/api/audits/counts' })).json();
    expect(other.conteo.entregada).toBeLessThan(130);
    const client = (await as('cliente', { method: 'GET', url: '/api/audits/counts' })).json();
    expect(client.conteo.terminada).toBe(0);
  });

  it('the queries of a list call do not grow with the page size (no query per row)', async () => {
    const [thisMonth = { mes: 1, anio: 2026 }] = await sqlRows<{ mes: number; anio: number }>(
      t.database.db,
      sql`select extract(month from now() at time zone 'America/Argentina/Buenos_Aires')::int as mes,
                 extract(year from now() at time zone 'America/Argentina/Buenos_Aires')::int as anio`,
    );
    const urls: Array<[string, string]> = [
      ['admin', '/api/audits?all=true'],
      ['admin', '/api/audits/management'],
      ['operador1', '/api/audits/operador/historial'],
      ['operador1', '/api/audits?all=true'],
      ['cliente', '/api/clients/my-audits'],
      ['supervisor', '/api/audits/supervisor/my-audits'],
      ['supervisor', '/api/audits?all=true&search=lote'],
      ['admin', '/api/audits/files?search=pdf'],
      ['admin', '/api/users?role=operador'],
      // Finance: receivables by client, a period's audits (the 130 above are due this month), movements, statements.
      ['contable', '/api/finanzas/clientes'],
      [
        'contable',
        `/api/finanzas/clientes/${norteId}/auditorias?mes=${thisMonth.mes}&anio=${thisMonth.anio}`,
      ],
      ['contable', '/api/finanzas/movimientos'],
      ['contable', `/api/clients/${norteId}/account-statement`],
      ['cliente', '/api/finanzas/mi-cuenta'],
      ['operador1', '/api/finanzas/mi-cuenta'],
    ];
    for (const [who, url] of urls) {
      const glue = url.includes('?') ? '&' : '?';
      const small = await countQueries(() => as(who, { method: 'GET', url: `${url}${glue}limit=2` }));
      const big = await countQueries(() => as(who, { method: 'GET', url: `${url}${glue}limit=100` }));
      // The session's last-seen time is written at most once a minute, on whichever call comes: one query of slack.
      expect(big, `${who} ${url}`).toBeLessThanOrEqual(small + 1);
      expect(small, `${who} ${url}`).toBeLessThan(12);
    }
  });
});

describe('polling answers 304 while nothing changed', () => {
  async function poll(who: string, url: string, etag?: string) {
    return as(who, { method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });
  }

  it('next available, the work in hand, counts and unread messages', async () => {
    const urls: Array<[string, string]> = [
      ['operador1', '/api/audits/next-available'],
      ['operador1', '/api/audits?all=true&estado=asignada,en_proceso,pausada'],
      ['operador1', '/api/audits/counts'],
      ['operador1', '/api/messages/unread-count'],
    ];
    const tags: string[] = [];
    for (const [who, url] of urls) {
      const first = await poll(who, url);
      expect(first.statusCode, url).toBe(200);
      const tag = String(first.headers.etag ?? '');
      expect(tag, url).not.toBe('');
      // While nothing changed the answer is a 304 without a body, and the database is not asked at all.
      const answers: Array<Awaited<ReturnType<typeof poll>>> = [];
      const queries = await countQueries(async () => {
        answers.push(await poll(who, url, tag));
      });
      expect(answers[0]?.statusCode, url).toBe(304);
      expect(answers[0]?.body, url).toBe('');
      expect(queries, url).toBe(0);
      tags.push(tag);
    }
    // A new waiting audit and a message change what the operator sees: 200 with a new tag.
    const [norte] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from clients where nombre = 'Demo Norte S.A.'`,
    );
    await t.database.db.execute(sql`
      insert into audits (titulo, estado, client_id, sucursal, fecha_solicitada, created_at)
      values ('Nueva en cola', 'pendiente', ${norte?.id}, 'Casa central', current_date, now() - interval '10 years')`);
    const sent = await as('admin', {
      method: 'POST',
      url: '/api/messages',
      payload: {
        toUserId: ids.operador1,
        contenido: 'Hay una nueva en cola',
        tipo: 'mensaje',
        prioridad: 'normal',
      },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    // The change notifications reach this instance a millisecond or so after the commit.
    const changed = async (url: string, tag: string | undefined) => {
      for (let i = 0; i < 40; i++) {
        const res = await poll('operador1', url, tag);
        if (res.statusCode === 200) return res;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`${url} siguió respondiendo 304`);
    };
    const next = await changed('/api/audits/next-available', tags[0]);
    expect(next.json().data.titulo).toBe('Nueva en cola');
    const unread = await changed('/api/messages/unread-count', tags[3]);
    expect(unread.json().latest.contenido).toBe('Hay una nueva en cola');
  });

  it('what is owed to the staff (Personal), costly at a million audits, is a 304 while no money moved', async () => {
    const url = '/api/finanzas/personal/pendientes';
    const first = await poll('contable', url);
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag ?? '');
    expect(tag).not.toBe('');
    const answers: Array<Awaited<ReturnType<typeof poll>>> = [];
    const queries = await countQueries(async () => {
      answers.push(await poll('contable', url, tag));
    });
    expect(answers[0]?.statusCode).toBe(304);
    expect(queries).toBe(0);
  });
});
