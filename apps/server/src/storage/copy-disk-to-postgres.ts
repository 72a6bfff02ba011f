// One-off, when switching FILES_STORAGE from disk to postgres: copies every file that `stored_files` names from
// FILES_DIR into stored_file_contents. Run it inside apps/server with the server's environment:
//   DATABASE_URL=... FILES_DIR=... npx tsx src/storage/copy-disk-to-postgres.ts
// It may run while the server runs, and again: a file already in the database is skipped, one missing on disk is
// listed. Files are removed from disk by nobody: delete FILES_DIR by hand once the copy reports no missing file.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { storedFileContents, storedFiles } from '../db/schema/index';
import { diskStorage } from './storage';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const disk = diskStorage(config.filesDir);
  let copied = 0;
  const missing: string[] = [];
  try {
    const pending = await database.db
      .select({ key: storedFiles.storageKey, nombre: storedFiles.nombreOriginal })
      .from(storedFiles)
      .where(
        sql`not exists (select 1 from ${storedFileContents} c where c.storage_key = ${storedFiles.storageKey})`,
      );
    for (const file of pending) {
      if (!(await disk.exists(file.key))) {
        missing.push(`${file.key} (${file.nombre})`);
        continue;
      }
      const content = await readAll(disk.read(file.key));
      await database.db
        .insert(storedFileContents)
        .values({ storageKey: file.key, content })
        .onConflictDoNothing();
      copied++;
    }
  } finally {
    await database.close();
  }
  console.log(`Copiados a PostgreSQL: ${copied}. Sin archivo en ${config.filesDir}: ${missing.length}.`);
  for (const m of missing) console.log(`  falta: ${m}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
