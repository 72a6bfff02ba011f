import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { type DeletionAlert, deletionAlertsQueryKey } from './list-deletion-alerts';

/** PUT /dashboard/alerts/{id}/reviewed: the alert leaves the overview. */
export function markAlertReviewed(id: number) {
  return apiRequest(`/dashboard/alerts/${id}/reviewed`, { method: 'PUT', schema: okMessageSchema });
}

export function useMarkAlertReviewedMutation() {
  return useRefreshingMutation(markAlertReviewed, [deletionAlertsQueryKey], {
    update: (queryClient, _answer, id) =>
      queryClient.setQueryData<DeletionAlert[]>(deletionAlertsQueryKey, (current) =>
        current?.filter((alert) => alert.id !== id),
      ),
  });
}
