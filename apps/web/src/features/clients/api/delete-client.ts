import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKey } from './list-clients';

/** DELETE /clients/{id}: answers 'Cliente "X" eliminado exitosamente'. */
export function deleteClient(id: number) {
  return apiRequest(`/clients/${id}`, { method: 'DELETE', schema: okMessageSchema });
}

export function useDeleteClientMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
