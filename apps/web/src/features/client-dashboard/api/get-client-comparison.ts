import { clientComparisonResponseSchema } from '@auditorias/domain/schemas/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { userDashboardQueryKey } from './get-user-dashboard';

export const clientComparisonQueryKey = (userId: number, meses: number) =>
  [...userDashboardQueryKey(userId), 'comparativa', meses] as const;

/** GET /users/{id}/dashboard/comparativa?meses: the user's companies per branch and per month (one call). */
export function getClientComparison(userId: number, meses: number, signal?: AbortSignal) {
  return apiData(`/users/${userId}/dashboard/comparativa?meses=${meses}`, {
    schema: clientComparisonResponseSchema,
    signal,
  });
}

export function useClientComparisonQuery(userId: number, meses: number) {
  return useQuery({
    ...apiQuery(
      clientComparisonQueryKey(userId, meses),
      (signal) => getClientComparison(userId, meses, signal),
      {
        staleTime: 30_000,
      },
    ),
    placeholderData: keepPreviousData,
  });
}
