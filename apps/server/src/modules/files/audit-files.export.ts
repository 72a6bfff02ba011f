import { argentineDay } from '@auditorias/domain/format/locale';
import type { StoredFile } from '@auditorias/domain/schemas/audit-files';
import { auditFilesExportQuerySchema } from '@auditorias/domain/schemas/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSheetFile } from '../../lib/export-pages';
import { downloadRoute } from '../../lib/route';
import type { AuditFilesService } from './audit-files.service';

/**
 * GET /audits/files/export (registered under /api/audits): the attachments of GET /audits/files with its filters
 * (search, month, order), for the same administrators, page by page up to the export maximum.
 */
export const auditFilesExportRoutes: FastifyPluginAsyncZod<{ auditFiles: AuditFilesService }> = async (
  app,
  { auditFiles },
) => {
  downloadRoute(app, '/files/export', {
    config: { permission: 'user_admin' },
    tags: ['exportaciones'],
    summary: 'Descargar la lista de archivos adjuntos con sus filtros (CSV o XLSX)',
    querystring: auditFilesExportQuerySchema,
    handler: (_auth, { query: { formato, ...filters } }) =>
      listSheetFile<StoredFile>(
        formato,
        `archivos${filters.mes ? `-${filters.mes}` : ''}-${argentineDay()}`,
        {
          name: 'Archivos',
          columns: [
            { header: 'Archivo N°', kind: 'number', width: 10, value: (f) => f.id },
            { header: 'Nombre original', kind: 'text', width: 36, value: (f) => f.nombreOriginal },
            { header: 'Nombre guardado', kind: 'text', width: 36, value: (f) => f.nombreArchivo },
            { header: 'Tamaño (bytes)', kind: 'number', width: 14, value: (f) => f.tamaño },
            { header: 'Subido', kind: 'instant', value: (f) => f.fechaSubida },
            { header: 'Auditoría N°', kind: 'number', width: 12, value: (f) => f.auditId },
            { header: 'Auditoría', kind: 'text', width: 36, value: (f) => f.auditTitle },
            { header: 'Cliente', kind: 'text', width: 28, value: (f) => f.clientName },
          ],
        },
        (page) => auditFiles.list({ ...filters, ...page }),
      ),
  });
};
