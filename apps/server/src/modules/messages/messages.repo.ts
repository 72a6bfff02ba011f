import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversationHeads, messages, users } from '../../db/schema/index';

export type MessageRow = typeof messages.$inferSelect & { senderName: string };

const withSender = { message: messages, senderName: users.name };

function flatten(rows: Array<{ message: typeof messages.$inferSelect; senderName: string }>): MessageRow[] {
  return rows.map((r) => ({ ...r.message, senderName: r.senderName }));
}

export async function insertMessage(db: DbOrTx, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('insert messages returned no row');
  const [sender] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.fromUserId));
  return { ...row, senderName: sender?.name ?? '' };
}

export async function findMessage(db: DbOrTx, id: number): Promise<MessageRow | null> {
  const rows = await db
    .select(withSender)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.fromUserId))
    .where(eq(messages.id, id));
  return flatten(rows)[0] ?? null;
}

/** Received by the user, newest first (bounded). */
export async function listReceived(db: DbOrTx, userId: number, limit: number) {
  const rows = await db
    .select(withSender)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.fromUserId))
    .where(and(eq(messages.toUserId, userId), eq(messages.hiddenForRecipient, false)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return flatten(rows);
}

/** Messages an admin sent to the user (the 'Mensajes Administrativos' history), newest first. */
export async function listFromAdmins(db: DbOrTx, userId: number, limit: number) {
  const rows = await db
    .select(withSender)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.fromUserId))
    .where(and(eq(messages.toUserId, userId), eq(users.role, 'admin')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return flatten(rows);
}

/** The conversation between two users as `userId` sees it: the latest `limit` messages, oldest first. */
export async function listConversation(db: DbOrTx, userId: number, otherId: number, limit: number) {
  const rows = await db
    .select(withSender)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.fromUserId))
    .where(
      or(
        and(
          eq(messages.fromUserId, userId),
          eq(messages.toUserId, otherId),
          eq(messages.hiddenForSender, false),
        ),
        and(
          eq(messages.fromUserId, otherId),
          eq(messages.toUserId, userId),
          eq(messages.hiddenForRecipient, false),
        ),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return flatten(rows).reverse();
}

export async function markConversationRead(db: DbOrTx, userId: number, otherId: number, at: Date) {
  await db
    .update(messages)
    .set({ leido: true, readAt: at })
    .where(and(eq(messages.toUserId, userId), eq(messages.fromUserId, otherId), eq(messages.leido, false)));
}

export async function markRead(db: DbOrTx, id: number, at: Date) {
  await db
    .update(messages)
    .set({ leido: true, readAt: at })
    .where(and(eq(messages.id, id), eq(messages.leido, false)));
}

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(eq(messages.toUserId, userId), eq(messages.leido, false), eq(messages.hiddenForRecipient, false)),
    );
  return row?.n ?? 0;
}

export async function latestUnread(db: DbOrTx, userId: number): Promise<MessageRow | null> {
  const rows = await db
    .select(withSender)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.fromUserId))
    .where(
      and(eq(messages.toUserId, userId), eq(messages.leido, false), eq(messages.hiddenForRecipient, false)),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return flatten(rows)[0] ?? null;
}

/** Where a page of the conversations continues: after this one, newest first by (last message, person). */
export interface ConversationPosition {
  at: string;
  otherId: number;
}

/**
 * One page of the user's conversations, newest first: for each person, the latest message the user still sees and
 * how many of theirs are unread. Read from `conversation_heads` (kept by the database from the messages), so a page
 * costs the same whatever the number of messages.
 */
export async function listConversations(
  db: DbOrTx,
  userId: number,
  limit: number,
  after?: ConversationPosition,
) {
  const page = await db
    .select({
      otherId: conversationHeads.otherId,
      lastMessageId: conversationHeads.lastMessageId,
      unread: conversationHeads.unread,
      at: sql<string>`${conversationHeads.lastAt}::text`,
    })
    .from(conversationHeads)
    .where(
      and(
        eq(conversationHeads.userId, userId),
        after
          ? sql`(${conversationHeads.lastAt}, ${conversationHeads.otherId}) < (${after.at}::timestamptz, ${after.otherId})`
          : undefined,
      ),
    )
    .orderBy(desc(conversationHeads.lastAt), desc(conversationHeads.otherId))
    .limit(limit);
  if (page.length === 0) return [];
  const [lastMessages, counterparts] = await Promise.all([
    db
      .select(withSender)
      .from(messages)
      .innerJoin(users, eq(users.id, messages.fromUserId))
      .where(
        inArray(
          messages.id,
          page.map((p) => p.lastMessageId),
        ),
      ),
    db
      .select({ id: users.id, name: users.name, role: users.role, email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          page.map((p) => p.otherId),
        ),
      ),
  ]);
  const byId = new Map(flatten(lastMessages).map((m) => [m.id, m]));
  const people = new Map(counterparts.map((u) => [u.id, u]));
  return page.flatMap((p) => {
    const message = byId.get(p.lastMessageId);
    const user = people.get(p.otherId);
    if (!message || !user) return [];
    return [
      { user, lastMessage: message, unreadCount: p.unread, position: { at: p.at, otherId: p.otherId } },
    ];
  });
}

/** Hides the whole conversation for `userId` only. */
export async function hideConversation(db: DbOrTx, userId: number, otherId: number): Promise<number> {
  const sent = await db
    .update(messages)
    .set({ hiddenForSender: true })
    .where(
      and(
        eq(messages.fromUserId, userId),
        eq(messages.toUserId, otherId),
        eq(messages.hiddenForSender, false),
      ),
    )
    .returning({ id: messages.id });
  const received = await db
    .update(messages)
    .set({ hiddenForRecipient: true, leido: true })
    .where(
      and(
        eq(messages.toUserId, userId),
        eq(messages.fromUserId, otherId),
        eq(messages.hiddenForRecipient, false),
      ),
    )
    .returning({ id: messages.id });
  return sent.length + received.length;
}

export async function hideMessage(db: DbOrTx, id: number, side: 'sender' | 'recipient') {
  await db
    .update(messages)
    .set(side === 'sender' ? { hiddenForSender: true } : { hiddenForRecipient: true, leido: true })
    .where(eq(messages.id, id));
}
