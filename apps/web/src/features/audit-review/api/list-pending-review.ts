import { usePagedList } from '../../../lib/paged-list';
import { apiQuery } from '../../../lib/queries';
import { auditsQueryKey, fetchAuditPage } from '../../audits/public';

export const pendingReviewQueryKey = [...auditsQueryKey, 'supervisor', 'pending'] as const;

/**
 * GET /audits/supervisor/pending?limit&cursor: one page, newest first, of the finished audits waiting for review
 * (terminada, guardado_supervisor).
 */
export function listPendingReviewPage(cursor?: string, signal?: AbortSignal, limit?: number) {
  return fetchAuditPage('/audits/supervisor/pending', { limit, cursor }, signal);
}

/** The first page only (a short list beside the supervisor's worksheet). */
export async function listPendingReview(signal?: AbortSignal) {
  return (await listPendingReviewPage(undefined, signal)).items;
}

export function pendingReviewQueryOptions() {
  return apiQuery([...pendingReviewQueryKey, 'first'], listPendingReview);
}

/** The audits waiting for review, paged by the server ('Cargar más'); polling refreshes the pages shown. */
export function usePendingReviewPages(options: { refetchInterval?: number | false } = {}) {
  return usePagedList({
    queryKey: [...pendingReviewQueryKey, 'pages'],
    fetchPage: (cursor, signal) => listPendingReviewPage(cursor, signal),
    refetchInterval: options.refetchInterval,
  });
}
