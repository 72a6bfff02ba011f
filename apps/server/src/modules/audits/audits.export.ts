import { STATE_LABELS } from '@auditorias/domain/audits/states';
import { maySeeAuditInternals, maySeeAuditMoney } from '@auditorias/domain/audits/visibility';
import type { Role } from '@auditorias/domain/auth/roles';
import { PRIORITY_LABELS } from '@auditorias/domain/clients/constants';
import { argentineDay } from '@auditorias/domain/format/locale';
import type { Audit } from '@auditorias/domain/schemas/audits';
import {
  auditListExportQuerySchema,
  formatOnlyExportQuerySchema,
  managementExportQuerySchema,
} from '@auditorias/domain/schemas/exports';
import type { PageInfo } from '@auditorias/domain/schemas/lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../lib/auth-context';
import { type Column, type DownloadFile, type ExportFormat, sheetFile } from '../../lib/export-files';
import { collectPages } from '../../lib/export-pages';
import { downloadRoute } from '../../lib/route';
import type { AuditReviewService } from './audit-review.service';
import type { AuditsService } from './audits.service';

const ORIGIN_LABELS: Record<Audit['origenCarga'], string> = {
  cliente: 'Cliente',
  normal: 'Normal',
  programada: 'Programada',
};
const PAYMENT_LABELS = { pendiente: 'Pendiente', pagada: 'Pagada' } as const;

/**
 * The columns of an audit list file: what the JSON list shows the same person, in Spanish. Money only for those
 * who see it in the list (clients and finance staff), internal notes and times only for staff.
 */
export function auditColumns(role: Role): Column<Audit>[] {
  const money = maySeeAuditMoney(role);
  const internals = maySeeAuditInternals(role);
  return [
    { header: 'Auditoría N°', kind: 'number', width: 12, value: (a) => a.id },
    { header: 'Título', kind: 'text', width: 36, value: (a) => a.titulo },
    { header: 'Cliente', kind: 'text', width: 28, value: (a) => a.cliente },
    { header: 'Sucursal', kind: 'text', value: (a) => a.sucursal },
    { header: 'Dirección', kind: 'text', width: 30, value: (a) => a.direccion },
    { header: 'Localidad', kind: 'text', value: (a) => a.localidad },
    { header: 'Estado', kind: 'text', width: 16, value: (a) => STATE_LABELS[a.estado] },
    { header: 'Prioridad', kind: 'text', width: 12, value: (a) => PRIORITY_LABELS[a.prioridad] },
    { header: 'Origen', kind: 'text', width: 12, value: (a) => ORIGIN_LABELS[a.origenCarga] },
    { header: 'Fecha solicitada', kind: 'day', value: (a) => a.fechaSolicitada },
    { header: 'Fecha programada', kind: 'day', value: (a) => a.fechaProgramada },
    { header: 'Inicio', kind: 'instant', value: (a) => a.fechaInicio },
    { header: 'Terminación', kind: 'instant', value: (a) => a.fechaTerminacion },
    { header: 'Entrega', kind: 'instant', value: (a) => a.fechaEntrega },
    ...(internals
      ? ([
          { header: 'Operador', kind: 'text', value: (a) => a.operador?.name },
          { header: 'Supervisor', kind: 'text', value: (a) => a.supervisor?.name },
          { header: 'Motivo de pausa', kind: 'text', width: 30, value: (a) => a.razonPausa },
          {
            header: 'Tiempo trabajado (min)',
            kind: 'number',
            width: 12,
            value: (a) => a.tiempoTrabajadoPrevio,
          },
          { header: 'Antigüedad (días)', kind: 'number', width: 10, value: (a) => a.antiguedad },
        ] satisfies Column<Audit>[])
      : []),
    { header: 'Archivos', kind: 'number', width: 10, value: (a) => a.archivosCount },
    ...(money
      ? ([
          { header: 'Precio estimado', kind: 'money', value: (a) => a.precioEstimado },
          { header: 'Precio final', kind: 'money', value: (a) => a.costoFinal },
          { header: 'Sin cargo', kind: 'text', width: 10, value: (a) => a.gratisParaCliente },
          {
            header: 'Estado de pago',
            kind: 'text',
            width: 14,
            value: (a) => (a.estadoPago ? PAYMENT_LABELS[a.estadoPago] : null),
          },
        ] satisfies Column<Audit>[])
      : []),
    { header: 'Observaciones finales', kind: 'text', width: 40, value: (a) => a.observacionesFinales },
  ];
}

