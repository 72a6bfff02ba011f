import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../test/app';
import { ASSET_GONE, RETAIN_DAYS, retainWebAssets } from './web-app';

/**
 * After a deploy, a page left open still asks for the code files of the build it was loaded with: the server keeps
 * them (copied at each start into a retained folder, for RETAIN_DAYS days after they stop being current), and an
 * asset found nowhere is a JSON 404, never the app's HTML.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 24 * 60 * 60 * 1000;

/** A web build as Vite writes it: index.html naming its entry, hashed files under assets/ (with a .br sibling). */
function writeBuild(dir: string, files: Record<string, string>) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const entry = Object.keys(files).find((f) => f.startsWith('index-')) ?? '';
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="es-AR"><head><script type="module" src="/assets/${entry}"></script></head><body><div id="root"></div></body></html>`,
  );
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, 'assets', name), content);
    writeFileSync(path.join(dir, 'assets', `${name}.br`), brotliCompressSync(content));
  }
}

let root: string;
let webDist: string;
let retained: string;
let t: TestContext | undefined;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'auditorias-web-app-'));
  webDist = path.join(root, 'dist');
  retained = path.join(root, 'retained');
  // The previous build ran once (its start retained its files), then the new build replaced dist/ whole.
  writeBuild(webDist, { 'index-OLD111.js': 'export const v = 1;', 'panel-OLD222.js': 'export const p = 1;' });
  retainWebAssets(webDist, retained);
  writeBuild(webDist, { 'index-NEW333.js': 'export const v = 2;', 'panel-NEW444.js': 'export const p = 2;' });
  t = await createTestApp({ WEB_DIST: webDist, WEB_RETAINED_ASSETS_DIR: retained });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => {
  if (!t) throw new Error('no app');
  return call(t.app, null, { method: 'GET', url, headers });
};

describe('the previous build’s code files', () => {
  it('serves the current build’s files and the previous build’s, both with the long cache', async () => {
    const current = await get('/assets/panel-NEW444.js');
    expect(current.statusCode).toBe(200);
    expect(current.body).toBe('export const p = 2;');
    const previous = await get('/assets/panel-OLD222.js');
    expect(previous.statusCode).toBe(200);
    expect(previous.body).toBe('export const p = 1;');
    expect(previous.headers['content-type']).toMatch(/javascript/);
    expect(previous.headers['cache-control']).toBe(IMMUTABLE);
    const compressed = await get('/assets/panel-OLD222.js', { 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('a file of the current build deleted under the running server (a build in place) is still served', async () => {
    rmSync(path.join(webDist, 'assets', 'index-NEW333.js'));
    rmSync(path.join(webDist, 'assets', 'index-NEW333.js.br'));
    const res = await get('/assets/index-NEW333.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export const v = 2;');
  });

  it('an asset found nowhere is a JSON 404 never cached, not the app’s HTML', async () => {
    for (const url of ['/assets/panel-GONE99.js', '/assets/..%2Fretained.json', '/assets/retained.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.json().message, url).toBe(ASSET_GONE);
    }
    // Any other path still opens the app (the router's own pages).
    const page = await get('/dashboard?tab=audits');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('a build in place', () => {
  it('while index.html is being rewritten, a page of the app is a Spanish page that tries again, not a bare 404', async () => {
    const index = path.join(webDist, 'index.html');
    const kept = readFileSync(index, 'utf8');
    rmSync(index);
    try {
      const res = await get('/dashboard?tab=audits');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Se está instalando una versión nueva del sistema');
      expect(res.body).toContain('http-equiv="refresh"');
    } finally {
      writeFileSync(index, kept);
    }
    expect((await get('/dashboard?tab=audits')).statusCode).toBe(200);
  });
});

describe('retention', () => {
  it(`keeps a retired file ${RETAIN_DAYS} days after it stopped being current, then deletes it`, () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'auditorias-retain-'));
    try {
      const dist = path.join(dir, 'dist');
      const kept = path.join(dir, 'kept');
      const start = new Date('2026-11-01T12:00:00Z');
      writeBuild(dist, { 'index-A.js': 'a' });
      expect(retainWebAssets(dist, kept, start)).toEqual({ current: 2, previous: 0, removed: 0 });
      // A month later, a new build: the old files retire now (not a month ago, when they were last copied).
      writeBuild(dist, { 'index-B.js': 'b' });
      const deploy = new Date(start.getTime() + 30 * DAY);
      expect(retainWebAssets(dist, kept, deploy)).toEqual({ current: 2, previous: 2, removed: 0 });
      expect(existsSync(path.join(kept, 'index-A.js'))).toBe(true);
      const manifest = JSON.parse(readFileSync(path.join(kept, 'retained.json'), 'utf8'));
      expect(manifest['index-A.js']).toBe(deploy.toISOString());
      expect(manifest['index-B.js']).toBeNull();
      // Restarts within the period keep them; the first start after it deletes them.
      expect(retainWebAssets(dist, kept, new Date(deploy.getTime() + (RETAIN_DAYS - 1) * DAY)).removed).toBe(
        0,
      );
      expect(retainWebAssets(dist, kept, new Date(deploy.getTime() + (RETAIN_DAYS + 1) * DAY))).toEqual({
        current: 2,
        previous: 0,
        removed: 2,
      });
      expect(existsSync(path.join(kept, 'index-A.js'))).toBe(false);
      expect(existsSync(path.join(kept, 'index-B.js'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
