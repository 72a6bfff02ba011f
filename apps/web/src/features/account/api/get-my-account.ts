import { accountStatementResponseSchema } from '@auditorias/domain/schemas/finance';
import { useQuery } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

export const accountQueryKey = ['finance', 'account'] as const;

/**
 * GET /finanzas/mi-cuenta?t=<timestamp>: the signed-in user's statement — its company's (cliente) or its
 * commissions (operador); other roles get `tipoUsuario: 'otro'` and a message. `t` busts any cache (spec).
 */
export function getMyAccount(signal?: AbortSignal) {
  return apiData('/finanzas/mi-cuenta', {
    query: { t: Date.now() },
    schema: accountStatementResponseSchema,
    signal,
  });
}

export function myAccountQueryOptions() {
  return apiQuery([...accountQueryKey, 'mine'] as const, getMyAccount, { staleTime: 30_000 });
}

export function useMyAccountQuery(enabled = true) {
  return useQuery({ ...myAccountQueryOptions(), enabled });
}

export type StatementList = 'completadas' | 'pendientes';

/**
 * GET /finanzas/mi-cuenta?lista&cursor: the next page of one audit list of the signed-in user's statement (the
 * first page of each comes with the statement).
 */
export async function getMyAccountListPage(lista: StatementList, cursor: string, signal?: AbortSignal) {
  const { data } = await apiRequest('/finanzas/mi-cuenta', {
    query: { lista, cursor, t: Date.now() },
    schema: accountStatementResponseSchema,
    signal,
  });
  return {
    items: data.auditorias[lista],
    paginacion: data.paginacion?.[lista] ?? { siguiente: null, limite: data.auditorias[lista].length },
  };
}
