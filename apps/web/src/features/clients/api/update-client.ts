import {
  clientMutationResponseSchema,
  type updateClientRequestSchema,
} from '@auditorias/domain/schemas/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKey } from './list-clients';

export type UpdateClientBody = z.input<typeof updateClientRequestSchema>;

/**
 * PUT /clients/{id} with any client fields. When `branches` is sent it is the whole list: items with an id are
 * updated, those without are created, missing ones removed.
 */
export function updateClient({ id, ...body }: UpdateClientBody & { id: number }) {
  return apiRequest(`/clients/${id}`, { method: 'PUT', body, schema: clientMutationResponseSchema });
}

export function useUpdateClientMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
