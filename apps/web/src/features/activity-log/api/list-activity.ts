import {
  type ActivityAction,
  type ActivityTargetType,
  activityListResponseSchema,
} from '@auditorias/domain/schemas/activity';
import { fetchListPage, usePagedList } from '../../../lib/paged-list';

/** The screen's filters; empty values are not sent. Days are 'YYYY-MM-DD' (Argentine calendar days). */
export interface ActivityFilters {
  usuarioId?: number | null;
  accion?: ActivityAction | null;
  tipo?: ActivityTargetType | null;
  desde?: string;
  hasta?: string;
  q?: string;
}

export const ACTIVITY_PATH = '/registro-actividad';
export const activityQueryKey = ['registro-actividad'] as const;

/** The filters as the list and the export send them (the same query for both). */
export function activityQuery(filters: ActivityFilters) {
  return {
    usuarioId: filters.usuarioId ?? undefined,
    accion: filters.accion ?? undefined,
    tipo: filters.tipo ?? undefined,
    desde: filters.desde || undefined,
    hasta: filters.hasta || undefined,
    q: filters.q?.trim() || undefined,
  };
}

/** GET /registro-actividad?usuarioId&accion&tipo&desde&hasta&q&cursor: one page, newest first. */
export function listActivityPage(filters: ActivityFilters, cursor?: string, signal?: AbortSignal) {
  return fetchListPage(ACTIVITY_PATH, 'data', {
    query: { ...activityQuery(filters), cursor },
    schema: activityListResponseSchema,
    signal,
  });
}

/** The audit trail, page by page ('Cargar más'). */
export function useActivityPages(filters: ActivityFilters, enabled = true) {
  return usePagedList({
    queryKey: [...activityQueryKey, activityQuery(filters)],
    fetchPage: (cursor, signal) => listActivityPage(filters, cursor, signal),
    enabled,
  });
}
