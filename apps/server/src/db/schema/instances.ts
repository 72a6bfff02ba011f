import { bigint, customType, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * What several server instances share besides the business data.
 *
 * The content of uploaded files when `FILES_STORAGE=postgres` (storage/postgres-storage.ts): one row per storage
 * key, the same key `stored_files.storage_key` names (no foreign key: the content is written before its
 * description, like a file on disk). The column is stored EXTERNAL (migration): uploads are PDF, images and
 * Office files, already compressed, and uncompressed TOAST lets a download read it in slices.
 */
export const storedFileContents = pgTable('stored_file_contents', {
  storageKey: text('storage_key').primaryKey(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per scheduled job and period (jobs/scheduler.ts): the instance that inserts it runs the job for that
 * period, the others skip it. A failed run deletes its row so that the next tick (of any instance) tries again.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodStart] })],
);

/**
 * The version of each scope a poll depends on (events/poll-versions.ts): `auditorias`, `cola`, `operador:<id>`,
 * `cliente:<id>`, `mensajes:<user id>`, `alertas`, `finanzas`, `acceso:<user id>`, `acceso:operadores`,
 * `acceso:clientes`, and `base` (everything). Bumped at the commit of every transaction whose triggers notify a
 * change (migration 0024), so every instance, and an instance after a restart, derives the same ETags. A scope's
 * version is the sum of its row and its stripes `<scope>#1` to `#7`, which commits running at once bump side by
 * side (migration 0028).
 */
export const changeVersions = pgTable('change_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
