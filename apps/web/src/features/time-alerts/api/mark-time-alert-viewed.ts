import { timeAlertResponseSchema } from '@auditorias/domain/schemas/time-alerts';
import { apiData } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { applyTimeAlertChange } from './update-time-alert-cache';

/** PUT /time-alerts/{id}/viewed: pendiente → revisada. */
export function markTimeAlertViewed(id: number) {
  return apiData(`/time-alerts/${id}/viewed`, {
    method: 'PUT',
    schema: timeAlertResponseSchema,
  });
}

/** Failures are silent (spec section 8): the alert stays as it was and the next poll tells the truth. */
export function useMarkTimeAlertViewedMutation() {
  return useRefreshingMutation(markTimeAlertViewed, [], { update: applyTimeAlertChange });
}
