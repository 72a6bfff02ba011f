import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { loginAs, testEnv, useTestApp } from '../test/app';
import { sqlRows } from '../test/database';
import { RotationError, rotateSecrets } from './rotate-secrets';
import { parseKey, type SecretBox, secretBox } from './secrets';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

const t = useTestApp({ users: [] });
let oldKey: string;

beforeAll(() => {
  oldKey = t.config.secretsKey ?? '';
});

const newKeyText = () => randomBytes(32).toString('base64');
const boxOf = (key: string) => secretBox(parseKey(key));

/** Every sealed DVR password in the database, by table and id. */
async function sealed(): Promise<Map<string, string>> {
  const rows = await sqlRows<{ k: string; v: string }>(
    t.database.db,
    sql`select 'c' || id as k, dvr_password_principal_enc as v from clients where dvr_password_principal_enc is not null
        union all
        select 'b' || id, dvr_password_enc from branches where dvr_password_enc is not null`,
  );
  return new Map(rows.map((r) => [r.k, r.v]));
}

function openAll(box: SecretBox, rows: Map<string, string>) {
  return new Map([...rows].map(([k, v]) => [k, box.open(v)]));
}

describe('DVR key rotation', () => {
  it('re-encrypts every password from the old key to the new one, then skips them all on a second run', async () => {
    const before = await sealed();
    expect(before.size).toBeGreaterThanOrEqual(3);
    const clear = openAll(boxOf(oldKey), before);
    expect([...clear.values()]).toContain('norte-dvr-2026');

    const next = newKeyText();
    const first = await rotateSecrets(t.database.db, boxOf(oldKey), boxOf(next));
    expect(first).toEqual({ reencrypted: before.size, skipped: 0 });
    const after = await sealed();
    expect(openAll(boxOf(next), after)).toEqual(clear);
    for (const [k, v] of after) {
      expect(v, k).not.toBe(before.get(k));
      expect(() => boxOf(oldKey).open(v), k).toThrow();
    }

    const second = await rotateSecrets(t.database.db, boxOf(oldKey), boxOf(next));
    expect(second).toEqual({ reencrypted: 0, skipped: before.size });
    expect(await sealed()).toEqual(after);

    // An instance started with the new key hands the passwords out as before.
    const app = await buildApp({ config: loadConfig(testEnv({ SECRETS_KEY: next })), database: t.database });
    try {
      await app.ready();
      const { auth } = await loginAs(app, 'admin');
      const [norte] = await sqlRows<{ id: number }>(
        t.database.db,
        sql`select id from clients where nombre = 'Demo Norte S.A.'`,
      );
      const res = await app.inject({ method: 'GET', url: `/api/clients/${norte?.id}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.dvr_password_principal).toBe('norte-dvr-2026');
    } finally {
      await app.close();
    }
    oldKey = next;
  });

  it('a password neither key opens stops the rotation and changes nothing', async () => {
    const stranger = boxOf(newKeyText());
    const [branch] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from branches order by id desc limit 1`,
    );
    await t.database.db.execute(
      sql`update branches set dvr_password_enc = ${stranger.seal('ajena')} where id = ${branch?.id}`,
    );
    const before = await sealed();
    const attempt = rotateSecrets(t.database.db, boxOf(oldKey), boxOf(newKeyText()));
    await expect(attempt).rejects.toBeInstanceOf(RotationError);
    await expect(attempt).rejects.toThrow(`branches.dvr_password_enc id ${branch?.id}`);
    expect(await sealed()).toEqual(before);
    await t.database.db.execute(
      sql`update branches set dvr_password_enc = ${boxOf(oldKey).seal('ajena')} where id = ${branch?.id}`,
    );
  });

  it.skipIf(process.env.TEST_DB_KIND === 'pglite')(
    'runs as `npm run secrets:rotate` with SECRETS_KEY_OLD and SECRETS_KEY, and refuses without both',
    async () => {
      const before = await sealed();
      const next = newKeyText();
      const env = {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        DATABASE_URL: t.database.url ?? '',
        SECRETS_KEY_OLD: oldKey,
        SECRETS_KEY: next,
      };
      const script = ['--import', 'tsx', 'src/scripts/rotate-secrets.ts'];
      const { stdout } = await run(process.execPath, script, { cwd: SERVER_DIR, env });
      expect(stdout).toContain(
        `Contraseñas de DVR recifradas con la clave nueva: ${before.size}; ya estaban con la clave nueva: 0.`,
      );
      expect(openAll(boxOf(next), await sealed())).toEqual(openAll(boxOf(oldKey), before));
      const again = await run(process.execPath, script, { cwd: SERVER_DIR, env });
      expect(again.stdout).toContain(
        `recifradas con la clave nueva: 0; ya estaban con la clave nueva: ${before.size}.`,
      );

      const missing = run(process.execPath, script, {
        cwd: SERVER_DIR,
        env: { ...env, SECRETS_KEY_OLD: '' },
      });
      await expect(missing).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Definí SECRETS_KEY_OLD (la clave actual) y SECRETS_KEY (la nueva)'),
      });
    },
    60_000,
  );
});
