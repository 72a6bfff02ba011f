import { userHoursResponseSchema } from '@auditorias/domain/schemas/staff';
import { STAFF_TIME } from '@auditorias/domain/staff/hours';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { staffQueryKey } from './staff-query-keys';

/** GET /work-sessions/user-hours/{id}: a user's hours of today (everyone may read their own). */
export function getUserHours(userId: number, signal?: AbortSignal) {
  return apiRequest(`/work-sessions/user-hours/${userId}`, { schema: userHoursResponseSchema, signal });
}

/** The work-time widget's read: refreshed every 60 s (spec §9), not while the widget is not for this user. */
export function useUserHoursQuery(userId: number, enabled: boolean) {
  return useQuery(
    apiQuery([...staffQueryKey, 'user-hours', userId] as const, (signal) => getUserHours(userId, signal), {
      enabled,
      refetchInterval: STAFF_TIME.widgetRefreshMs,
    }),
  );
}
