import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { clientsQueryKey } from './list-clients';

/** DELETE /clients/{id}: answers 'Cliente "X" eliminado exitosamente'. */
export function deleteClient(id: number) {
  return apiRequest(`/clients/${id}`, { method: 'DELETE', schema: okMessageSchema });
}

export function useDeleteClientMutation() {
  return useRefreshingMutation(deleteClient, [clientsQueryKey]);
}
