import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messages, users } from '../../db/schema/index';

export type MessageRow = typeof messages.$inferSelect & { senderName: string };

const withSender = { message: messages, senderName: users.name };

function flatten(rows: Array<{ message: typeof messages.$inferSelect; senderName: string }>): MessageRow[] {
  return rows.map((r) => ({ ...r.message, senderName: r.senderName }));
}

/** Messages that `userId` still sees (not hidden on its side). */
function visibleTo(userId: number) {
  return or(
    and(eq(messages.fromUserId, userId), eq(messages.hiddenForSender, false)),
    and(eq(messages.toUserId, userId), eq(messages.hiddenForRecipient, false)),
  );
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

/**
 * The user's conversations: for each counterpart, its latest visible message and how many are unread.
 * Newest first, bounded.
 */
export async function listConversations(db: DbOrTx, userId: number, limit: number) {
  // DISTINCT ON must repeat the ORDER BY expression exactly, so the id is written in, not bound as a parameter.
  if (!Number.isSafeInteger(userId)) throw new Error('userId must be an integer');
  const me = sql.raw(String(userId));
  const other = sql<number>`case when ${messages.fromUserId} = ${me} then ${messages.toUserId} else ${messages.fromUserId} end`;
  const latest = await db
    .selectDistinctOn([other], { id: messages.id, other, createdAt: messages.createdAt })
    .from(messages)
    .where(visibleTo(userId))
    .orderBy(other, desc(messages.createdAt), desc(messages.id));
  latest.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const page = latest.slice(0, limit);
  if (page.length === 0) return [];
  const otherIds = page.map((p) => Number(p.other));
  const [lastMessages, counterparts, unread] = await Promise.all([
    db
      .select(withSender)
      .from(messages)
      .innerJoin(users, eq(users.id, messages.fromUserId))
      .where(
        inArray(
          messages.id,
          page.map((p) => p.id),
        ),
      ),
    db
      .select({ id: users.id, name: users.name, role: users.role, email: users.email })
      .from(users)
      .where(inArray(users.id, otherIds)),
    db
      .select({ from: messages.fromUserId, n: sql<number>`count(*)::int` })
      .from(messages)
      .where(
        and(
          eq(messages.toUserId, userId),
          eq(messages.leido, false),
          eq(messages.hiddenForRecipient, false),
          inArray(messages.fromUserId, otherIds),
        ),
      )
      .groupBy(messages.fromUserId),
  ]);
  const byId = new Map(flatten(lastMessages).map((m) => [m.id, m]));
  return page.flatMap((p) => {
    const message = byId.get(p.id);
    const user = counterparts.find((u) => u.id === Number(p.other));
    if (!message || !user) return [];
    return [{ user, lastMessage: message, unreadCount: unread.find((u) => u.from === user.id)?.n ?? 0 }];
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
