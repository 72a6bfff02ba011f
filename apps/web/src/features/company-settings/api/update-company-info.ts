import { type CompanyInfo, companyInfoUpdateResponseSchema } from '@auditorias/domain/schemas/config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyInfo,
    onSuccess: ({ data }) => queryClient.setQueryData(companyInfoQueryKey, data),
  });
}
