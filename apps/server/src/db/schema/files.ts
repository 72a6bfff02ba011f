import { type AnyPgColumn, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const fileKindEnum = pgEnum('file_kind', ['contrato', 'procedimiento', 'adjunto', 'informe']);

/**
 * Uploaded files. The content lives in storage under `storageKey` (a generated name, never the user's); the
 * original name is kept for downloads. A file is uploaded first and then attached by the form that uses it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: fileKindEnum('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    nombreOriginal: text('nombre_original').notNull(),
    tipoMime: text('tipo_mime').notNull(),
    tamaño: integer('tamano').notNull(),
    uploadedBy: integer('uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a client or branch takes the file; unattached files are removed after a day. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('stored_files_uploaded_by_idx').on(t.uploadedBy),
    index('stored_files_unattached_idx').on(t.attachedAt),
    // File management pages the attachments by upload instant (keyset on uploaded_at and id; search and month).
    index('stored_files_uploaded_idx').on(t.uploadedAt, t.id),
  ],
);
