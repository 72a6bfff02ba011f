import { argentineDay } from '@auditorias/domain/format/locale';
import type { ClientSummary } from '@auditorias/domain/schemas/clients';
import { clientListExportQuerySchema } from '@auditorias/domain/schemas/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { EXPORT_MAX_ROWS, sheetFile } from '../../lib/export-files';
import { tooManyListRows } from '../../lib/export-pages';
import { downloadRoute } from '../../lib/route';
import * as repo from './clients.repo';
import type { ClientsService } from './clients.service';

interface ClientBranchRow {
  client: ClientSummary;
  branch: {
    id: number;
    nombre: string;
    direccion: string | null;
    telefono: string | null;
    activa: boolean;
  } | null;
}

/**
 * GET /clients/export (registered under /api/clients): the companies of GET /clients with its filters (search,
 * active) and the list's scope (a client company sees only its own), one row per branch (a company without
 * branches, one row with the branch columns empty).
 */
export const clientsExportRoutes: FastifyPluginAsyncZod<{ clients: ClientsService; db: Db }> = async (
  app,
  { clients, db },
) => {
  downloadRoute(app, '/export', {
    config: { permission: 'client_view' },
    tags: ['exportaciones'],
    summary: 'Descargar los clientes con sus sucursales y los filtros de la lista (CSV o XLSX)',
    querystring: clientListExportQuerySchema,
    handler: async (auth, request) => {
      const { formato, ...filters } = request.query;
      const list = await clients.list(auth, filters);
      // The list answers at most its own page of companies, and the totals say how many branches they have:
      // refuse before loading anything when the file would be cut short or pass the export maximum.
      if (list.data.length < list.totales.clientes) tooManyListRows();
      if (list.totales.clientes + list.totales.sucursales > EXPORT_MAX_ROWS) tooManyListRows();
      const branchRows = await repo.listBranches(
        db,
        list.data.map((c) => c.id),
      );
      const rows = list.data.flatMap<ClientBranchRow>((client) => {
        const own = branchRows.filter((b) => b.clientId === client.id);
        return own.length === 0
          ? [{ client, branch: null }]
          : own.map((b) => ({
              client,
              branch: {
                id: b.id,
                nombre: b.nombre,
                direccion: b.direccion,
                telefono: b.telefono,
                activa: b.activa,
              },
            }));
      });
      return sheetFile<ClientBranchRow>(formato, `clientes-${argentineDay()}`, {
        name: 'Clientes y sucursales',
        rows,
        columns: [
          { header: 'Cliente N°', kind: 'number', width: 10, value: (r) => r.client.id },
          { header: 'Cliente', kind: 'text', width: 28, value: (r) => r.client.nombre },
          { header: 'Empresa', kind: 'text', width: 28, value: (r) => r.client.empresa },
          { header: 'CUIT', kind: 'text', width: 16, value: (r) => r.client.cuit },
          { header: 'Email', kind: 'text', width: 28, value: (r) => r.client.email },
          { header: 'Teléfono', kind: 'text', width: 16, value: (r) => r.client.telefono },
          { header: 'Dirección', kind: 'text', width: 30, value: (r) => r.client.direccion },
          { header: 'Contacto principal', kind: 'text', value: (r) => r.client.contactoPrincipal },
          { header: 'Cliente activo', kind: 'text', width: 10, value: (r) => r.client.activo },
          { header: 'Sucursal N°', kind: 'number', width: 10, value: (r) => r.branch?.id },
          { header: 'Sucursal', kind: 'text', width: 24, value: (r) => r.branch?.nombre },
          { header: 'Dirección de la sucursal', kind: 'text', width: 30, value: (r) => r.branch?.direccion },
          { header: 'Teléfono de la sucursal', kind: 'text', width: 16, value: (r) => r.branch?.telefono },
          { header: 'Sucursal activa', kind: 'text', width: 10, value: (r) => r.branch?.activa },
        ],
      });
    },
  });
};
