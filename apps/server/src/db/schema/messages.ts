import { MESSAGE_PRIORITIES, MESSAGE_TYPES } from '@auditorias/domain/schemas/messages';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './clients-users-files';

export const messageTypeEnum = pgEnum('message_type', MESSAGE_TYPES);
export const messagePriorityEnum = pgEnum('message_priority', MESSAGE_PRIORITIES);

/** Messages between two users. Deleting a conversation hides it for that side only. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    contenido: text('contenido').notNull(),
    tipo: messageTypeEnum('tipo').notNull().default('mensaje'),
    prioridad: messagePriorityEnum('prioridad').notNull().default('normal'),
    leido: boolean('leido').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenForSender: boolean('hidden_for_sender').notNull().default(false),
    hiddenForRecipient: boolean('hidden_for_recipient').notNull().default(false),
    /** The admin who actually wrote it while impersonating the sender. */
    impersonatorId: integer('impersonator_id').references(() => users.id),
  },
  (t) => [
    index('messages_to_unread_idx').on(t.toUserId, t.leido),
    index('messages_pair_idx').on(t.fromUserId, t.toUserId, t.createdAt),
    index('messages_pair_rev_idx').on(t.toUserId, t.fromUserId, t.createdAt),
    index('messages_impersonator_idx').on(t.impersonatorId),
  ],
);

/**
 * Each user's conversations, one row per person they talk with: the last message that user still sees and how
 * many of the other's messages they have not read. Kept by statement-level triggers on messages (migration 0020),
 * so that the conversation list is a keyset page of an index instead of a scan of every message of the user.
 */
export const conversationHeads = pgTable(
  'conversation_heads',
  {
    userId: integer('user_id').notNull(),
    otherId: integer('other_id').notNull(),
    lastMessageId: integer('last_message_id').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.otherId] }),
    index('conversation_heads_recent_idx').on(t.userId, t.lastAt, t.otherId),
  ],
);
