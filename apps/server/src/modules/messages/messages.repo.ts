import type { KeysetPosition } from '@auditorias/domain/schemas/lists';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversationHeads, messages, users } from '../../db/schema/index';
import { cursorText, keysetAfter } from '../../lib/keyset';

export type MessageRow = typeof messages.$inferSelect & { senderName: string };

const withSender = { message: messages, senderName: users.name };

/** Messages with their sender's name, newest first, at most `limit`. */
async function selectMessages(db: DbOrTx, where: SQL | undefined, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select(withSender)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.fromUserId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.message, senderName: r.senderName }));
}

export async function insertMessage(db: DbOrTx, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('insert messages returned no row');
  const [sender] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.fromUserId));
  return { ...row, senderName: sender?.name ?? '' };
}

export async function findMessage(db: DbOrTx, id: number): Promise<MessageRow | null> {
  return (await selectMessages(db, eq(messages.id, id), 1))[0] ?? null;
}

/** Received by the user, newest first (bounded). */
export function listReceived(db: DbOrTx, userId: number, limit: number) {
  return selectMessages(
    db,
    and(eq(messages.toUserId, userId), eq(messages.hiddenForRecipient, false)),
    limit,
  );
}

/** Messages an admin sent to the user (the 'Mensajes Administrativos' history), newest first. */
export function listFromAdmins(db: DbOrTx, userId: number, limit: number) {
  return selectMessages(db, and(eq(messages.toUserId, userId), eq(users.role, 'admin')), limit);
}

/** The conversation between two users as `userId` sees it: the latest `limit` messages, oldest first. */
export async function listConversation(db: DbOrTx, userId: number, otherId: number, limit: number) {
  const rows = await selectMessages(
    db,
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
    limit,
  );
  return rows.reverse();
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

/** What the user received, has not read and still sees. */
const unreadBy = (userId: number) =>
  and(eq(messages.toUserId, userId), eq(messages.leido, false), eq(messages.hiddenForRecipient, false));

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(messages).where(unreadBy(userId));
  return row?.n ?? 0;
}

export async function latestUnread(db: DbOrTx, userId: number): Promise<MessageRow | null> {
  return (await selectMessages(db, unreadBy(userId), 1))[0] ?? null;
}

/**
 * One page of the user's conversations, newest first (keyset on (last message, person): `after` names the
 * conversation a page continues after, its `id` the other person): for each person, the latest message the user still sees and
 * how many of theirs are unread. Read from `conversation_heads` (kept by the database from the messages), so a page
 * costs the same whatever the number of messages.
 */
export async function listConversations(db: DbOrTx, userId: number, limit: number, after?: KeysetPosition) {
  const page = await db
    .select({
      otherId: conversationHeads.otherId,
      lastMessageId: conversationHeads.lastMessageId,
      unread: conversationHeads.unread,
      at: cursorText(conversationHeads.lastAt),
    })
    .from(conversationHeads)
    .where(
      and(
        eq(conversationHeads.userId, userId),
        keysetAfter(conversationHeads.lastAt, conversationHeads.otherId, after),
      ),
    )
    .orderBy(desc(conversationHeads.lastAt), desc(conversationHeads.otherId))
    .limit(limit);
  if (page.length === 0) return [];
  const [lastMessages, counterparts] = await Promise.all([
    selectMessages(
      db,
      inArray(
        messages.id,
        page.map((p) => p.lastMessageId),
      ),
      page.length,
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
  const byId = new Map(lastMessages.map((m) => [m.id, m]));
  const people = new Map(counterparts.map((u) => [u.id, u]));
  return page.flatMap((p) => {
    const message = byId.get(p.lastMessageId);
    const user = people.get(p.otherId);
    if (!message || !user) return [];
    return [{ user, lastMessage: message, unreadCount: p.unread, position: { at: p.at, id: p.otherId } }];
  });
}

/** Hides the whole conversation for `userId` only. */
export async function hideConversation(db: DbOrTx, userId: number, otherId: number): Promise<number> {
  /** Hides for `userId` the messages it holds on one side (`hidden`) of the conversation, `from` → `to`. */
  const hide = async (
    from: number,
    to: number,
    hidden: typeof messages.hiddenForSender | typeof messages.hiddenForRecipient,
    set: Partial<typeof messages.$inferInsert>,
  ) => {
    const rows = await db
      .update(messages)
      .set(set)
      .where(and(eq(messages.fromUserId, from), eq(messages.toUserId, to), eq(hidden, false)))
      .returning({ id: messages.id });
    return rows.length;
  };
  const sent = await hide(userId, otherId, messages.hiddenForSender, { hiddenForSender: true });
  const received = await hide(otherId, userId, messages.hiddenForRecipient, {
    hiddenForRecipient: true,
    leido: true,
  });
  return sent + received;
}

export async function hideMessage(db: DbOrTx, id: number, side: 'sender' | 'recipient') {
  await db
    .update(messages)
    .set(side === 'sender' ? { hiddenForSender: true } : { hiddenForRecipient: true, leido: true })
    .where(eq(messages.id, id));
}
