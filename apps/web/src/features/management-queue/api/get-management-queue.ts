import type { AuditOrigin } from '@auditorias/domain/audits/states';
import { queueResponseSchema } from '@auditorias/domain/schemas/audit-management';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { auditsQueryKey } from '../../audits/public';

export const managementQueueQueryKey = (origen: AuditOrigin | null) =>
  [...auditsQueryKey, 'cola-gestion', origen ?? 'todas'] as const;

/** GET /audits/cola-gestion?origen=: audits held until enabled for transit, with the queue's counters. */
export async function getManagementQueue(origen: AuditOrigin | null, signal?: AbortSignal) {
  const { data, stats } = await apiRequest('/audits/cola-gestion', {
    query: { origen: origen ?? undefined },
    schema: queueResponseSchema,
    signal,
  });
  return { audits: data, stats };
}

export function managementQueueQueryOptions(origen: AuditOrigin | null) {
  return apiQuery(managementQueueQueryKey(origen), (signal) => getManagementQueue(origen, signal));
}

export function useManagementQueueQuery(origen: AuditOrigin | null) {
  return useQuery({
    ...managementQueueQueryOptions(origen),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
