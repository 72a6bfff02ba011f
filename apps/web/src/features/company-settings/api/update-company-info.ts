import { type CompanyInfo, companyInfoUpdateResponseSchema } from '@auditorias/domain/schemas/config';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { companyInfoQueryKey } from './get-company-info';

/** PUT /config/company-info: answers '✅ Información de empresa actualizada correctamente'. */
export function updateCompanyInfo(body: CompanyInfo) {
  return apiRequest('/config/company-info', {
    method: 'PUT',
    body,
    schema: companyInfoUpdateResponseSchema,
  });
}

export function useUpdateCompanyInfoMutation() {
  return useRefreshingMutation(updateCompanyInfo, [], {
    update: (queryClient, { data }) => queryClient.setQueryData(companyInfoQueryKey, data),
  });
}
