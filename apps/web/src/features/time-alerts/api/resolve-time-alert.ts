import {
  type ResolveTimeAlertRequest,
  timeAlertResponseSchema,
} from '@auditorias/domain/schemas/time-alerts';
import { apiData } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { applyTimeAlertChange } from './update-time-alert-cache';

export interface ResolveTimeAlertInput {
  id: number;
  resolution: ResolveTimeAlertRequest['resolution'];
  /** Left out of the body when blank. */
  note?: string;
}

/** PUT /time-alerts/{id}/resolve {resolution, note?}: pendiente or revisada → resuelta. */
export async function resolveTimeAlert({ id, resolution, note }: ResolveTimeAlertInput) {
  const trimmed = note?.trim();
  return apiData(`/time-alerts/${id}/resolve`, {
    method: 'PUT',
    body: trimmed ? { resolution, note: trimmed } : { resolution },
    schema: timeAlertResponseSchema,
  });
}

export function useResolveTimeAlertMutation() {
  return useRefreshingMutation(resolveTimeAlert, [], { update: applyTimeAlertChange });
}
