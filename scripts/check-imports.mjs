#!/usr/bin/env node
/**
 * Import circles and server module boundaries (docs/decisions.md, 'Feature boundaries'), checked by
 * dependency-cruiser with the rules of `.dependency-cruiser.cjs` over the domain, the server and the web app.
 * This script only runs it and words the answer: each violation in full (exit 1), and the known debts listed in
 * the config one line each (a circle known to stay is counted, not printed path by path).
 * Run by `npm run lint`; `node scripts/check-imports.mjs [folders…]` checks other folders (the config's rules).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folders =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['packages/domain/src', 'apps/server/src', 'apps/web/src'];
const cli = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

const run = spawnSync(process.execPath, [cli, ...folders, '--output-type', 'json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 512 * 1024 * 1024,
});
let summary;
try {
  summary = JSON.parse(run.stdout).summary;
} catch {
  console.error(`Import check: dependency-cruiser did not answer\n${run.stderr}`);
  process.exit(2);
}

const comments = new Map(summary.ruleSetUsed.forbidden.map((r) => [r.name, r.comment ?? '']));
const errors = summary.violations.filter((v) => v.rule.severity === 'error');
const known = summary.violations.filter((v) => v.rule.severity !== 'error');
const shown = (v) =>
  v.cycle ? [v.from, ...v.cycle.map((c) => c.name)].join('\n      → ') : `${v.from} → ${v.to}`;

const debts = new Map();
for (const v of known) debts.set(v.rule.name, [...(debts.get(v.rule.name) ?? []), v]);
if (debts.size > 0) {
  console.log(`Known import debts that must go (.dependency-cruiser.cjs):`);
  for (const [name, list] of debts) {
    const what = list[0].cycle ? `${list.length} circle path(s)` : `${list[0].from} → ${list[0].to}`;
    console.log(`  - ${what}\n      ${comments.get(name)}`);
  }
}

if (errors.length > 0) {
  console.error(`\nImport check: ${errors.length} violation(s)\n`);
  for (const v of errors)
    console.error(`  ${v.rule.name}: ${shown(v)}\n      ${comments.get(v.rule.name)}\n`);
  process.exit(1);
}
console.log(
  `Import check: no import circle and no server module reaching into another, besides the known debts ` +
    `(${summary.totalCruised} modules, ${summary.totalDependenciesCruised} imports)`,
);
