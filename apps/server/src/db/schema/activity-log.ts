import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who did what, for actions that must be traceable: impersonation start and end, and every write made while
 * impersonating (with both the admin and the user shown).
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    method: text('method'),
    path: text('path'),
    statusCode: integer('status_code'),
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('activity_log_user_idx').on(t.userId, t.at),
    index('activity_log_impersonator_idx').on(t.impersonatorId, t.at),
  ],
);
