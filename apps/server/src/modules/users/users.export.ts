import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { argentineDay } from '@auditorias/domain/format/locale';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { userListExportQuerySchema } from '@auditorias/domain/schemas/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSheetFile } from '../../lib/export-pages';
import { downloadRoute } from '../../lib/route';
import type { UsersService } from './users.service';

/**
 * GET /users/export (registered under /api/users): the users of GET /users with its filters (search, role,
 * active), as CSV or XLSX, with the list's permission (user_view), page by page up to the export maximum.
 */
export const usersExportRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  downloadRoute(app, '/export', {
    config: { permission: 'user_view' },
    tags: ['exportaciones'],
    summary: 'Descargar los usuarios con los filtros de la lista (CSV o XLSX)',
    querystring: userListExportQuerySchema,
    handler: (_auth, { query: { formato, ...filters } }) =>
      listSheetFile<PublicUser>(
        formato,
        `usuarios-${argentineDay()}`,
        {
          name: 'Usuarios',
          columns: [
            { header: 'Usuario N°', kind: 'number', width: 10, value: (u) => u.id },
            { header: 'Nombre', kind: 'text', width: 28, value: (u) => u.name },
            { header: 'Usuario', kind: 'text', width: 18, value: (u) => u.username },
            { header: 'Email', kind: 'text', width: 30, value: (u) => u.email },
            { header: 'Rol', kind: 'text', width: 16, value: (u) => ROLE_LABELS[u.role] },
            { header: 'Activo', kind: 'text', width: 8, value: (u) => u.isActive },
            { header: 'Empresa N°', kind: 'number', width: 10, value: (u) => u.clienteId },
            { header: 'Último acceso', kind: 'instant', value: (u) => u.lastLogin },
            { header: 'Alta', kind: 'instant', value: (u) => u.createdAt },
          ],
        },
        (page) => users.list({ ...filters, ...page }),
      ),
  });
};
