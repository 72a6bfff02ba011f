import { debugLog } from './debug-logs';

/**
 * Downloading a screen's code (a lazy page or tab panel) can fail two ways, and they need opposite answers:
 * - without a connection: never reload (the browser would show its own "no internet" page and what was typed is
 *   gone); the screen stays as it is and the section that could not open offers 'Reintentar';
 * - after a deploy, when the server no longer has this build's files: reload once to the new build. A second
 *   failure within `RELOAD_GUARD_MS` shows the retry instead of reloading in a loop.
 * Which one it is, the server says: its index.html is fetched (never from the cache) and the build it names is
 * compared with the running one. The server keeps the previous build's files for days (docs/operations.md), so a
 * reload is rare.
 */

/** 'reloading': the page is being reloaded to the new build (the section says so until the new page shows). */
export type ChunkFailure = 'offline' | 'unavailable' | 'reloading';

/** A screen's code could not be downloaded; `reason` says why for the message shown in its place. */
export class ChunkLoadError extends Error {
  readonly reason: ChunkFailure;
  constructor(reason: ChunkFailure, cause: unknown) {
    super(
      reason === 'offline'
        ? 'Sin conexión: no se pudo descargar esta sección'
        : reason === 'reloading'
          ? 'Hay una versión nueva: recargando'
          : 'No se pudo descargar esta sección',
      { cause },
    );
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

export const RELOAD_KEY = 'chunkReloadAt';
export const RELOAD_GUARD_MS = 60_000;

/** The page's reload, replaceable by the tests (jsdom cannot reload). */
export const pageReload = { reload: () => window.location.reload() };

/** The module script a document starts from: `/assets/index-<hash>.js` in a build (names the build). */
function entryScriptOf(doc: ParentNode): string | null {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/**
 * Why a download failed: 'offline' when the browser says so or the server cannot be reached, 'new-build' when the
 * server's index.html names another build than the running one, 'same-build' otherwise.
 */
export async function diagnoseChunkFailure(): Promise<'offline' | 'new-build' | 'same-build'> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  let html: string;
  try {
    const res = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!res.ok) return 'same-build';
    html = await res.text();
  } catch {
    return 'offline';
  }
  const served = entryScriptOf(new DOMParser().parseFromString(html, 'text/html'));
  const running = entryScriptOf(document);
  return served !== null && running !== null && served !== running ? 'new-build' : 'same-build';
}

/** Reloads the page unless it was reloaded for this within `RELOAD_GUARD_MS`; answers whether it did. */
export function reloadOnceForNewBuild(now: number = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0) || 0;
    if (now - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false; // without session storage a reload could loop: the retry is shown instead
  }
  pageReload.reload();
  return true;
}

/**
 * Runs a screen's download. Any failure is a `ChunkLoadError`: 'offline' without a connection, 'reloading' after a
 * deploy when the page was just told to reload to the new build, 'unavailable' otherwise.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const verdict = await diagnoseChunkFailure();
    debugLog('descarga de pantalla fallida', { verdict, error });
    if (verdict === 'offline') throw new ChunkLoadError('offline', error);
    throw new ChunkLoadError(
      verdict === 'new-build' && reloadOnceForNewBuild() ? 'reloading' : 'unavailable',
      error,
    );
  }
}

/** Whether an error is a failed download of code (ours, or the browser's own words for a dynamic import). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}
