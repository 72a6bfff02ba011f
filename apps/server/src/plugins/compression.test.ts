import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../test/app';
import { COMPRESSION_THRESHOLD_BYTES, compressionPlugin } from './compression';

/** A web build as Vite writes it: hashed files under assets/, each with its .br and .gz siblings. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'auditorias-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html lang="es-AR"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`,
    'assets/index-Ab12Cd34.js': `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, nombre: `Auditoría ${i}` })))};\n`,
    'favicon.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), content);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(content));
  }
  return dir;
}

let t: TestContext;
let adminToken: string;
let webDist: string;

beforeAll(async () => {
  webDist = fakeWebDist();
  t = await createTestApp({ WEB_DIST: webDist });
  adminToken = (await loginAs(t.app, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
  // The code files the server keeps for pages left open across a deploy (WEB_RETAINED_ASSETS_DIR's default).
  rmSync(`${webDist}-retained`, { recursive: true, force: true });
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('compressed /api answers', () => {
  const users = (headers: Record<string, string> = {}) =>
    call(t.app, adminToken, { method: 'GET', url: '/api/users', headers });

  it('sends a large JSON answer plain when the client does not ask for compression', async () => {
    const res = await users();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.json().total).toBeGreaterThanOrEqual(8);
  });

  it('sends it brotli-encoded when asked, smaller and with the same content', async () => {
    const plain = await users();
    const res = await users({ 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends it gzip-encoded to a client that only takes gzip', async () => {
    const plain = await users();
    const res = await users({ 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('does not use an encoding the server does not offer (deflate) and leaves small answers plain', async () => {
    const deflateOnly = await users({ 'accept-encoding': 'deflate' });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.json().total).toBeGreaterThanOrEqual(8);

    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
  });
});

describe('pre-compressed web files', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves a hashed asset from its .br sibling with the immutable cache header', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toMatch(/^export const rows = /);
  });

  it('serves the .gz sibling to a gzip-only client and the plain file to one that asks for nothing', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toMatch(/^export const rows = /);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toMatch(/^export const rows = /);
  });

  it('marks index.html, the SPA fallback and the files outside assets/ as no-cache', async () => {
    for (const url of ['/index.html', '/dashboard', '/audit-template?auditId=3', '/']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString('utf8'), url).toContain('<div id="root">');
    }
    const plain = await get('/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');

    const icon = await get('/favicon.svg', 'gzip');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-encoding']).toBe('gzip');
  });

  it('still answers an unknown /api path with the JSON 404', async () => {
    const res = await get('/api/no-existe', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('what is never compressed', () => {
  let app: FastifyInstance;
  const big = 'x'.repeat(8 * COMPRESSION_THRESHOLD_BYTES);

  beforeAll(async () => {
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/json', async () => ({ big }));
    app.get('/events', (_request, reply) => {
      const events = Readable.from([`data: ${big}\n\n`, 'data: fin\n\n']);
      return reply.header('content-type', 'text/event-stream; charset=utf-8').send(events);
    });
    app.get('/pdf', (_request, reply) =>
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="reporte.pdf"')
        .send(Buffer.from(`%PDF-1.7\n${big}`)),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('compresses a large JSON answer of a route registered after the plugin', async () => {
    const res = await app.inject({ method: 'GET', url: '/json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('streams server-sent events uncompressed even to a client that accepts brotli', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/events',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.body).toBe(`data: ${big}\n\ndata: fin\n\n`);
  });

  it('sends a PDF download as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/pdf', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe('attachment; filename="reporte.pdf"');
    expect(res.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.7');
  });
});
