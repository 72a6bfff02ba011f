import { canViewUser } from '@auditorias/domain/auth/permissions';
import { canMessage, canSendAlert, messageableRoles } from '@auditorias/domain/chat/rules';
import { MSG } from '@auditorias/domain/messages';
import { pageOf } from '@auditorias/domain/schemas/lists';
import type { Message, SendMessageRequest } from '@auditorias/domain/schemas/messages';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { afterOf } from '../../lib/keyset';
import { findUserById, listActiveByRoles } from '../users/public';
import * as repo from './messages.repo';

const LIST_LIMIT = 200;
const CONVERSATION_LIMIT = 500;

export function toMessage(row: repo.MessageRow): Message {
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    contenido: row.contenido,
    tipo: row.tipo,
    prioridad: row.prioridad,
    leido: row.leido,
    createdAt: row.createdAt.toISOString(),
    sender: { name: row.senderName },
  };
}

export function createMessagesService(deps: { db: Db }) {
  const { db } = deps;

  /** Sends a message; the rule of who may write to whom is the domain's `canMessage`. */
  async function send(auth: AuthContext, input: SendMessageRequest): Promise<Message> {
    const recipient = await findUserById(db, input.toUserId);
    if (!recipient || !canMessage(auth.user, recipient)) {
      // An unknown user and a user you may not write to look the same.
      throw forbidden(MSG.cannotMessage);
    }
    if ((input.tipo === 'alerta' || input.prioridad === 'alta') && !canSendAlert(auth.user.role)) {
      throw forbidden(MSG.onlyAdminAlerts);
    }
    const row = await repo.insertMessage(db, {
      fromUserId: auth.user.id,
      toUserId: recipient.id,
      contenido: input.contenido,
      tipo: input.tipo,
      prioridad: input.prioridad,
      impersonatorId: auth.impersonatorId,
    });
    return toMessage(row);
  }

  async function myMessages(auth: AuthContext) {
    return (await repo.listReceived(db, auth.user.id, LIST_LIMIT)).map(toMessage);
  }

  /** 'Mensajes Administrativos' of a user: what admins sent them. */
  async function adminMessagesOf(auth: AuthContext, userId: number) {
    if (!canViewUser(auth.user, userId)) throw forbidden();
    if (!(await findUserById(db, userId))) throw notFound(MSG.userNotFound);
    return (await repo.listFromAdmins(db, userId, LIST_LIMIT)).map(toMessage);
  }

  /** One page of the user's conversations, newest first; the cursor names the last one's (instant, person). */
  async function conversations(auth: AuthContext, query: { limit: number; cursor?: string | undefined }) {
    const rows = await repo.listConversations(db, auth.user.id, query.limit + 1, afterOf(query.cursor));
    const { page, paginacion } = pageOf(rows, query.limit, (c) => c.position);
    return {
      data: page.map((c) => ({
        userId: c.user.id,
        user: { name: c.user.name, role: c.user.role, email: c.user.email },
        lastMessage: toMessage(c.lastMessage),
        unreadCount: c.unreadCount,
      })),
      paginacion,
    };
  }

  /**
   * Opens a conversation: answers its messages and marks the incoming ones read (not while an admin is
   * impersonating: what the user has not read stays unread).
   */
  async function conversation(auth: AuthContext, otherId: number) {
    const rows = await repo.listConversation(db, auth.user.id, otherId, CONVERSATION_LIMIT);
    if (!auth.impersonatorId && rows.some((r) => r.toUserId === auth.user.id && !r.leido)) {
      await repo.markConversationRead(db, auth.user.id, otherId, new Date());
      for (const r of rows) if (r.toUserId === auth.user.id) r.leido = true;
    }
    return rows.map(toMessage);
  }

  async function unread(auth: AuthContext) {
    const [count, latest] = await Promise.all([
      repo.countUnread(db, auth.user.id),
      repo.latestUnread(db, auth.user.id),
    ]);
    return { count, latest: latest ? toMessage(latest) : null };
  }

  async function deleteConversation(auth: AuthContext, otherId: number) {
    return repo.hideConversation(db, auth.user.id, otherId);
  }

  /** Only the recipient marks a message read; anyone else gets 404 (it is not theirs to see). */
  async function markRead(auth: AuthContext, id: number) {
    const message = await repo.findMessage(db, id);
    if (!message || message.toUserId !== auth.user.id || message.hiddenForRecipient)
      throw notFound(MSG.messageNotFound);
    if (!auth.impersonatorId) await repo.markRead(db, id, new Date());
  }

  /** Deleting a message hides it for the caller's side only. */
  async function remove(auth: AuthContext, id: number) {
    const message = await repo.findMessage(db, id);
    const side =
      message?.fromUserId === auth.user.id && !message.hiddenForSender
        ? 'sender'
        : message?.toUserId === auth.user.id && !message.hiddenForRecipient
          ? 'recipient'
          : null;
    if (!message || !side) throw notFound(MSG.messageNotFound);
    await repo.hideMessage(db, id, side);
  }

  /** The people the caller may write to. */
  async function contacts(auth: AuthContext) {
    const rows = await listActiveByRoles(db, messageableRoles(auth.user.role));
    return rows
      .filter((u) => canMessage(auth.user, u))
      .map((u) => ({ id: u.id, name: u.name, role: u.role, email: u.email }));
  }

  return {
    send,
    myMessages,
    adminMessagesOf,
    conversations,
    conversation,
    unread,
    deleteConversation,
    markRead,
    remove,
    contacts,
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
