#!/usr/bin/env node
/**
 * No source file over 400 lines (docs/decisions.md, 'Finance use cases, one file each' and issue 24): a file that
 * long mixes use cases; split it by use case behind a thin facade that keeps its names (as audits and finance are).
 * Biome has no per-file line limit (its size rules count a function's lines), so this small script counts them.
 * Files left out, each with its reason (EXEMPT below): tests and test helpers (a test file is a list of cases, its
 * length is coverage, not mixed use cases), e2e specs (same), migrations (written by drizzle-kit, never edited),
 * seeds (demo data rows), the benchmark's load and data generators under `apps/server/bench/` (scripted data, not
 * product code), generated files, and dist/ or build output.
 * Files still over the limit are listed in MUST_GO, each with what splitting it needs: the check prints them on
 * every run as debts (like `.dependency-cruiser.cjs` lists its known exceptions) and fails on any other file over
 * the limit, or on a MUST_GO entry that is now short enough (remove it: the list only shrinks).
 * Run by `npm run lint`; exits 1 and lists each file over the limit with its line count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIMIT = 400;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['apps', 'packages', 'scripts', 'e2e'];
const source = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|py)$/;
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.cache',
  'test-results',
  'playwright-report',
]);

/** [pattern over the path from the repository root, reason]: files the limit does not apply to. */
const EXEMPT = [
  [/\.(test|spec)\.(ts|tsx|mts|js|mjs)$/, 'tests: a list of cases, long because it covers much'],
  [/(^|\/)(test|testing)\//, 'test helpers and fixtures'],
  [/^e2e\//, 'end-to-end specs and their helpers (tests)'],
  [/^apps\/server\/src\/db\/migrations\//, 'migrations: written by drizzle-kit, never edited by hand'],
  [/^apps\/server\/src\/seed\//, 'seeds: demo data rows'],
  [
    /^apps\/server\/bench\//,
    "the benchmark's load scenarios and data generators (scripted data, not product code)",
  ],
  [/\.d\.ts$|\.gen\.(ts|tsx)$|(^|\/)generated\//, 'generated files'],
];

/**
 * Known debts: source files still over the limit, [path, what splitting it needs]. Remove an entry when its file
 * is split; never add one to let a new long file in.
 */
const MUST_GO = [];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || skippedDirs.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (source.test(entry.name)) yield path;
  }
}

const mustGo = new Map(MUST_GO);
const over = [];
const stillDue = [];
const nowShort = new Set(mustGo.keys());
for (const top of roots) {
  for (const file of sourceFiles(join(root, top))) {
    const path = relative(root, file).split(sep).join('/');
    if (EXEMPT.some(([pattern]) => pattern.test(path))) continue;
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines <= LIMIT) continue;
    nowShort.delete(path);
    if (mustGo.has(path)) stillDue.push([path, lines, mustGo.get(path)]);
    else over.push([path, lines]);
  }
}

if (stillDue.length > 0) {
  console.log(`Known long files that must go (scripts/check-file-size.mjs, MUST_GO):`);
  for (const [path, lines, what] of stillDue) console.log(`  - ${path} (${lines} lines): ${what}`);
}
let failed = false;
if (over.length > 0) {
  console.error(`\nFile size check: ${over.length} source file(s) over ${LIMIT} lines\n`);
  for (const [path, lines] of over) console.error(`  ${path}: ${lines} lines (split it by use case)`);
  failed = true;
}
if (nowShort.size > 0) {
  console.error(`\nFile size check: now within ${LIMIT} lines, remove from MUST_GO:`);
  for (const path of nowShort) console.error(`  ${path}`);
  failed = true;
}
if (failed) process.exit(1);
console.log(`File size check: no source file over ${LIMIT} lines besides the known ones`);