type AuditPage = { auditorias: Audit[]; paginacion: PageInfo };

/** Every row of an audit list (its own query, page by page, at most the export maximum) as a file. */
async function auditFile(
  auth: AuthContext,
  formato: ExportFormat,
  sheet: { name: string; baseName: string },
  fetchPage: (page: { limit: number; cursor?: string }) => Promise<AuditPage>,
): Promise<DownloadFile> {
  const rows = await collectPages(async (page) => {
    const found = await fetchPage(page);
    return { items: found.auditorias, paginacion: found.paginacion };
  });
  return sheetFile(formato, `${sheet.baseName}-${argentineDay()}`, {
    name: sheet.name,
    rows,
    columns: auditColumns(auth.user.role),
  });
}

const tags = ['exportaciones'];

/**
 * The audit lists as files (registered under /api): each `/export` call takes its list's filters and
 * `formato=csv|xlsx`, with the list's permission and scope (the service's own list call, page by page).
 */
export const auditsExportRoutes: FastifyPluginAsyncZod<{
  audits: AuditsService;
  review: AuditReviewService;
}> = async (app, { audits, review }) => {
  downloadRoute(app, '/audits/export', {
    config: { permission: 'audit_view' },
    tags,
    summary: 'Descargar las auditorías visibles con los filtros de la lista (CSV o XLSX)',
    querystring: auditListExportQuerySchema,
    handler: (auth, { query: { formato, ...filters } }) =>
      auditFile(auth, formato, { name: 'Auditorías', baseName: 'auditorias' }, (page) =>
        audits.list(auth, { ...filters, ...page }),
      ),
  });

  downloadRoute(app, '/clients/my-audits/export', {
    config: { permission: 'audit_view' },
    tags,
    summary: 'Descargar las auditorías de las empresas de quien consulta (CSV o XLSX)',
    querystring: auditListExportQuerySchema,
    handler: (auth, { query: { formato, ...filters } }) =>
      auditFile(auth, formato, { name: 'Mis auditorías', baseName: 'mis-auditorias' }, (page) =>
        audits.list(auth, { ...filters, ...page }),
      ),
  });

  downloadRoute(app, '/audits/operador/historial/export', {
    config: { permission: 'authenticated' },
    tags,
    summary: 'Descargar el historial de auditorías terminadas del operador (CSV o XLSX)',
    querystring: formatOnlyExportQuerySchema,
    handler: (auth, { query }) =>
      auditFile(auth, query.formato, { name: 'Historial', baseName: 'historial-operador' }, (page) =>
        audits.historial(auth, page),
      ),
  });

  downloadRoute(app, '/audits/supervisor/my-audits/export', {
    config: { permission: 'audit_correct' },
    tags,
    summary: 'Descargar las auditorías revisadas por quien consulta (CSV o XLSX)',
    querystring: formatOnlyExportQuerySchema,
    handler: (auth, { query }) =>
      auditFile(auth, query.formato, { name: 'Revisadas', baseName: 'historial-supervisor' }, (page) =>
        review.mine(auth, page),
      ),
  });

  downloadRoute(app, '/audits/management/export', {
    config: { permission: 'audit_correct' },
    tags,
    summary: 'Descargar la gestión de auditorías con sus filtros (CSV o XLSX)',
    querystring: managementExportQuerySchema,
    handler: (auth, { query: { formato, ...filters } }) =>
      auditFile(auth, formato, { name: 'Gestión de auditorías', baseName: 'gestion-auditorias' }, (page) =>
        review.management(auth, { ...filters, ...page }),
      ),
  });
};
