import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthContext } from './auth-context';
import { keyWithBody, splitKey } from './idempotency-key';
import { downloadRoute, idempotencyKey, jsonRoute, ok } from './route';

const caller = { user: { id: 7 } } as AuthContext;
let app: FastifyInstance;

/** A bare instance with the zod compilers and a signed-in caller, as the auth plugin leaves it. */
async function appWith(declare: (app: Parameters<typeof jsonRoute>[0]) => void) {
  const zodApp = Fastify().withTypeProvider<ZodTypeProvider>();
  zodApp.setValidatorCompiler(validatorCompiler);
  zodApp.setSerializerCompiler(serializerCompiler);
  zodApp.decorateRequest('auth', null);
  zodApp.addHook('onRequest', async (request) => {
    request.auth = caller;
  });
  const routes: Array<{ url: string; config: unknown; schema: unknown; bodyLimit?: number }> = [];
  zodApp.addHook('onRoute', (r) => {
    routes.push({ url: r.url, config: r.config, schema: r.schema, bodyLimit: r.bodyLimit });
  });
  declare(zodApp);
  await zodApp.ready();
  app = zodApp;
  return routes;
}

afterEach(async () => {
  await app?.close();
});

describe('route declarations', () => {
  it('a JSON route keeps its config, docs and contracts, gets the caller and answers its status', async () => {
    const routes = await appWith((a) =>
      jsonRoute(a, 'POST', '/cosas/:id', {
        config: { permission: 'client_manage', activity: 'service' },
        tags: ['cosas'],
        summary: 'Crear una cosa',
        params: z.strictObject({ id: z.coerce.number().int() }),
        body: z.strictObject({ nombre: z.string() }),
        response: z.object({ success: z.literal(true), id: z.number(), por: z.number() }),
        status: 201,
        refusals: [413],
        bodyLimit: 1024,
        handler: async (auth, request) => ({
          success: true as const,
          id: request.params.id,
          por: auth.user.id,
          ...{ secreto: request.body.nombre },
        }),
      }),
    );
    const [route] = routes;
    expect(route?.config).toEqual({ permission: 'client_manage', activity: 'service' });
    expect(route?.bodyLimit).toBe(1024);
    const schema = route?.schema as Record<string, unknown>;
    expect(Object.keys(schema)).toEqual(['tags', 'summary', 'params', 'body', 'response']);
    expect(Object.keys(schema.response as object)).toEqual(['201', '400', '401', '403', '404', '409', '413']);

    const res = await app.inject({ method: 'POST', url: '/cosas/5', payload: { nombre: 'x' } });
    expect(res.statusCode).toBe(201);
    // Serialized by the declared answer: what it does not declare is not sent.
    expect(res.json()).toEqual({ success: true, id: 5, por: 7 });
  });

  it('one operation under several paths: each is a route of its own, declared and answering alike', async () => {
    const routes = await appWith((a) =>
      jsonRoute(a, 'POST', ['/cobros/procesar', '/payments/process'], {
        config: { permission: 'finance_manage', activity: { action: 'finance_collect' } },
        tags: ['cobros'],
        summary: 'Cobrar',
        body: z.strictObject({ monto: z.number() }),
        response: z.object({ success: z.literal(true), monto: z.number(), por: z.number() }),
        handler: async (auth, request) => ok({ monto: request.body.monto, por: auth.user.id }),
      }),
    );
    expect(routes.map((r) => r.url)).toEqual(['/cobros/procesar', '/payments/process']);
    expect(routes[1]?.config).toEqual(routes[0]?.config);
    expect(routes[1]?.schema).toEqual(routes[0]?.schema);

    for (const url of ['/cobros/procesar', '/payments/process']) {
      const res = await app.inject({ method: 'POST', url, payload: { monto: 10 } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, monto: 10, por: 7 });
    }
  });

  it('a download route sends the file as a never-cached attachment, with only JSON refusals declared', async () => {
    const routes = await appWith((a) =>
      downloadRoute(a, '/lista/export', {
        config: { permission: 'user_view' },
        tags: ['exportaciones'],
        summary: 'Descargar la lista',
        querystring: z.strictObject({ formato: z.enum(['csv', 'xlsx']) }),
        handler: async (auth, request) => ({
          body: Buffer.from(`a,b\n${auth.user.id},${request.query.formato}\n`),
          format: request.query.formato,
          baseName: 'lista-ñandú',
        }),
      }),
    );
    const schema = routes[0]?.schema as Record<string, unknown>;
    expect(Object.keys(schema)).toEqual(['tags', 'summary', 'querystring', 'response']);
    expect(Object.keys(schema.response as object)).toEqual(['400', '401', '403', '404', '409']);

    const res = await app.inject({ method: 'GET', url: '/lista/export?formato=csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain('attachment; filename="lista-_and_.csv"');
    expect(res.body).toBe('a,b\n7,csv\n');
  });

  it('a successful answer is the data with success first', () => {
    expect(JSON.stringify(ok({ message: 'Hecho', data: { id: 1 } }))).toBe(
      '{"success":true,"message":"Hecho","data":{"id":1}}',
    );
  });

  it('reads the Idempotency-Key header, the first one when repeated, with the hash of the body', () => {
    const withHeader = (value: string | string[] | undefined, body: unknown = { monto: 1 }) =>
      idempotencyKey({ headers: { 'idempotency-key': value }, body } as never);
    expect(withHeader('k1')).toBe(keyWithBody('k1', { monto: 1 }));
    expect(splitKey(withHeader(['k2', 'k3']) as string).key).toBe('k2');
    expect(withHeader('k1', { monto: 2 })).not.toBe(withHeader('k1'));
    expect(withHeader(undefined)).toBeUndefined();
  });
});
