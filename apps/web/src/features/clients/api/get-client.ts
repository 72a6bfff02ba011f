import { clientResponseSchema } from '@auditorias/domain/schemas/clients';
import { apiData } from '../../../lib/api-client';
import { apiQuery, useRecordQuery } from '../../../lib/queries';
import { clientsQueryKey } from './list-clients';

export const clientQueryKey = (id: number) => [...clientsQueryKey, id] as const;

/** GET /clients/{id}: one client company with its branches, child businesses and users. */
export function getClient(id: number, signal?: AbortSignal) {
  return apiData(`/clients/${id}`, { schema: clientResponseSchema, signal });
}

export function clientQueryOptions(id: number) {
  return apiQuery(clientQueryKey(id), (signal) => getClient(id, signal));
}

export function useClientQuery(id: number | null) {
  return useRecordQuery(id, clientQueryOptions);
}
