import type { AuditState } from '@auditorias/domain/audits/states';
import { auditListResponseSchema } from '@auditorias/domain/schemas/audits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every audit query lives under this key: invalidating it refreshes every list, count and detail. */
export const auditsQueryKey = ['audits'] as const;

export interface AuditListParams {
  /** all=true: every audit the caller may see (for an operator, its own). */
  all?: boolean;
  estado?: readonly AuditState[];
  search?: string;
  clienteId?: number;
  limit?: number;
}

export const auditListQueryKey = (params: AuditListParams) => [...auditsQueryKey, 'list', params] as const;

/** GET /audits?all=true|estado=a,b|search|clienteId|limit: the audits the caller may see. */
export async function listAudits(params: AuditListParams, signal?: AbortSignal) {
  const { auditorias } = await apiRequest('/audits', {
    query: {
      all: params.all ? 'true' : undefined,
      estado: params.estado && params.estado.length > 0 ? params.estado.join(',') : undefined,
      search: params.search?.trim() || undefined,
      clienteId: params.clienteId,
      limit: params.limit,
    },
    schema: auditListResponseSchema,
    signal,
  });
  return auditorias;
}

export function auditListQueryOptions(params: AuditListParams) {
  return queryOptions({
    queryKey: auditListQueryKey(params),
    queryFn: ({ signal }) => listAudits(params, signal),
  });
}

export function useAuditListQuery(
  params: AuditListParams,
  options: { refetchInterval?: number | false; enabled?: boolean } = {},
) {
  return useQuery({
    ...auditListQueryOptions(params),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
}
