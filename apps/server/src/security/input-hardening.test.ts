import net from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../plugins/errors';
import { multipartForm, SAMPLE_PDF, useTestApp } from '../test/app';
import { auditOrderRequest, orderAudit } from '../test/audit-flow';
import { sqlCount, sqlRows } from '../test/database';

// Findings of a security probe: malformed input must end in a Spanish 4xx that changes nothing, the HTTP
// parser's own refusals must be Spanish JSON, and a worksheet event may come without an id. (That private
// answers are never cached is checked on every route by headers.test.ts.)

const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'cliente'],
  manualOrders: true,
  unrestricted: true,
});
const { ids: users, clients, branches, as, db } = t;

/** A Spanish refusal of the one error shape, never the generic 500. */
function expectSpanish4xx(res: { statusCode: number; body: string; json(): unknown }, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
  expect(body.message).toBe(body.error);
  expect(body.message).not.toBe('Error interno del servidor');
  expect(String(body.message)).not.toMatch(/\b(the|not|found|unexpected|invalid byte|boundary)\b/i);
  return body as { message: string; code: string };
}

describe('a NUL character in JSON', () => {
  it('login with an unknown account and a NUL in the email: 400, nothing recorded', async () => {
    const sessions = await sqlCount(db(), sql`select count(*)::int as n from auth_sessions`);
    const history = await sqlCount(db(), sql`select count(*)::int as n from login_history`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nadie\u0000@ejemplo.com', password: 'x' },
    });
    const body = expectSpanish4xx(res);
    expect(body.message).toBe('El texto contiene caracteres no permitidos');
    expect(await sqlCount(db(), sql`select count(*)::int as n from auth_sessions`)).toBe(sessions);
    expect(await sqlCount(db(), sql`select count(*)::int as n from login_history`)).toBe(history);
  });

  it('a raw JSON body with the \\u0000 escape is refused the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"nadie\\u0000","password":"x"}',
    });
    expect(expectSpanish4xx(res).message).toBe('El texto contiene caracteres no permitidos');
  });

  it('blocking an operator with a NUL in the reason: 400 and no block stored', async () => {
    const res = await as('admin', {
      method: 'POST',
      url: '/api/operator-permissions/block-operator',
      payload: {
        operatorId: users.operador1,
        clientId: clients['Demo Norte S.A.'],
        reason: 'motivo\u0000oculto',
      },
    });
    expectSpanish4xx(res);
    expect(await sqlCount(db(), sql`select count(*)::int as n from operator_client_permissions`)).toBe(0);
  });

  it('a child business with a NUL in its name: 400 and no client created', async () => {
    const before = await sqlCount(db(), sql`select count(*)::int as n from clients`);
    const res = await as('admin', {
      method: 'POST',
      url: `/api/clients/${clients['Demo Norte S.A.']}/negocios-hijos`,
      payload: { nombre: 'Hijo\u0000' },
    });
    expectSpanish4xx(res);
    expect(await sqlCount(db(), sql`select count(*)::int as n from clients`)).toBe(before);
  });

  it('a NUL inside a nested worksheet text (stored as jsonb) is refused too', async () => {
    const res = await as('operador1', {
      method: 'PUT',
      url: '/api/audits/1/draft',
      payload: { eventos: [{ id: 'a', descripcion: 'x\u0000y' }] },
    });
    expect(expectSpanish4xx(res).message).toBe('El texto contiene caracteres no permitidos');
  });

  it('a NUL in the query string is refused before reaching the database', async () => {
    const res = await as('admin', { method: 'GET', url: '/api/audits?search=a%00b' });
    expectSpanish4xx(res);
  });
});

