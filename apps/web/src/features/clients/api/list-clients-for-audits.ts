import { forAuditsResponseSchema } from '@auditorias/domain/schemas/clients';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { clientsQueryKey } from './list-clients';

/** One company of GET /clients/for-audits (child businesses carry their parentId), with its branches. */
export type ClientForAudits = z.infer<typeof forAuditsResponseSchema>['data'][number];

/** Under the clients key, so every client or branch change also refreshes these lists. */
export const clientsForAuditsQueryKey = (onlyActive = true) =>
  [...clientsQueryKey, 'for-audits', { onlyActive }] as const;

/**
 * GET /clients/for-audits?onlyActive: the companies (top-level and child businesses) the user may work with,
 * each with its branches (id, nombre, direccion, activa). With onlyActive (the default) only active companies
 * and their active branches: the ones audits may be ordered for.
 */
export function listClientsForAudits(onlyActive = true, signal?: AbortSignal) {
  return apiData('/clients/for-audits', {
    query: { onlyActive },
    schema: forAuditsResponseSchema,
    signal,
  });
}

export function clientsForAuditsQueryOptions(onlyActive = true) {
  return apiQuery(
    clientsForAuditsQueryKey(onlyActive),
    (signal) => listClientsForAudits(onlyActive, signal),
    { staleTime: 60_000 },
  );
}

export function useClientsForAuditsQuery(enabled = true, onlyActive = true) {
  return useQuery({ ...clientsForAuditsQueryOptions(onlyActive), enabled });
}
