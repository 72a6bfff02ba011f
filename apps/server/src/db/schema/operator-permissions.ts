import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users-files';

export const operatorClientStatusEnum = pgEnum('operator_client_status', ['asignado', 'bloqueado']);

/** An operator is assigned to a client (exclusive access) or blocked from it; no row means available. */
export const operatorClientPermissions = pgTable(
  'operator_client_permissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: operatorClientStatusEnum('status').notNull(),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ocp_operator_client_unique').on(t.operatorId, t.clientId),
    index('ocp_client_idx').on(t.clientId),
    index('ocp_created_by_idx').on(t.createdBy),
  ],
);
