import { accountStatementResponseSchema } from '@auditorias/domain/schemas/finance';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountQueryKey } from './get-my-account';

/** GET /clients/{id}/account-statement: one company's statement (finance staff, or a client for its companies). */
export async function getClientAccountStatement(clienteId: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/clients/${clienteId}/account-statement`, {
    schema: accountStatementResponseSchema,
    signal,
  });
  return data;
}

export function clientAccountStatementQueryOptions(clienteId: number) {
  return queryOptions({
    queryKey: [...accountQueryKey, 'client', clienteId] as const,
    queryFn: ({ signal }) => getClientAccountStatement(clienteId, signal),
    staleTime: 30_000,
  });
}

export function useClientAccountStatementQuery(clienteId: number | null) {
  return useQuery({ ...clientAccountStatementQueryOptions(clienteId ?? 0), enabled: clienteId !== null });
}

/** The statements of several companies (a group administrator's consolidated view). */
export function useClientAccountStatementQueries(clienteIds: readonly number[]) {
  return useQueries({ queries: clienteIds.map((id) => clientAccountStatementQueryOptions(id)) });
}
