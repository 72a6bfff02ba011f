import type { AuditState } from '@auditorias/domain/audits/states';
import { auditListResponseSchema } from '@auditorias/domain/schemas/audits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from '../../audits/api/list-audits';
import type { AgeFilter } from '../management-filters';

export interface ManagementParams {
  edad: AgeFilter;
  desde?: string;
  hasta?: string;
  estado?: readonly AuditState[];
  search?: string;
}

export const managementAuditsQueryKey = (params: ManagementParams) =>
  [...auditsQueryKey, 'management', params] as const;

/** GET /audits/management?edad&desde&hasta&estado&search (admin): audits with age and file counts. */
export async function listManagementAudits(params: ManagementParams, signal?: AbortSignal) {
  const { auditorias } = await apiRequest('/audits/management', {
    query: {
      edad: params.edad,
      desde: params.desde,
      hasta: params.hasta,
      estado: params.estado && params.estado.length > 0 ? params.estado.join(',') : undefined,
      search: params.search?.trim() || undefined,
    },
    schema: auditListResponseSchema,
    signal,
  });
  return auditorias;
}

export function managementAuditsQueryOptions(params: ManagementParams) {
  return queryOptions({
    queryKey: managementAuditsQueryKey(params),
    queryFn: ({ signal }) => listManagementAudits(params, signal),
  });
}

export function useManagementAuditsQuery(params: ManagementParams) {
  return useQuery({ ...managementAuditsQueryOptions(params), placeholderData: keepPreviousData });
}
