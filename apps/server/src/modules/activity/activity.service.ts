import {
  type ActivityFacts,
  type ActivityNames,
  activityObject,
  activitySentence,
  refsByKind,
} from '@auditorias/domain/activity/sentence';
import {
  ACTIVITY_ACTION_LABELS,
  type ActivityEntry,
  type ActivityExportQuery,
  type ActivityListQuery,
  type ActivityListResponse,
  activityActionLabel,
  activityTargetLabel,
} from '@auditorias/domain/schemas/activity';
import { pageOf } from '@auditorias/domain/schemas/lists';
import type { Db } from '../../db/client';
import {
  type Column,
  type DownloadFile,
  EXPORT_MAX_ROWS,
  sheetFile,
  tooManyRows,
} from '../../lib/export-files';
import { afterOf } from '../../lib/keyset';
import { type ActivityFilter, type ActivityListRow, activityNames, listActivity } from './activity.repo';

export const ACTIVITY_EXPORT_MSG = {
  tooMany: `La exportación supera el máximo de ${EXPORT_MAX_ROWS.toLocaleString('es-AR')} filas: acotala con un rango de fechas u otro filtro`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first instant of an Argentine calendar day (Argentina keeps UTC−3 all year). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00-03:00`);

type Filters = Pick<ActivityListQuery, 'usuarioId' | 'accion' | 'tipo' | 'desde' | 'hasta' | 'q'>;

export function filterOf(query: Filters): ActivityFilter {
  return {
    userId: query.usuarioId,
    action: query.accion,
    targetType: query.tipo,
    from: query.desde ? startOfDay(query.desde) : undefined,
    until: query.hasta ? new Date(startOfDay(query.hasta).getTime() + DAY_MS) : undefined,
    text: query.q,
    textActions: query.q ? actionsMatching(query.q) : undefined,
  };
}

/** The action codes whose Spanish label contains the text (accents and case aside): 'ingreso' finds manual income. */
function actionsMatching(text: string): string[] {
  const fold = (v: string) => v.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(text);
  return Object.entries(ACTIVITY_ACTION_LABELS)
    .filter(([, label]) => fold(label).includes(wanted))
    .map(([code]) => code);
}

const factsOf = (row: ActivityListRow): ActivityFacts => ({
  accion: row.entry.action,
  usuario: row.entry.userId !== null ? row.userName : null,
  impersonador: row.entry.impersonatorId !== null ? row.impersonatorName : null,
  objetivoTipo: row.entry.targetType,
  objetivoId: row.entry.targetId,
  estado: row.entry.statusCode,
  detalles: row.entry.details ?? null,
});

/** The rows with the names of what they mention, read in one query for the whole page. */
async function withNames(db: Db, rows: readonly ActivityListRow[]) {
  const names = await activityNames(db, refsByKind(rows.map(factsOf)));
  return (row: ActivityListRow) => toEntry(row, names);
}

function toEntry(row: ActivityListRow, names: ActivityNames): ActivityEntry {
  const e = row.entry;
  const facts = factsOf(row);
  return {
    id: e.id,
    fecha: e.at.toISOString(),
    accion: e.action,
    accionLabel: activityActionLabel(e.action),
    descripcion: activitySentence(facts, names),
    objetivo: activityObject(facts, names),
    usuario: e.userId !== null && row.userName !== null ? { id: e.userId, name: row.userName } : null,
    impersonador:
      e.impersonatorId !== null && row.impersonatorName !== null
        ? { id: e.impersonatorId, name: row.impersonatorName }
        : null,
    objetivoTipo: e.targetType,
    objetivoId: e.targetId,
    metodo: e.method,
    ruta: e.path,
    estado: e.statusCode,
    ip: e.ipAddress,
    detalles: e.details ?? null,
  };
}

const COLUMNS: ReadonlyArray<Column<ActivityEntry>> = [
  { header: 'Fecha', kind: 'instant', value: (r) => r.fecha },
  { header: 'Usuario', kind: 'text', value: (r) => r.usuario?.name ?? '' },
  { header: 'Impersonado por', kind: 'text', value: (r) => r.impersonador?.name ?? '' },
  { header: 'Acción', kind: 'text', width: 34, value: (r) => r.accionLabel },
  { header: 'Descripción', kind: 'text', width: 70, value: (r) => r.descripcion },
  { header: 'Tipo', kind: 'text', width: 16, value: (r) => activityTargetLabel(r.objetivoTipo) },
  { header: 'Objeto', kind: 'text', width: 30, value: (r) => r.objetivo ?? '' },
  { header: 'Método', kind: 'text', width: 9, value: (r) => r.metodo ?? '' },
  { header: 'Ruta', kind: 'text', width: 40, value: (r) => r.ruta ?? '' },
  { header: 'Estado', kind: 'number', width: 8, value: (r) => r.estado },
  { header: 'IP', kind: 'text', width: 16, value: (r) => r.ip ?? '' },
  {
    header: 'Detalles',
    kind: 'text',
    width: 60,
    value: (r) => (r.detalles ? JSON.stringify(r.detalles) : ''),
  },
];

/** The audit trail for admins: a keyset-paged list (newest first) and the same rows as a CSV or XLSX file. */
export function createActivityService({ db }: { db: Db }) {
  async function list(query: ActivityListQuery): Promise<ActivityListResponse> {
    const rows = await listActivity(db, filterOf(query), query.limit + 1, afterOf(query.cursor));
    const { page, paginacion } = pageOf(rows, query.limit, (r) => ({ at: r.cursorAt, id: r.entry.id }));
    return { success: true, data: page.map(await withNames(db, page)), paginacion };
  }

  async function exportFile(query: ActivityExportQuery): Promise<DownloadFile> {
    const rows = await listActivity(db, filterOf(query), EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) tooManyRows(ACTIVITY_EXPORT_MSG.tooMany);
    const range = [query.desde, query.hasta].filter(Boolean).join('-a-');
    return sheetFile(query.formato, `registro-actividad${range ? `-${range}` : ''}`, {
      name: 'Registro de actividad',
      columns: COLUMNS,
      rows: rows.map(await withNames(db, rows)),
    });
  }

  return { list, exportFile };
}

export type ActivityService = ReturnType<typeof createActivityService>;
