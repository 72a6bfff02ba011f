#!/usr/bin/env node
/**
 * Feature boundaries of the web app (docs/decisions.md, 'Feature boundaries'): a file of
 * `apps/web/src/features/<a>/` imports another feature `<b>` only through what `<b>` exports for others:
 *   - `features/<b>/public.ts`: the explicit list of its exports meant for other features;
 *   - `features/<b>/lazy.ts`, only with `import()`: what other features load on demand (kept out of the
 *     first download, so it is not listed in public.ts);
 * Test files (`*.test.ts(x)`) and testing helpers (`testing/` folders) may import any module of another feature
 * (fixtures, a screen that embeds this feature): listing test-only names in public.ts would make production modules
 * import them, and the import cycles that come with it.
 * Shared code (`src/components`, `src/lib`, `src/test`) imports no feature at all.
 * Biome's noRestrictedImports matches the written specifier, not the resolved file, so it cannot tell
 * `../api/x` inside a feature from `../../other/api/x`; this script resolves each relative import instead.
 * Run by `npm run lint`; exits 1 and lists each violation (file:line) when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps', 'web', 'src');
const features = join(src, 'features');
const shared = ['components', 'lib', 'test'].map((d) => join(src, d));

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|js|jsx|mjs)$/.test(entry.name)) yield path;
  }
}

/** The feature a path lies in, and the path inside it ('public', 'api/list-x', ...), or null. */
function featureOf(path) {
  const rel = relative(features, path);
  if (rel.startsWith('..') || rel === '') return null;
  const [name, ...rest] = rel.split(sep);
  return {
    name,
    inside: rest
      .join('/')
      .replace(/\.(ts|tsx|mts|js|jsx|mjs)$/, '')
      .replace(/\/index$/, ''),
  };
}

/** Every module specifier of a file, with its line and whether it is a dynamic `import()`. */
function specifiers(text) {
  const found = [];
  const lineAt = (index) => text.slice(0, index).split('\n').length;
  const staticRe = /(?:^|[;\n}])\s*(?:import|export)\b(?:[^'";]*?\bfrom\s*)?\s*['"]([^'"\n]+)['"]/g;
  const dynamicRe = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
  for (const m of text.matchAll(staticRe))
    found.push({ spec: m[1], line: lineAt(m.index + m[0].indexOf(m[1])), dynamic: false });
  for (const m of text.matchAll(dynamicRe)) found.push({ spec: m[1], line: lineAt(m.index), dynamic: true });
  return found;
}

const isTestFile = (path) => /\.test\.(ts|tsx)$/.test(path) || path.split(sep).includes('testing');

const problems = [];
for (const file of sourceFiles(src)) {
  const from = featureOf(file);
  const inShared = shared.some((d) => !relative(d, file).startsWith('..'));
  if (!from && !inShared) continue;
  for (const { spec, line, dynamic } of specifiers(readFileSync(file, 'utf8'))) {
    if (!spec.startsWith('.')) continue;
    const to = featureOf(resolve(dirname(file), spec));
    if (!to || to.name === from?.name) continue;
    const where = `${relative(root, file)}:${line}`;
    if (inShared) {
      problems.push(`${where}  shared code imports the feature '${to.name}' ('${spec}')`);
      continue;
    }
    const allowed = to.inside === 'public' || (dynamic && to.inside === 'lazy') || isTestFile(file);
    if (!allowed)
      problems.push(
        `${where}  '${from.name}' reaches into '${to.name}' ('${spec}'): import it from '${to.name}/public' (add the export there)`,
      );
  }
}

if (problems.length > 0) {
  console.error(`Feature boundaries: ${problems.length} import(s) across features that skip public.ts\n`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('Feature boundaries: every import across web features goes through public.ts');
