import { nextAvailableResponseSchema } from '@auditorias/domain/schemas/audits';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { auditsQueryKey } from '../../audits/public';

export const nextAvailableQueryKey = [...auditsQueryKey, 'next-available'] as const;

/**
 * GET /audits/next-available: the one audit the queue offers now (the oldest the operator may work on), whether
 * it may be taken, why not ('Finaliza tu auditoría activa primero (asignadas: N, en proceso: M)') and the counts.
 */
export async function getNextAvailable(signal?: AbortSignal) {
  const { success: _ok, ...rest } = await apiRequest('/audits/next-available', {
    schema: nextAvailableResponseSchema,
    signal,
  });
  return rest;
}

export function nextAvailableQueryOptions() {
  return apiQuery(nextAvailableQueryKey, getNextAvailable);
}

export function useNextAvailableQuery(refetchInterval: number | false = false) {
  return useQuery({ ...nextAvailableQueryOptions(), refetchInterval });
}
