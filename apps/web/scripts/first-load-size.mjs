// Gzipped JS of the login page (index.html entry + static imports) and of each role's first dashboard screen.
// Usage, after `npm run build --workspace @auditorias/web`: node apps/web/scripts/first-load-size.mjs apps/web/dist
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.argv[2];
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const start = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((m) => path.resolve(dist, `.${m[1]}`));
const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
const byName = (prefix) => {
  const f = files.find(
    (x) =>
      x.startsWith(`${prefix}-`) &&
      /^[\w-]+-[\w-]{8}\.js$/.test(x) &&
      x.slice(prefix.length + 1).length === 11,
  );
  if (!f) throw new Error(`no chunk ${prefix}`);
  return path.join(assets, f);
};
function closure(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const f = queue.shift();
    if (seen.has(f)) continue;
    seen.add(f);
    const src = fs.readFileSync(f, 'utf8');
    for (const m of src.matchAll(
      /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
    ))
      queue.push(path.resolve(path.dirname(f), m[1]));
  }
  return seen;
}
const gz = (set) => [...set].reduce((t, f) => t + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const login = closure(start);
console.log(`login (entry + static imports): ${kb(gz(login))}, ${login.size} files`);
const roles = {
  admin: 'overview-tab-panel',
  supervisor: 'overview-tab-panel',
  operador: 'operator-panel',
  contable: null,
  cliente: 'audits-tab-panel',
};
for (const [role, panel] of Object.entries(roles)) {
  const all = closure([...start, byName('dashboard-page'), ...(panel ? [byName(panel)] : [])]);
  console.log(
    `${role.padEnd(11)} first screen /dashboard (${panel ?? 'TabComingSoon'}): ${kb(gz(all))} (+${kb(gz(all) - gz(login))} after login), ${all.size} files`,
  );
}
