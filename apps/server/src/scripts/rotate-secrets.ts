import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { rotateSecrets } from '../lib/rotate-secrets';
import { parseKey, secretBox } from '../lib/secrets';

/**
 * `npm run secrets:rotate --workspace @auditorias/server`: re-encrypts every stored DVR password from
 * SECRETS_KEY_OLD to SECRETS_KEY, in one transaction; safe to run again. See docs/operations.md.
 */
const oldRaw = process.env.SECRETS_KEY_OLD;
const newRaw = process.env.SECRETS_KEY;
if (!oldRaw || !newRaw) {
  console.error('\nDefiní SECRETS_KEY_OLD (la clave actual) y SECRETS_KEY (la nueva) para rotar la clave.\n');
  process.exit(1);
}
try {
  const oldKey = parseKey(oldRaw);
  const newKey = parseKey(newRaw);
  if (oldKey.equals(newKey)) {
    console.error('\nSECRETS_KEY_OLD y SECRETS_KEY son la misma clave: no hay nada que rotar.\n');
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const { reencrypted, skipped } = await rotateSecrets(database.db, secretBox(oldKey), secretBox(newKey));
    console.log(
      `Contraseñas de DVR recifradas con la clave nueva: ${reencrypted}; ya estaban con la clave nueva: ${skipped}.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
