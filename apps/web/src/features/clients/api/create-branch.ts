import { type branchInputSchema, branchMutationResponseSchema } from '@auditorias/domain/schemas/clients';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { clientsQueryKey } from './list-clients';

/** A branch as the API takes it (null fields inherit the client's values). */
export type BranchBody = z.input<typeof branchInputSchema>;

/** POST /clients/{id}/branches: answers 'Sucursal creada exitosamente'. */
export function createBranch({ clientId, branch }: { clientId: number; branch: BranchBody }) {
  return apiRequest(`/clients/${clientId}/branches`, {
    method: 'POST',
    body: branch,
    schema: branchMutationResponseSchema,
  });
}

export function useCreateBranchMutation() {
  return useRefreshingMutation(createBranch, [clientsQueryKey]);
}
