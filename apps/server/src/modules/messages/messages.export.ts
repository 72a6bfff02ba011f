import { argentineDay } from '@auditorias/domain/format/locale';
import { idParamsSchema } from '@auditorias/domain/schemas/common';
import { formatOnlyExportQuerySchema } from '@auditorias/domain/schemas/exports';
import type { Message } from '@auditorias/domain/schemas/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { EXPORT_MAX_ROWS, sheetFile } from '../../lib/export-files';
import { tooManyListRows } from '../../lib/export-pages';
import { downloadRoute } from '../../lib/route';
import * as repo from './messages.repo';
import { toMessage } from './messages.service';

const TYPE_LABELS: Record<Message['tipo'], string> = { mensaje: 'Mensaje', alerta: 'Alerta' };
const PRIORITY_LABELS: Record<Message['prioridad'], string> = { normal: 'Normal', alta: 'Alta' };

/**
 * GET /messages/conversation/{id}/export (registered under /api/messages): the caller's conversation with user
 * {id} as GET /messages/conversation/{id} answers it (only the messages the caller still sees, oldest first), as
 * CSV or XLSX. Unlike opening the conversation, downloading it marks nothing read.
 */
export const messagesExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  downloadRoute(app, '/conversation/:id/export', {
    config: { permission: 'authenticated' },
    tags: ['exportaciones'],
    summary: 'Descargar los mensajes de una conversación (CSV o XLSX)',
    params: idParamsSchema,
    querystring: formatOnlyExportQuerySchema,
    handler: async (auth, request) => {
      const found = await repo.listConversation(db, auth.user.id, request.params.id, EXPORT_MAX_ROWS + 1);
      if (found.length > EXPORT_MAX_ROWS) tooManyListRows();
      const me = auth.user.id;
      const formato = request.query.formato;
      return sheetFile<Message>(formato, `conversacion-${request.params.id}-${argentineDay()}`, {
        name: 'Conversación',
        rows: found.map(toMessage),
        columns: [
          { header: 'Fecha', kind: 'instant', value: (m) => m.createdAt },
          { header: 'De', kind: 'text', width: 24, value: (m) => m.sender.name },
          { header: 'Enviado por mí', kind: 'text', width: 10, value: (m) => m.fromUserId === me },
          { header: 'Tipo', kind: 'text', width: 10, value: (m) => TYPE_LABELS[m.tipo] },
          { header: 'Prioridad', kind: 'text', width: 10, value: (m) => PRIORITY_LABELS[m.prioridad] },
          { header: 'Mensaje', kind: 'text', width: 60, value: (m) => m.contenido },
          { header: 'Leído', kind: 'text', width: 8, value: (m) => m.leido },
        ],
      });
    },
  });
};
