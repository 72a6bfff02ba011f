import { companyInfoResponseSchema } from '@auditorias/domain/schemas/config';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

export const companyInfoQueryKey = ['config', 'company-info'] as const;

/** GET /config/company-info: the company's contact data printed on client PDF reports. */
export function getCompanyInfo(signal?: AbortSignal) {
  return apiData('/config/company-info', { schema: companyInfoResponseSchema, signal });
}

export function companyInfoQueryOptions() {
  return apiQuery(companyInfoQueryKey, getCompanyInfo);
}

export function useCompanyInfoQuery() {
  return useQuery(companyInfoQueryOptions());
}
