// `npx tsx bench/storage.ts` (inside apps/server): put and read of uploaded files on each storage driver.
//
// A temporary database on the local PostgreSQL server (TEST_DATABASE_URL, default postgres@127.0.0.1/test;
// dropped afterwards) and a temporary folder. For 1 MB and 10 MB of random bytes (incompressible, like the PDF
// and JPEG uploads) each driver stores the content BENCH_ROUNDS times (default 10) and reads every copy back in
// full; the median time per file is printed, with MB/s. Figures go to docs/operations.md.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { postgresStorage } from '../src/storage/postgres-storage';
import { diskStorage, type FileStorage } from '../src/storage/storage';
import { openTestDatabase } from '../src/test/database';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SIZES = [1, 10];

async function drain(stream: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function measure(storage: FileStorage, content: Buffer) {
  const puts: number[] = [];
  const reads: number[] = [];
  const keys: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    keys.push(await storage.put(content));
    puts.push(performance.now() - start);
  }
  for (const key of keys) {
    const start = performance.now();
    const bytes = await drain(storage.read(key));
    reads.push(performance.now() - start);
    if (bytes !== content.length) throw new Error(`leídos ${bytes} bytes de ${content.length}`);
  }
  for (const key of keys) await storage.remove(key);
  return { put: median(puts), read: median(reads) };
}

async function main() {
  const database = await openTestDatabase();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'auditorias-bench-storage-'));
  const drivers: Array<[string, FileStorage]> = [
    ['disk', diskStorage(folder)],
    [`postgres (${database.kind})`, postgresStorage(database.db)],
  ];
  const rows: string[] = [];
  try {
    for (const mb of SIZES) {
      const content = randomBytes(mb * 1024 * 1024);
      for (const [name, storage] of drivers) {
        await measure(storage, content); // warm-up
        const { put, read } = await measure(storage, content);
        const rate = (ms: number) => ((mb * 1000) / ms).toFixed(0);
        rows.push(
          `| ${name} | ${mb} MB | ${put.toFixed(1)} ms (${rate(put)} MB/s) | ${read.toFixed(1)} ms (${rate(read)} MB/s) |`,
        );
      }
    }
  } finally {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(`Almacenamiento de archivos: mediana de ${ROUNDS} archivos, ${os.cpus().length} CPU`);
  console.log('| driver | size | put | read |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
