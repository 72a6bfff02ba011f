import { randomBytes } from 'node:crypto';
import { auditIdParamsSchema, clientPdfResponseSchema } from '@auditorias/domain/schemas/audits';
import { errorResponses } from '@auditorias/domain/schemas/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonRoute, ok } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { sendStoredFile } from '../files/public';
import type { ReportsService } from './reports.service';

const tags = ['reportes'];
const params = auditIdParamsSchema;
const errors = errorResponses;
// Who may get which report (tenant scope, state, client or staff) is the service's rule.
const session = { permission: 'audit_view' as const };

function attachment(reply: FastifyReply, content: Buffer, fileName: string, type: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(content);
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService; files: FilesService }> = async (
  app,
  opts,
) => {
  const r = opts.reports;

  /** A report's PDF: the final one stored for the client, or one generated now. */
  const sendPdf = (reply: FastifyReply, result: Awaited<ReturnType<ReportsService['pdf']>>) =>
    result.kind === 'stored'
      ? sendStoredFile(reply, opts.files.storage, result.file)
      : attachment(reply, result.content, result.fileName, 'application/pdf');

  for (const path of ['/:id/report/word', '/:id/download-word']) {
    app.get(
      path,
      { config: session, schema: { tags, summary: 'Reporte Word (.docx)', params, response: errors } },
      async (request, reply) => {
        const { content, fileName } = await r.word(requireAuth(request), request.params.id);
        return attachment(reply, content, fileName, DOCX);
      },
    );
  }

  app.get(
    '/:id/report/html',
    {
      config: session,
      schema: {
        tags,
        summary: 'Reporte HTML (print=true abre el diálogo de impresión)',
        params,
        querystring: z.strictObject({ print: z.enum(['true', 'false']).optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      const page = await r.html(
        requireAuth(request),
        request.params.id,
        request.query.print === 'true',
        nonce,
      );
      return (
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header(
            'content-security-policy',
            `default-src 'none'; img-src data:; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; frame-ancestors 'self'`,
          )
          // An HTML page, not JSON: only the refusals are declared (and serialized) as JSON.
          .send(page as never)
      );
    },
  );

  const pdfQuery = z.strictObject({ titulo: z.string().trim().max(200).optional() });

  app.get(
    '/:id/report/pdf',
    {
      config: session,
      schema: {
        tags,
        summary: 'Reporte PDF (para un cliente, el PDF final entregado)',
        params,
        response: errors,
      },
    },
    async (request, reply) => sendPdf(reply, await r.pdf(requireAuth(request), request.params.id, 'interno')),
  );

  app.get(
    '/:id/generate/pdf-client',
    {
      config: session,
      schema: {
        tags,
        summary: 'PDF para el cliente (título editable hasta la entrega)',
        params,
        querystring: pdfQuery,
        response: errors,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await r.pdf(requireAuth(request), request.params.id, 'cliente', request.query.titulo)),
  );

  jsonRoute(app, 'PUT', '/supervisor/:id/generate-pdf-for-client', {
    config: { permission: 'audit_correct' },
    tags,
    summary: 'Generar y guardar el PDF final para el cliente',
    params,
    body: pdfQuery.nullish(),
    response: clientPdfResponseSchema,
    handler: async (auth, request) =>
      ok({ pdfFileName: await r.generateForClient(auth, request.params.id, request.body?.titulo) }),
  });
};
