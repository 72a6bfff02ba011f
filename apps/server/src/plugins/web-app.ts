import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web app's files (`apps/web/dist`), and the code files of the builds before it.
 *
 * A page left open keeps asking for the code files (`/assets/<name>-<hash>.js`) of the build it was loaded with;
 * a new build has other names. So each start copies the current build's `assets/` into a retained folder
 * (`WEB_RETAINED_ASSETS_DIR`, default `<web dist>-retained`), which keeps every file for `RETAIN_DAYS` days after the
 * first start that no longer served it as current (`retained.json` notes when). An asset the current build does not
 * have is served from there (same long cache: a hashed name never changes content), also while `npm run build`
 * rewrites `dist/` under a running server. An asset found nowhere answers a JSON 404 that is never cached, not the
 * app's HTML: the app sees a failed download and reloads once to the new build (`apps/web/src/lib/chunk-load.ts`).
 */
export const RETAIN_DAYS = 7;
const RETAIN_MS = RETAIN_DAYS * 24 * 60 * 60 * 1000;
const MANIFEST = 'retained.json';
/** A file name Vite writes under assets/ (no folder, no '..'). */
const ASSET_NAME = /^[\w~-][\w.~-]*$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
export const ASSET_GONE = 'Este archivo de la aplicación ya no existe: recargá la página';
const UPDATING_RETRY_SECONDS = 5;
// No script (the page's CSP allows none inline): the meta refresh tries again.
const UPDATING_PAGE = `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${UPDATING_RETRY_SECONDS}"><title>Sistema de Auditorías</title></head><body style="font-family:system-ui,sans-serif;padding:2rem;max-width:32rem;margin:auto"><h1 style="font-size:1.25rem">Sistema de Auditorías</h1><p>Se está instalando una versión nueva del sistema. La página se vuelve a cargar sola en unos segundos.</p></body></html>`;

/** Retained file name → when it stopped being part of the current build (ISO), null while it still is. */
type Manifest = Record<string, string | null>;

function readManifest(dir: string): Manifest {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Manifest) : {};
  } catch {
    return {};
  }
}

function filesOf(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== MANIFEST && !entry.name.endsWith('.tmp'))
    .map((entry) => entry.name);
}

/**
 * Copies the current build's assets into `retainedDir` and deletes the retained files retired more than
 * `RETAIN_DAYS` ago. Answers what is retained, for the log.
 */
export function retainWebAssets(
  webDist: string,
  retainedDir: string,
  now: Date = new Date(),
): { current: number; previous: number; removed: number } {
  const current = filesOf(path.join(webDist, 'assets'));
  const currentNames = new Set(current);
  fs.mkdirSync(retainedDir, { recursive: true });
  const manifest = readManifest(retainedDir);
  for (const name of current) {
    const target = path.join(retainedDir, name);
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(webDist, 'assets', name), target);
    manifest[name] = null;
  }
  let previous = 0;
  let removed = 0;
  for (const name of new Set([...Object.keys(manifest), ...filesOf(retainedDir)])) {
    if (currentNames.has(name)) continue;
    const retiredAt = manifest[name] ?? now.toISOString();
    if (now.getTime() - Date.parse(retiredAt) > RETAIN_MS || Number.isNaN(Date.parse(retiredAt))) {
      fs.rmSync(path.join(retainedDir, name), { force: true });
      delete manifest[name];
      removed += 1;
    } else {
      manifest[name] = retiredAt;
      previous += 1;
    }
  }
  const temporary = path.join(retainedDir, `${MANIFEST}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, JSON.stringify(manifest, null, 1));
  fs.renameSync(temporary, path.join(retainedDir, MANIFEST));
  return { current: current.length, previous, removed };
}

/**
 * Serves `webDist` (pre-compressed siblings included) and answers what the not-found handler should do with a
 * request under /assets/: the retained copy, or a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, retainedDir: string) {
  let retained: string | null = retainedDir;
  try {
    const kept = retainWebAssets(webDist, retainedDir);
    app.log.info({ retainedDir, ...kept }, 'web assets retained');
  } catch (error) {
    // The app works without them (a page left open reloads to the new build): never a reason not to start.
    app.log.warn({ err: error, retainedDir }, 'previous web assets not retained');
    retained = null;
  }
  const underAssets = (filePath: string) =>
    !path.relative(path.join(webDist, 'assets'), filePath).startsWith('..') ||
    (retained !== null && !path.relative(retained, filePath).startsWith('..'));
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz siblings of each file: sent as they are to a client that accepts them.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Files under assets/ carry a content hash in their name: a new build never reuses one.
      res.header('cache-control', underAssets(filePath) ? IMMUTABLE : 'no-cache');
    },
  });

  /**
   * A page of the app (index.html, never cached). While a build in place rewrites `dist/` there is none for a few
   * seconds: a short Spanish page that tries again by itself (503, Retry-After), not a bare "404 Not Found".
   */
  function appPage(reply: FastifyReply) {
    if (fs.existsSync(path.join(webDist, 'index.html')))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .code(503)
      .header('retry-after', String(UPDATING_RETRY_SECONDS))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(UPDATING_PAGE);
  }

  /** An /assets/ request the current build has no file for: a previous build's copy, or a JSON 404. */
  function missingAsset(request: FastifyRequest, reply: FastifyReply) {
    let name = '';
    try {
      name = decodeURIComponent(request.url.split('?')[0] ?? '').slice('/assets/'.length);
    } catch {
      // not a file name of ours: the 404 below
    }
    const ours = ASSET_NAME.test(name) && name !== MANIFEST && !name.endsWith('.tmp');
    if (retained && ours && fs.existsSync(path.join(retained, name))) return reply.sendFile(name, retained);
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ success: false, error: ASSET_GONE, message: ASSET_GONE, code: 'NOT_FOUND' });
  }

  return { appPage, missingAsset };
}
