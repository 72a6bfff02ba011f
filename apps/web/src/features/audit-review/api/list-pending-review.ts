import { auditListResponseSchema } from '@auditorias/domain/schemas/audits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from '../../audits/api/list-audits';

export const pendingReviewQueryKey = [...auditsQueryKey, 'supervisor', 'pending'] as const;

/** GET /audits/supervisor/pending: finished audits waiting for review (terminada, guardado_supervisor). */
export async function listPendingReview(signal?: AbortSignal) {
  const { auditorias } = await apiRequest('/audits/supervisor/pending', {
    schema: auditListResponseSchema,
    signal,
  });
  return auditorias;
}

export function pendingReviewQueryOptions() {
  return queryOptions({
    queryKey: pendingReviewQueryKey,
    queryFn: ({ signal }) => listPendingReview(signal),
  });
}

export function usePendingReviewQuery(options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...pendingReviewQueryOptions(), refetchInterval: options.refetchInterval ?? false });
}
