import { clientResponseSchema } from '@auditorias/domain/schemas/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKey } from './list-clients';

export const clientQueryKey = (id: number) => [...clientsQueryKey, id] as const;

/** GET /clients/{id}: one client company with its branches, child businesses and users. */
export async function getClient(id: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/clients/${id}`, { schema: clientResponseSchema, signal });
  return data;
}

export function clientQueryOptions(id: number) {
  return queryOptions({ queryKey: clientQueryKey(id), queryFn: ({ signal }) => getClient(id, signal) });
}

export function useClientQuery(id: number | null) {
  return useQuery({ ...clientQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
