import {
  type childBusinessRequestSchema,
  clientMutationResponseSchema,
} from '@auditorias/domain/schemas/clients';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { clientsQueryKey } from './list-clients';

export type ChildBusinessBody = z.input<typeof childBusinessRequestSchema>;

/** POST /clients/{id}/negocios-hijos {nombre, branches?}: a child business under a company. */
export function createChildBusiness({ parentId, ...body }: ChildBusinessBody & { parentId: number }) {
  return apiRequest(`/clients/${parentId}/negocios-hijos`, {
    method: 'POST',
    body,
    schema: clientMutationResponseSchema,
  });
}

export function useCreateChildBusinessMutation() {
  return useRefreshingMutation(createChildBusiness, [clientsQueryKey]);
}
