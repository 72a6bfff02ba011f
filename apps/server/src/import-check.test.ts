import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/** `npm run lint`'s import check (scripts/check-imports.mjs, docs/decisions.md 'Feature boundaries') on a folder. */
const script = fileURLToPath(new URL('../../../scripts/check-imports.mjs', import.meta.url));
const root = fileURLToPath(new URL('../../../', import.meta.url));

let folder = '';
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

function check(files: Record<string, string>) {
  folder = mkdtempSync(join(tmpdir(), 'import-check-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  const run = spawnSync(process.execPath, [script, folder], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the import check of npm run lint', () => {
  it('fails on a new circle, a type-only import included, and names its files', () => {
    const { status, output } = check({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import type { a } from './a';\nexport const b = 1 as unknown as typeof a;\n",
    });
    expect(status).toBe(1);
    expect(output).toMatch(/no-circular: .*a\.ts\s+→ .*b\.ts\s+→ .*a\.ts/);
  });

  it('passes the same files once the circle is broken', () => {
    const { status, output } = check({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': 'export const b = 1;\n',
    });
    expect(output).toContain('Import check: no import circle');
    expect(status).toBe(0);
  });
});
