// The JavaScript the login page and each role's first screen download, as the server sends it, and the login page's
// budget: exits 1 when the login page's JavaScript is above LOGIN_BUDGET gzipped.
// Usage, after `npm run build --workspace @auditorias/web`: node apps/web/scripts/first-load-size.mjs [dist] [--json]
//
// What a page loads is read from the build itself: index.html's entry script and modulepreload links, and Vite's
// manifest (dist/.vite/manifest.json, `build.manifest`) for every chunk's static imports and for the lazy chunks a
// screen renders at once. Each file counts as the server sends it (apps/server/src/plugins/web-app.ts: the .gz and
// .br siblings the build writes at maximum levels; a file without one is sent as it is).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The login page's JavaScript, gzipped (bytes; issue 26). */
export const LOGIN_BUDGET = 250_000;

/** Lazy chunks the login route renders at once (none while the login page is part of the entry). */
const LOGIN_LAZY = ['src/features/auth/pages/login-page.tsx'];
/** Downloaded ahead on the login page once it is shown (main.tsx, `prefetchSignedInApp`). */
const PREFETCHED = ['src/app/app-layout.tsx', 'src/app/dashboard-page.tsx'];
/** Each role's start tab (domain `startTab`) and the lazy panel that shows it (app/tab-panels.tsx). */
const START_PANELS = {
  admin: 'src/app/overview-tab-panel.tsx',
  supervisor: 'src/app/overview-tab-panel.tsx',
  operador: 'src/features/operator-panel/components/operator-panel.tsx',
  contable: 'src/app/finance-tab-panel.tsx',
  cliente: 'src/features/audits/components/audits-tab-panel.tsx',
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const dist = path.resolve(
  args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../dist', import.meta.url)),
);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error.message} (build first: npm run build --workspace @auditorias/web)`);
  }
}

const manifest = readJson(path.join(dist, '.vite', 'manifest.json'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

/** The files a set of manifest entries loads: their own chunks and every chunk they import statically. */
function closure(keys) {
  const js = new Set();
  const css = new Set();
  const queue = [...keys];
  const seen = new Set();
  while (queue.length) {
    const key = queue.shift();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key} is not in the build's manifest: update ${path.basename(import.meta.url)}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    queue.push(...(chunk.imports ?? []));
  }
  return { js, css };
}

function union(...sets) {
  return {
    js: new Set(sets.flatMap((s) => [...s.js])),
    css: new Set(sets.flatMap((s) => [...s.css])),
  };
}

/** Bytes sent for a file with the given encoding: its pre-compressed sibling, or the file itself without one. */
function sent(file, encoding) {
  const full = path.join(dist, file);
  for (const candidate of encoding ? [`${full}.${encoding}`, full] : [full])
    if (fs.existsSync(candidate)) return fs.statSync(candidate).size;
  throw new Error(`${file} is missing from ${dist}`);
}

function measure(files) {
  const total = (list, encoding) => [...list].reduce((sum, file) => sum + sent(file, encoding), 0);
  return {
    files: files.js.size,
    jsGzip: total(files.js, 'gz'),
    jsBrotli: total(files.js, 'br'),
    jsRaw: total(files.js, null),
    cssGzip: total(files.css, 'gz'),
  };
}

// The login page: the entry and its static imports, cross-checked with what index.html names.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const fromHtml = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((m) => m[1]);
const lazyOnLogin = LOGIN_LAZY.filter((key) => manifest[key]?.isDynamicEntry);
const login = union(closure([entryKey, ...lazyOnLogin]), {
  js: new Set(fromHtml),
  css: new Set([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1])),
});
const prefetched = closure(PREFETCHED);
const results = {
  budget: LOGIN_BUDGET,
  login: measure(login),
  prefetchedOnLogin: measure({
    js: new Set([...prefetched.js].filter((f) => !login.js.has(f))),
    css: new Set([...prefetched.css].filter((f) => !login.css.has(f))),
  }),
  firstScreens: Object.fromEntries(
    Object.entries(START_PANELS).map(([role, panel]) => [
      role,
      measure(union(login, prefetched, closure([panel]))),
    ]),
  ),
};

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const line = (m) =>
  `${kb(m.jsGzip)} gzip (${kb(m.jsBrotli)} brotli, ${kb(m.jsRaw)} raw), ${m.files} files; CSS ${kb(m.cssGzip)} gzip`;
if (json) console.log(JSON.stringify(results, null, 2));
else {
  console.log(`JavaScript as the server sends it (${path.relative(process.cwd(), dist) || '.'})`);
  console.log(`login page                    ${line(results.login)}`);
  console.log(`  then ahead, once shown      ${line(results.prefetchedOnLogin)}`);
  for (const [role, m] of Object.entries(results.firstScreens))
    console.log(`${`${role}'s first screen`.padEnd(30)}${line(m)}`);
}
const over = results.login.jsGzip - LOGIN_BUDGET;
if (over > 0) {
  console.error(
    `The login page downloads ${kb(results.login.jsGzip)} of gzipped JavaScript, ${kb(over)} over its budget of ${kb(LOGIN_BUDGET)}: what it does not need must not load before sign-in (apps/web/src/app/router.tsx).`,
  );
  process.exit(1);
}
if (!json) console.log(`login page within its budget of ${kb(LOGIN_BUDGET)} gzip`);
