import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type DeletionAlert, deletionAlertsQueryKey } from './list-deletion-alerts';

/** PUT /dashboard/alerts/{id}/reviewed: the alert leaves the overview. */
export function markAlertReviewed(id: number) {
  return apiRequest(`/dashboard/alerts/${id}/reviewed`, { method: 'PUT', schema: okMessageSchema });
}

export function useMarkAlertReviewedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertReviewed,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DeletionAlert[]>(deletionAlertsQueryKey, (current) =>
        current?.filter((alert) => alert.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: deletionAlertsQueryKey });
    },
  });
}
