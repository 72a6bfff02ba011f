import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './clients-users-files';

/**
 * Who did what, for actions that must be traceable (the audit trail, docs/decisions.md "Registro de actividad"):
 * impersonation start and end and every write made while impersonating (with both the admin and the user shown),
 * role and permission changes, money actions, deletions and DVR password views. `action` is a code of the domain's
 * ACTIVITY_ACTION_LABELS; `target_type`/`target_id` name the object acted on.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    method: text('method'),
    path: text('path'),
    statusCode: integer('status_code'),
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('activity_log_user_idx').on(t.userId, t.at),
    index('activity_log_impersonator_idx').on(t.impersonatorId, t.at),
    // The screen's keyset (newest first) and its filters by action and by kind of object.
    index('activity_log_at_idx').on(t.at, t.id),
    index('activity_log_action_idx').on(t.action, t.at, t.id),
    index('activity_log_target_idx').on(t.targetType, t.at, t.id),
  ],
);
