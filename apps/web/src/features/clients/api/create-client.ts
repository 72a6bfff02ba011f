import {
  clientMutationResponseSchema,
  type createClientRequestSchema,
} from '@auditorias/domain/schemas/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
