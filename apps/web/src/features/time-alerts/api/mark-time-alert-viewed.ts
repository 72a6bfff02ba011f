import { timeAlertResponseSchema } from '@auditorias/domain/schemas/time-alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyTimeAlertChange } from './update-time-alert-cache';

/** PUT /time-alerts/{id}/viewed: pendiente → revisada. */
export async function markTimeAlertViewed(id: number) {
  const { data } = await apiRequest(`/time-alerts/${id}/viewed`, {
    method: 'PUT',
    schema: timeAlertResponseSchema,
  });
  return data;
}

/** Failures are silent (spec section 8): the alert stays as it was and the next poll tells the truth. */
export function useMarkTimeAlertViewedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTimeAlertViewed,
    onSuccess: (alert) => applyTimeAlertChange(queryClient, alert),
  });
}
