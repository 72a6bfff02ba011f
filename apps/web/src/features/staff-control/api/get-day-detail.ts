import { dayDetailResponseSchema } from '@auditorias/domain/schemas/staff';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { staffQueryKey } from './staff-query-keys';

/** GET /work-sessions/day-detail/{id}/{yyyy-mm-dd}: one employee's day (hours, session, audits). */
export function getDayDetail(userId: number, fecha: string, signal?: AbortSignal) {
  return apiRequest(`/work-sessions/day-detail/${userId}/${fecha}`, {
    schema: dayDetailResponseSchema,
    signal,
  });
}

/** Read while the day is open (`fecha` null: nothing to read). */
export function useDayDetailQuery(userId: number, fecha: string | null) {
  return useQuery(
    apiQuery(
      [...staffQueryKey, 'day', userId, fecha] as const,
      (signal) => getDayDetail(userId, fecha ?? '', signal),
      {
        enabled: fecha !== null,
      },
    ),
  );
}
