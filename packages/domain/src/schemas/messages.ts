import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { MAX_MESSAGE_LENGTH } from '../chat/rules';
import { okMessageSchema } from './common';
import { pageQueryShape, pageResponseSchema } from './lists';

export const MESSAGE_TYPES = ['mensaje', 'alerta'] as const;
export const MESSAGE_PRIORITIES = ['normal', 'alta'] as const;

export const sendMessageRequestSchema = z.strictObject({
  toUserId: z.number({ error: 'Elegí el destinatario' }).int().positive(),
  contenido: z
    .string({ error: 'El mensaje no puede estar vacío' })
    .trim()
    .min(1, 'El mensaje no puede estar vacío')
    .max(MAX_MESSAGE_LENGTH, `El mensaje no puede superar ${MAX_MESSAGE_LENGTH} caracteres`),
  tipo: z.enum(MESSAGE_TYPES).default('mensaje'),
  prioridad: z.enum(MESSAGE_PRIORITIES).default('normal'),
  isReply: z.boolean().optional(),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  fromUserId: z.number().int(),
  toUserId: z.number().int(),
  contenido: z.string(),
  tipo: z.enum(MESSAGE_TYPES),
  prioridad: z.enum(MESSAGE_PRIORITIES),
  leido: z.boolean(),
  createdAt: z.string(),
  sender: z.object({ name: z.string() }),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  userId: z.number().int(),
  user: z.object({ name: z.string(), role: z.enum(ROLES), email: z.string() }),
  lastMessage: messageSchema,
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageResponseSchema = okMessageSchema.extend({
  data: messageSchema,
});
export const messageListResponseSchema = z.object({ success: z.literal(true), data: z.array(messageSchema) });
/** The conversations are a page (newest first); the screen follows `paginacion.siguiente` for older ones. */
export const conversationListQuerySchema = z.object({ ...pageQueryShape });
export const conversationListResponseSchema = pageResponseSchema('data', conversationSchema);
export const unreadCountResponseSchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  latest: messageSchema.nullable(),
});
export const contactsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(ROLES), email: z.string() })),
});