describe('a lone surrogate in JSON (issue 26)', () => {
  // `\ud800` alone is valid JSON text but no Unicode character: PostgreSQL's jsonb refuses it, UTF-8 cannot encode
  // it (a text column would get U+FFFD instead). It is refused when the body is parsed, on every route.
  it('permissions of a user with "a\\ud800b": 400 at parsing, the permissions and the activity log unchanged', async () => {
    const row = sql`select to_jsonb(u) as p from users u where id = ${users.supervisor}`;
    const before = await sqlRows<{ p: unknown }>(db(), row);
    const logged = await sqlCount(db(), sql`select count(*)::int as n from activity_log`);
    const res = await as('admin', {
      method: 'PATCH',
      url: `/api/users/${users.supervisor}/permissions`,
      headers: { 'content-type': 'application/json' },
      payload: '{"permissions":{"nombreGrupo":"a\\ud800b"}}',
    });
    const body = expectSpanish4xx(res);
    expect(body.message).toBe('El texto contiene caracteres no permitidos');
    expect(body.code).toBe('INVALID_CHARACTERS');
    expect(await sqlRows(db(), row)).toEqual(before);
    expect(await sqlCount(db(), sql`select count(*)::int as n from activity_log`)).toBe(logged);
  });

  it.each([
    ['a low surrogate alone', '\\udc00'],
    ['a high surrogate at the end', 'x\\udbff'],
    ['two high surrogates', '\\ud800\\ud800'],
    ['reversed pair', '\\udc00\\ud800'],
  ])('%s in a key or a nested value is refused too', async (_name, surrogate) => {
    for (const payload of [
      `{"permissions":{"nombreGrupo":"${surrogate}"}}`,
      `{"permissions":{"nombreGrupo":"x","${surrogate}":1}}`,
      `[{"a":[{"b":"${surrogate}"}]}]`,
    ]) {
      const res = await as('admin', {
        method: 'PATCH',
        url: `/api/users/${users.supervisor}/permissions`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(expectSpanish4xx(res).code, payload).toBe('INVALID_CHARACTERS');
    }
  });

  it('a well-formed pair written as escapes (an emoji) is accepted as text', async () => {
    const res = await as('admin', {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"nadie\\ud83d\\ude00@ejemplo.com","password":"x"}',
    });
    // Parsed and checked like any other sign-in: an unknown account, not a refusal of its characters.
    expect(res.statusCode, res.body).toBe(401);
  });
});

describe('the error handler as a safety net behind validation', () => {
  it('real PostgreSQL refusals of a NUL (22021, 22P05) and of an out-of-range number (22003) are 400s', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/texto', async () => db().execute(sql`select ${'a\u0000b'}::text as v`));
    app.get('/jsonb', async () => db().execute(sql`select ${'{"a":"\\u0000"}'}::jsonb as v`));
    app.get('/entero', async () => db().execute(sql`select ${'99999999999'}::integer as v`));
    try {
      for (const [url, code] of [
        ['/texto', 'INVALID_CHARACTERS'],
        ['/jsonb', 'INVALID_CHARACTERS'],
        ['/entero', 'VALUE_OUT_OF_RANGE'],
      ] as const) {
        const res = await app.inject({ method: 'GET', url });
        expect(expectSpanish4xx(res).code, url).toBe(code);
      }
    } finally {
      await app.close();
    }
  });
});

describe('ids beyond the integer range', () => {
  async function countAudits() {
    return sqlCount(db(), sql`select count(*)::int as n from audits`);
  }

  it('a client ordering with clienteId=99999999999 or branchId=2147483648 gets a 400, nothing stored', async () => {
    const before = await countAudits();
    for (const fields of [
      { clienteId: '99999999999', branchId: String(branches['Sucursal Belgrano']), titulo: 'Fuera de rango' },
      { clienteId: String(clients['Demo Norte S.A.']), branchId: '2147483648', titulo: 'Fuera de rango' },
    ]) {
      const res = await as('cliente', { method: 'POST', url: '/api/audits', ...multipartForm(fields) });
      const body = expectSpanish4xx(res);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.message).toMatch(/identificador/i);
    }
    expect(await countAudits()).toBe(before);
  });

  it('editing an audit with an out-of-range branch is refused', async () => {
    const [audit] = await sqlRows<{ id: number }>(
      db(),
      sql`select id from audits where deleted_at is null order by id limit 1`,
    );
    const res = await as('admin', {
      method: 'PUT',
      url: `/api/audits/${audit?.id}`,
      ...multipartForm({ branchId: '2147483648' }),
    });
    expect(expectSpanish4xx(res).message).toMatch(/identificador/i);
  });

  it('path ids beyond the range are a 400, not a database failure', async () => {
    for (const url of ['/api/audits/2147483648', '/api/users/99999999999', '/api/clients/2147483648']) {
      const res = await as('admin', { method: 'GET', url });
      expect(expectSpanish4xx(res).message, url).toMatch(/identificador/i);
    }
    // The largest id is still a valid id (just not found).
    expect((await as('admin', { method: 'GET', url: '/api/audits/2147483647' })).statusCode).toBe(404);
  });
});

