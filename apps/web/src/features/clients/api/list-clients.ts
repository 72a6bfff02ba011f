import { clientListResponseSchema } from '@auditorias/domain/schemas/clients';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

/** Every clients query is under this key: client mutations invalidate it. */
export const clientsQueryKey = ['clients'] as const;

export interface ClientListFilters {
  /** Name, main contact, email or CUIT (the spec's `rut` is the same field). */
  search?: string;
  activo?: boolean | null;
}

export const clientListQueryKey = (filters: ClientListFilters) =>
  [
    ...clientsQueryKey,
    'list',
    { search: filters.search?.trim() ?? '', activo: filters.activo ?? null },
  ] as const;

const filterQuery = (filters: ClientListFilters) => ({
  search: filters.search?.trim() || undefined,
  activo: filters.activo === null || filters.activo === undefined ? undefined : String(filters.activo),
});

/** The export of the clients list, with their branches, and the same filters: GET /clients/export. */
export function clientsExport(filters: ClientListFilters) {
  return { path: '/clients/export', query: filterQuery(filters), fallbackName: 'clientes' };
}

/** GET /clients?search&activo: the top-level companies and the totals (clientes, sucursales, activas). */
export function listClients(filters: ClientListFilters, signal?: AbortSignal) {
  return apiRequest('/clients', {
    query: filterQuery(filters),
    schema: clientListResponseSchema,
    signal,
  });
}

export function clientListQueryOptions(filters: ClientListFilters) {
  return apiQuery(clientListQueryKey(filters), (signal) => listClients(filters, signal), {
    placeholderData: keepPreviousData,
  });
}

export function useClientListQuery(filters: ClientListFilters) {
  return useQuery(clientListQueryOptions(filters));
}
