import {
  clientMutationResponseSchema,
  type updateClientRequestSchema,
} from '@auditorias/domain/schemas/clients';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
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
  return useRefreshingMutation(updateClient, [clientsQueryKey]);
}