describe('malformed multipart', () => {
  const noBoundary = { 'content-type': 'multipart/form-data' };
  const truncated = () => {
    const form = multipartForm({ titulo: 'Cortada', clienteId: String(clients['Demo Norte S.A.']) });
    return { payload: form.payload.subarray(0, form.payload.length - 30), headers: form.headers };
  };

  for (const [who, url] of [
    ['admin', '/api/audits'],
    ['supervisor', '/api/audits/crear-programada'],
    ['admin', '/api/files?kind=contrato'],
  ] as const) {
    it(`${url}: without a boundary or truncated, a Spanish 400 and nothing stored`, async () => {
      const audits = await sqlCount(db(), sql`select count(*)::int as n from audits`);
      const files = await sqlCount(db(), sql`select count(*)::int as n from stored_files`);
      const a = await as(who, { method: 'POST', url, headers: noBoundary, payload: 'x' });
      expectSpanish4xx(a);
      const b = await as(who, { method: 'POST', url, ...truncated() });
      expectSpanish4xx(b);
      expect(await sqlCount(db(), sql`select count(*)::int as n from audits`)).toBe(audits);
      expect(await sqlCount(db(), sql`select count(*)::int as n from stored_files`)).toBe(files);
    });
  }

  it('a truncated file upload is refused', async () => {
    const form = multipartForm({}, [{ field: 'file', fileName: 'c.pdf', content: SAMPLE_PDF }]);
    const res = await as('admin', {
      method: 'POST',
      url: '/api/files?kind=contrato',
      headers: form.headers,
      payload: form.payload.subarray(0, form.payload.length - 20),
    });
    expectSpanish4xx(res);
  });

  it('a NUL byte in a text field of the form: 400, nothing stored', async () => {
    const before = await sqlCount(db(), sql`select count(*)::int as n from audits`);
    const res = await as(
      'admin',
      auditOrderRequest({
        clienteId: clients['Demo Norte S.A.'],
        branchId: branches['Sucursal Belgrano'],
        titulo: 'Con\u0000nulo',
      }),
    );
    expect(expectSpanish4xx(res).message).toBe('El texto contiene caracteres no permitidos');
    expect(await sqlCount(db(), sql`select count(*)::int as n from audits`)).toBe(before);
  });
});

describe('refusals of the HTTP parser', () => {
  it('a 20,000-character URL gets a Spanish JSON 431 from a real listening server', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      });
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('end', () => resolve(data));
      socket.on('close', () => resolve(data));
      socket.on('error', (err) => (data ? resolve(data) : reject(err)));
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
    const parsed = JSON.parse(body);
    expect(parsed).toEqual({
      success: false,
      error: parsed.message,
      message: expect.stringMatching(/demasiado larg/),
      code: 'HEADERS_TOO_LARGE',
    });
  });
});

describe('worksheet events without an id', () => {
  it('complete and draft accept events without id; the server gives new ones and keeps the sent ones', async () => {
    // operador1 starts free (the demo leaves work in its hands).
    await db().execute(
      sql`update audits set deleted_at = now() where operador_id = ${users.operador1} and estado in ('asignada', 'en_proceso', 'pausada')`,
    );
    const id = await orderAudit(t, {
      clienteId: clients['Demo Norte S.A.'] as number,
      branchId: branches['Sucursal Belgrano'] as number,
      titulo: 'Hoja desde otro cliente',
    });
    const assign = await as('supervisor', {
      method: 'PATCH',
      url: `/api/audits/${id}/assign`,
      payload: { operadorId: users.operador1 },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const taken = await as('operador1', { method: 'PATCH', url: `/api/audits/${id}/take-assigned` });
    expect(taken.json().data.estado).toBe('en_proceso');

    const draft = await as('operador1', {
      method: 'PUT',
      url: `/api/audits/${id}/draft`,
      payload: { eventos: [{ descripcion: 'Sin id' }, { id: 'propio', descripcion: 'Con id' }] },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const afterDraft = (await as('operador1', { method: 'GET', url: `/api/audits/${id}/template` })).json()
      .eventos as Array<{ id: string; numero: number; descripcion: string }>;
    expect(afterDraft.map((e) => [e.numero, e.descripcion])).toEqual([
      [1, 'Sin id'],
      [2, 'Con id'],
    ]);
    expect(afterDraft[0]?.id).toMatch(/\S/);
    expect(afterDraft[1]?.id).toBe('propio');

    const done = await as('operador1', {
      method: 'PATCH',
      url: `/api/audits/${id}/complete`,
      payload: {
        eventos: [{ descripcion: 'Uno' }, { descripcion: 'Dos', tipoEvento: 'problema-tecnico' }],
        observacionesFinales: 'Hecho por la API',
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const eventos = (await as('admin', { method: 'GET', url: `/api/audits/${id}/template` })).json()
      .eventos as Array<{ id: string; numero: number }>;
    expect(eventos).toHaveLength(2);
    expect(new Set(eventos.map((e) => e.id)).size).toBe(2);
    expect(eventos.map((e) => e.numero)).toEqual([1, 2]);
  });
});
