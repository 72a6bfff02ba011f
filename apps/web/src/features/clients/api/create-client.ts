import {
  clientMutationResponseSchema,
  type createClientRequestSchema,
} from '@auditorias/domain/schemas/clients';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { clientsQueryKey } from './list-clients';

export type CreateClientBody = z.input<typeof createClientRequestSchema>;

/**
 * POST /clients: a complete client with its branches and, optionally, its user. Answers 'Cliente creado
 * exitosamente' or 'Cliente y usuario creados exitosamente'.
 */
export function createClient(body: CreateClientBody) {
  return apiRequest('/clients', { method: 'POST', body, schema: clientMutationResponseSchema });
}

export function useCreateClientMutation() {
  return useRefreshingMutation(createClient, [clientsQueryKey]);
}
