import { companyInfoResponseSchema } from '@auditorias/domain/schemas/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const companyInfoQueryKey = ['config', 'company-info'] as const;

/** GET /config/company-info: the company's contact data printed on client PDF reports. */
export async function getCompanyInfo(signal?: AbortSignal) {
  const { data } = await apiRequest('/config/company-info', { schema: companyInfoResponseSchema, signal });
  return data;
}

export function companyInfoQueryOptions() {
  return queryOptions({ queryKey: companyInfoQueryKey, queryFn: ({ signal }) => getCompanyInfo(signal) });
}

export function useCompanyInfoQuery() {
  return useQuery(companyInfoQueryOptions());
}
