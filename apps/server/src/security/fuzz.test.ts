import { auditEditFormSchema, auditFormSchema } from '@auditorias/domain/schemas/audits';
import { errorResponseSchema } from '@auditorias/domain/schemas/common';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { RegisteredRoute } from '../app';
import { createTestApp, loginAs, multipartForm, SAMPLE_PDF, type TestContext } from '../test/app';
import { sqlRows } from '../test/database';
import { reportFigure } from '../test/figures';
import { apiRoutes, type RouteContracts, routeContracts, routeKey } from '../test/routes';
import { headerProblems } from '../test/security-headers';
import {
  hostileNumbers,
  hostileStrings,
  hostileValue,
  objectShape,
  overLimitJson,
  validValue,
  withLoneSurrogate,
} from '../test/zod-arbitrary';

// Fuzzing from the zod contracts (issue 15, part 5): every /api route gets requests its contract accepts and
// requests it must refuse, as an administrator and as a client. Whatever the input: no 5xx, no stack trace or
// SQL in the body, every refusal the one JSON error shape with a Spanish message, every success its declared
// schema. Fixed seeds; FUZZ_RUNS requests of each kind per route and principal (npm run test:deep: 500).

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 3));
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_125);
/** 4 requests a route per run, a few milliseconds each (a PDF some more): room for a slow machine. */
const TIMEOUT_MS = 30_000 + RUNS * 1_000;

/** Never fuzzed: the event stream answers forever. */
const SKIPPED = new Set(['GET /api/events']);
const PRINCIPALS = ['admin', 'cliente'] as const;
type Principal = (typeof PRINCIPALS)[number];

const tokens = {} as Record<Principal, string>;
const snapshots = new Map<Principal, Record<string, unknown>>();
const figures = {
  routes: 0,
  requests: 0,
  valid: 0,
  invalid: 0,
  byClass: { '2xx': 0, '4xx': 0, '5xx': 0, other: 0 } as Record<string, number>,
  leaks: 0,
  notSpanish: 0,
  offContract: 0,
  headers: 0,
  relogins: 0,
  probes: { surrogate: 0, oversize: 0 },
};

/** The statuses each route answered (FUZZ_VERBOSE=1 prints them: which routes the valid requests reach). */
const statusesByRoute: Record<string, Record<number, number>> = {};

const USER_COLUMNS = sql`role, is_active, deleted_at, password_hash, cliente_id, permission_overrides,
  es_administrador_grupo, nombre_grupo, email, username`;

async function userRow(name: Principal) {
  const [row] = await sqlRows<Record<string, unknown>>(
    t.database.db,
    sql`select id, ${USER_COLUMNS} from users where username = ${name}`,
  );
  if (!row) throw new Error(`no user ${name}`);
  return row;
}

/**
 * A fuzzed write may deactivate, delete, demote or sign out the fuzzing principals themselves: their user row
 * goes back to what it was and they sign in again, so that the next requests still test a signed-in caller.
 */
