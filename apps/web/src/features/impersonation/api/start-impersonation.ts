import {
  impersonationResponseSchema,
  type startImpersonationRequestSchema,
} from '@auditorias/domain/schemas/impersonation';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type StartImpersonationRequest = z.infer<typeof startImpersonationRequestSchema>;
export type ImpersonationResult = z.infer<typeof impersonationResponseSchema>;

/** POST /impersonation/start (admin): a session of the target user, marked with the admin as impersonator. */
export function startImpersonation(body: StartImpersonationRequest) {
  return apiRequest('/impersonation/start', { method: 'POST', body, schema: impersonationResponseSchema });
}

export function useStartImpersonationMutation() {
  return useMutation({ mutationFn: startImpersonation });
}