async function restorePrincipal(name: Principal, force = false) {
  const before = snapshots.get(name);
  if (!before) throw new Error('no snapshot');
  const now = await userRow(name);
  const changed = JSON.stringify(now) !== JSON.stringify(before);
  if (changed) {
    await t.database.db.execute(sql`
      update users set role = ${before.role}, is_active = ${before.is_active}, deleted_at = null,
        password_hash = ${before.password_hash}, cliente_id = ${before.cliente_id},
        permission_overrides = ${JSON.stringify(before.permission_overrides)}::jsonb,
        es_administrador_grupo = ${before.es_administrador_grupo}, nombre_grupo = ${before.nombre_grupo},
        email = ${before.email}, username = ${before.username}
      where id = ${before.id}`);
  }
  if (changed || force) {
    tokens[name] = (await loginAs(t.app, name)).token;
    figures.relogins++;
    return;
  }
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${tokens[name]}` },
  });
  if (me.statusCode !== 200) {
    tokens[name] = (await loginAs(t.app, name)).token;
    figures.relogins++;
  }
}

// The inventory is the application's own, so the app is built while the tests are collected: one test a route.
const t: TestContext = await createTestApp({
  RATE_LIMIT_PER_MINUTE: '10000000',
  LOGIN_MAX_FAILURES_PER_USER: '10000000',
  LOGIN_MAX_FAILURES_PER_IP: '10000000',
  // FUZZ_LOG=error shows the server's own account of a finding.
  LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent',
});

beforeAll(async () => {
  for (const name of PRINCIPALS) {
    snapshots.set(name, await userRow(name));
    tokens[name] = (await loginAs(t.app, name)).token;
  }
});

afterAll(async () => {
  if (process.env.FUZZ_VERBOSE)
    for (const [route, tally] of Object.entries(statusesByRoute)) console.log(route, JSON.stringify(tally));
  const c = figures.byClass;
  reportFigure(
    `[seguridad] fuzzing: ${figures.requests} peticiones a ${figures.routes} rutas (${figures.valid} válidas, ` +
      `${figures.invalid} inválidas; semilla ${SEED}, ${RUNS} por tipo, ruta y usuario): ` +
      `${c['2xx']} 2xx, ${c['4xx']} 4xx, ${c['5xx']} respuestas 5xx, ${figures.leaks} fugas de detalles internos, ` +
      `${figures.notSpanish} rechazos fuera del formato en español, ${figures.offContract} respuestas fuera de contrato, ` +
      `${figures.headers} sin cabeceras de seguridad o no-store` +
      ` (${figures.relogins} reingresos tras escrituras sobre el propio usuario); ` +
      `${figures.probes.surrogate} cuerpos con un surrogate suelto, ${figures.probes.oversize} por encima del límite`,
  );
  await t?.close();
});

// ---------------------------------------------------------------------------------------------- requests

interface FuzzRequest {
  kind: 'valid' | 'invalid';
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
  /** A raw payload with its content type instead of a JSON body. */
  raw?: { contentType: string; payload: string };
  /**
   * What the request probes, when its answer is known (issue 26): a lone surrogate in an otherwise valid JSON body
   * (400 INVALID_CHARACTERS) or a valid body over the size limit (413 PAYLOAD_TOO_LARGE), unless refused earlier
   * for who is asking (401, 403).
   */
  probe?: 'surrogate' | 'oversize';
  /** A multipart form (the routes that take files) instead of a JSON body: its text fields, maybe a PDF. */
  form?: { fields: unknown; file: boolean };
}

/**
 * The routes that read a multipart form (files and text fields) and check its fields against a schema of their
 * own, not a Fastify body schema: the form is generated from that schema.
 */
const MULTIPART_FORMS: Record<string, { schema: ZodType | null; fileField: string }> = {
  'POST /api/audits': { schema: auditFormSchema, fileField: 'files' },
  'PUT /api/audits/:id': { schema: auditEditFormSchema, fileField: 'files' },
  'POST /api/audits/crear-programada': { schema: auditFormSchema, fileField: 'files' },
  'POST /api/files': { schema: null, fileField: 'file' },
};

const formText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** encodeURIComponent that survives lone surrogates (sent as the invalid UTF-8 bytes they would be). */
function encode(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : value !== null && typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

function queryString(query: unknown): string {
  if (query === undefined) return '';
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return `?${encode(query)}`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${encode(key)}=${encode(v)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * The path with its parameters. An empty segment, `.` or `..` would name another route (the client normalises the
 * path, and a trailing slash is ignored): those are sent as `_` so that the answer is the route's own.
 */
function pathOf(route: RegisteredRoute, params: Record<string, unknown>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = encode(params[name] ?? '1');
    return value === '' || value === '.' || value === '..' ? '_' : value;
  });
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function injectOptions(route: RegisteredRoute, req: FuzzRequest, token: string): InjectOptions {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: pathOf(route, req.params) + queryString(req.query),
    headers,
  };
  if (req.raw) {
    headers['content-type'] = req.raw.contentType;
    options.payload = req.raw.payload;
  } else if (req.form) {
    const fields: Record<string, string> = {};
    const entries: Array<[string, unknown]> =
      req.form.fields && typeof req.form.fields === 'object' && !Array.isArray(req.form.fields)
        ? Object.entries(req.form.fields)
        : [['valor', req.form.fields]];
    for (const [name, value] of entries) if (value !== undefined) fields[name] = formText(value);
    const field = MULTIPART_FORMS[routeKey(route)]?.fileField ?? 'file';
    const form = multipartForm(
      fields,
      req.form.file ? [{ field, fileName: 'documento.pdf', content: SAMPLE_PDF }] : [],
    );
    Object.assign(headers, form.headers);
    options.payload = form.payload;
  } else if (req.body !== undefined && WITH_BODY.has(route.method)) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(req.body);
  }
  return options;
}

const urlParams = (route: RegisteredRoute) => [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

/** Valid path params: from the params schema, or an existing-looking id for a param it does not describe. */
function validParams(
  route: RegisteredRoute,
  contracts: RouteContracts,
): fc.Arbitrary<Record<string, unknown>> {
  const names = urlParams(route);
  if (names.length === 0) return fc.constant({});
  const shape = objectShape(contracts.params) ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of names) {
    const schema = shape[name];
    model[name] = schema ? validValue(schema) : fc.integer({ min: 1, max: 40 });
  }
  return fc.record(model);
}

const hostileSegment: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings.filter((s) => s.length < 5000),
  hostileNumbers,
  fc.constantFrom('...', '1 OR 1=1', '1,2', '1.0', ' 1', '+1', '0001', '1e3', '9'.repeat(150)),
);

const rawBodies = fc.constantFrom(
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '[' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: '{"a":1,"a":2}' },
  { contentType: 'text/plain', payload: 'hola' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'multipart/form-data', payload: 'x' },
  { contentType: 'application/xml', payload: '<a/>' },
);

function validRequest(route: RegisteredRoute, contracts: RouteContracts): fc.Arbitrary<FuzzRequest> {
  const multipart = MULTIPART_FORMS[routeKey(route)];
  return fc.record({
    kind: fc.constant('valid' as const),
    params: validParams(route, contracts),
    // A list cursor is the server's own opaque text: a made-up one is (rightly) refused, so valid pages have none.
    query: contracts.querystring
      ? validValue(contracts.querystring).map((q) => {
          if (!q || typeof q !== 'object') return q;
          const { cursor: _cursor, ...rest } = q as Record<string, unknown>;
          return rest;
        })
      : fc.constant(undefined),
    body: contracts.body ? validValue(contracts.body) : fc.constant(undefined),
    form: multipart
      ? fc.record({
          fields: multipart.schema ? validValue(multipart.schema) : fc.constant({}),
          file: multipart.schema ? fc.boolean() : fc.constant(true),
        })
      : fc.constant(undefined),
  });
}

function invalidRequest(route: RegisteredRoute, contracts: RouteContracts): fc.Arbitrary<FuzzRequest> {
  const parts: Array<'params' | 'query' | 'body' | 'raw' | 'surrogate' | 'oversize'> = ['query'];
  if (urlParams(route).length > 0) parts.push('params');
  const limit = route.bodyLimit ?? t.app.initialConfig.bodyLimit ?? 1024 * 1024;
  if (WITH_BODY.has(route.method)) parts.push('body', 'raw', 'surrogate');
  // Bodies over the limit where the limit is a few megabytes (the uploads' 30–60 MB would make the run slow:
  // security/body-limit.test.ts covers the answer on a real socket).
  if (WITH_BODY.has(route.method) && limit <= 4 * 1024 * 1024) parts.push('oversize');
  const jsonBody = contracts.body ? validValue(contracts.body) : fc.constant({});
  return fc
    .tuple(validRequest(route, contracts), fc.constantFrom(...parts))
    .chain(([base, part]): fc.Arbitrary<FuzzRequest> => {
      const req = { ...base, kind: 'invalid' as const };
      switch (part) {
        case 'params':
          return fc
            .tuple(fc.constantFrom(...urlParams(route)), hostileSegment)
            .map(([name, bad]) => ({ ...req, params: { ...req.params, [name]: bad } }));
        case 'query':
          return hostileValue(contracts.querystring).map((query) => ({ ...req, query }));
        case 'body': {
          const multipart = MULTIPART_FORMS[routeKey(route)];
          if (multipart)
            return fc
              .tuple(hostileValue(multipart.schema ?? undefined), fc.boolean())
              .map(([fields, file]) => ({
                ...req,
                form: { fields: fields as Record<string, unknown>, file },
              }));
          return hostileValue(contracts.body).map((body) => ({ ...req, body }));
        }
        case 'raw':
          return rawBodies.map((raw) => ({ ...req, raw }));
        case 'surrogate':
          return withLoneSurrogate(jsonBody).map((body) => ({
            ...req,
            form: undefined,
            raw: { contentType: 'application/json', payload: JSON.stringify(body) },
            probe: 'surrogate' as const,
          }));
        case 'oversize':
          return overLimitJson(jsonBody, limit).map((payload) => ({
            ...req,
            form: undefined,
            raw: { contentType: 'application/json', payload },
            probe: 'oversize' as const,
          }));
      }
    });
}

// ---------------------------------------------------------------------------------------------- checks

/** Internals that must never reach a caller: stack frames, module paths, SQL text and PostgreSQL's errors. */
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\bat (?:async )?[\w$.<>[\] ]+ \(?(?:file:|node:|\/)[^)\s]*:\d+:\d+/],
  ['node_modules', /node_modules/],
  ['source path', /\/(?:src|dist)\/[\w/.-]+\.(?:ts|js):\d+/],
  ['SQL', /\bSELECT\b|\bselect\s+[\w"*.,\s]+\s+from\s+"?\w|Failed query/],
  [
    'PostgreSQL error',
    /relation "|syntax error|violates [\w\s-]*constraint|duplicate key value|invalid input syntax/i,
  ],
];

/** English words no Spanish message of ours uses (after the field names are taken out). */
const ENGLISH =
  /\b(the|is|are|was|not|must|should|expected|received|required|invalid|cannot|unexpected|failed|with|from|body|request|unsupported|too|large|missing|unknown|property|properties|type|string|number|object|array|boolean|undefined|found|allowed|length|characters|greater|less|than|format|please|already|exists)\b/i;
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|al|no|un|una|es|son|debe|ya|para|por|con|sin|que|se|y|o|en|llaves?|desconocid\w*|entrada|cadena|texto|fecha|valor|datos|solicitud|permiso|ruta|recurso|demasiad\w*|obligatori\w*)\b/i;

/** Every key some contract names: field names inside a Spanish message are not English text. */
const fieldNames = new Set<string>();
function collectFieldNames(schema: ZodType | undefined) {
  const shape = objectShape(schema);
  if (!shape) return;
  for (const [key, value] of Object.entries(shape)) {
    fieldNames.add(key);
    collectFieldNames(value);
  }
}

function withoutFieldNames(message: string, extra: string[]): string {
  let text = message;
  const names = [...fieldNames, ...extra].filter((n) => n.length > 1).sort((a, b) => b.length - a.length);
  for (const name of names) text = text.split(name).join(' ');
  return text;
}

/** A refusal's message reads as Spanish: a Spanish word or letter and no English words. */
function looksSpanish(message: string, extraNames: string[] = []): boolean {
  const text = withoutFieldNames(message, extraNames);
  return message.trim().length > 0 && SPANISH.test(text) && !ENGLISH.test(text);
}

interface Finding {
  route: string;
  principal: Principal;
  kind: '5xx' | 'leak' | 'refusal' | 'contract' | 'headers' | 'probe';
  status: number;
  detail: string;
  request: string;
}

function summarize(options: InjectOptions): string {
  const payload = typeof options.payload === 'string' ? options.payload : '';
  return `${options.method} ${String(options.url).slice(0, 200)} ${payload.slice(0, 300)}`;
}

function sentKeys(req: FuzzRequest): string[] {
  const keys: string[] = [];
  for (const part of [req.body, req.query, req.params])
    if (part && typeof part === 'object' && !Array.isArray(part)) keys.push(...Object.keys(part));
  return keys;
}

function check(
  route: RegisteredRoute,
  contracts: RouteContracts,
  principal: Principal,
  req: FuzzRequest,
  options: InjectOptions,
  res: LightMyRequestResponse,
): Finding[] {
  const findings: Finding[] = [];
  const base = { route: routeKey(route), principal, status: res.statusCode, request: summarize(options) };
  const status = res.statusCode;
  const type = String(res.headers['content-type'] ?? '');
  const textual = /json|text|html/.test(type) || type === '';
  const tally = statusesByRoute[base.route] ?? {};
  statusesByRoute[base.route] = tally;
  tally[status] = (tally[status] ?? 0) + 1;
  const cls = status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 200 && status < 300 ? '2xx' : 'other';
  figures.byClass[cls] = (figures.byClass[cls] ?? 0) + 1;
  if (status >= 500) findings.push({ ...base, kind: '5xx', detail: res.body.slice(0, 300) });
  if (req.probe) {
    const [expected, code] =
      req.probe === 'surrogate' ? [400, 'INVALID_CHARACTERS'] : [413, 'PAYLOAD_TOO_LARGE'];
    let answered: unknown;
    try {
      answered = (res.json() as { code?: unknown }).code;
    } catch {
      answered = undefined;
    }
    figures.probes[req.probe]++;
    if (!(status === 401 || status === 403 || (status === expected && answered === code))) {
      // The payload escaped: a lone surrogate is invisible in a terminal.
      const sent = JSON.stringify(String(options.payload ?? '').slice(0, 300));
      findings.push({
        ...base,
        kind: 'probe',
        detail: `${req.probe}: ${status} ${res.body.slice(0, 200)} ${sent}`,
      });
    }
  }
  const missing = headerProblems(res);
  if (missing.length > 0) {
    figures.headers++;
    findings.push({ ...base, kind: 'headers', detail: missing.join(', ') });
  }
  if (textual) {
    for (const [name, pattern] of LEAKS) {
      if (pattern.test(res.body)) {
        figures.leaks++;
        findings.push({ ...base, kind: 'leak', detail: `${name}: ${res.body.slice(0, 300)}` });
      }
    }
  }
  if (status >= 400 && status < 500) {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    const parsed = errorResponseSchema.safeParse(body);
    const problem = !type.includes('application/json')
      ? `no es JSON (${type})`
      : !parsed.success
        ? 'no tiene la forma { success, error, message, code }'
        : parsed.data.message !== parsed.data.error
          ? 'message distinto de error'
          : !looksSpanish(parsed.data.message, [
                ...sentKeys(req),
                ...(parsed.data.details ?? []).map((d) => d.campo),
              ])
            ? 'mensaje que no parece español'
            : null;
    if (problem) {
      figures.notSpanish++;
      findings.push({ ...base, kind: 'refusal', detail: `${problem}: ${res.body.slice(0, 300)}` });
    }
  } else if (status >= 200 && status < 300) {
    // A route that declares no JSON success answers bytes (a file, a page, the event stream): the inventory test
    // keeps that list, the headers suite checks how the files are served.
    if (route.responses.some((code) => code.startsWith('2'))) {
      const schema = contracts.response[String(status)];
      let detail: string | null = null;
      if (!schema) detail = `estado ${status} no declarado`;
      else {
        try {
          const result = schema.safeParse(res.json());
          if (!result.success)
            detail = `no cumple su esquema: ${JSON.stringify(result.error.issues).slice(0, 300)}`;
        } catch {
          detail = `no es JSON: ${res.body.slice(0, 100)}`;
        }
      }
      if (detail) {
        figures.offContract++;
        findings.push({ ...base, kind: 'contract', detail });
      }
    }
  } else if (status < 500) {
    figures.offContract++;
    findings.push({ ...base, kind: 'contract', detail: `estado inesperado ${status}` });
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------- the run

/** A stable seed per route and principal, so that a route's sequence does not depend on the others. */
function seedOf(text: string): number {
  let h = SEED;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

const METHOD_ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };

async function fuzzRoute(route: RegisteredRoute): Promise<Finding[]> {
  const contracts = routeContracts(route);
  for (const schema of [
    contracts.body,
    contracts.querystring,
    contracts.params,
    MULTIPART_FORMS[routeKey(route)]?.schema,
  ])
    collectFieldNames(schema ?? undefined);
  const findings: Finding[] = [];
  figures.routes++;
  for (const principal of PRINCIPALS) {
    const requests = [
      ...fc.sample(validRequest(route, contracts), {
        seed: seedOf(`v ${principal} ${routeKey(route)}`),
        numRuns: RUNS,
      }),
      ...fc.sample(invalidRequest(route, contracts), {
        seed: seedOf(`i ${principal} ${routeKey(route)}`),
        numRuns: RUNS,
      }),
    ];
    for (const req of requests) {
      let options = injectOptions(route, req, tokens[principal]);
      let res = await t.app.inject(options);
      if (res.statusCode === 401 && route.permission !== 'public') {
        // An earlier write signed this principal out (logout, closing sessions): sign in again and resend.
        await restorePrincipal(principal, true);
        options = injectOptions(route, req, tokens[principal]);
        res = await t.app.inject(options);
      }
      figures.requests++;
      figures[req.kind]++;
      findings.push(...check(route, contracts, principal, req, options, res));
    }
    await restorePrincipal(principal);
  }
  return findings;
}

/** Every /api route but the skipped ones: reads first, then writes, deletions last (they remove what reads use). */
const ROUTES = apiRoutes(t.app)
  .filter((r) => !SKIPPED.has(routeKey(r)))
  .sort(
    (a, b) =>
      (METHOD_ORDER[a.method] ?? 1) - (METHOD_ORDER[b.method] ?? 1) || routeKey(a).localeCompare(routeKey(b)),
  );

describe('fuzzing from the zod contracts: valid and invalid requests as admin and as client', () => {
  it('covers the whole inventory', () => {
    expect(ROUTES.length).toBeGreaterThan(150);
  });

  it('its checks catch what they look for: English refusals, stack traces, SQL', () => {
    for (const spanish of [
      'Datos inválidos: limit: Demasiado pequeño: se esperaba que número fuera >=1',
      'Llaves desconocidas: "isAdmin", "role"',
      'La solicitud está mal formada',
      'Recurso no encontrado',
    ])
      expect(looksSpanish(spanish, ['isAdmin', 'role']), spanish).toBe(true);
    for (const english of [
      "'/api/audits/%ED%A0%80' is not a valid url component",
      "Body cannot be empty when content-type is set to 'application/json'",
      'Unsupported Media Type: text/plain',
      'Route GET:/api/x not found',
      '',
    ])
      expect(looksSpanish(english), english).toBe(false);
    const leaked = (body: string) => LEAKS.filter(([, pattern]) => pattern.test(body)).map(([name]) => name);
    expect(leaked('Error: x\n    at Object.<anonymous> (/work/main/apps/server/src/app.ts:10:5)')).toContain(
      'stack frame',
    );
    expect(leaked('Failed query: select "id" from "users" where "id" = $1')).toContain('SQL');
    expect(leaked('error: relation "users" does not exist')).toEqual(['PostgreSQL error']);
    expect(leaked('{"success":true,"data":{"titulo":"Revisión at Belgrano"}}')).toEqual([]);
  });

  for (const route of ROUTES) {
    it(
      `${routeKey(route)}: no 5xx, no leaks, security headers, Spanish refusals, contract answers`,
      async () => {
        const findings = await fuzzRoute(route);
        // One line per distinct problem (principal, kind, status), with the first request that showed it.
        const distinct = new Map<string, Finding>();
        for (const f of findings) {
          const key = `${f.principal} ${f.kind} ${f.status}`;
          if (!distinct.has(key)) distinct.set(key, f);
        }
        expect(
          [...distinct.values()].map(
            (f) => `[${f.principal}] ${f.kind} ${f.status}: ${f.detail} ← ${f.request}`,
          ),
        ).toEqual([]);
      },
      TIMEOUT_MS,
    );
  }
});

describe('findings of the fuzzing, kept as fixed cases', () => {
  it('an unknown audit state in the management filter is a Spanish 400 (it was an enum cast failing: 500)', async () => {
    for (const url of [
      '/api/audits/management?estado=C%C3%A1mara%203',
      '/api/audits/management?estado=entregada,,aprobada',
      '/api/audits/management/export?formato=csv&estado=x',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/Estado desconocido/),
      });
    }
    // Known states, one or several, and no state at all still filter.
    for (const estado of ['entregada', 'entregada,aprobada', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/audits/management?estado=${estado}`,
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      expect(res.statusCode, estado).toBe(200);
    }
  });
});
