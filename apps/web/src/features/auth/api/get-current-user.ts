import { meResponseSchema } from '@auditorias/domain/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** The signed-in user and, while an admin views the product as that user, the admin. */
export type CurrentSession = Omit<z.infer<typeof meResponseSchema>, 'success'>;

/** GET /auth/me: the signed-in user as the server sees it now. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentSession> {
  const { user, impersonator } = await apiRequest('/auth/me', { schema: meResponseSchema, signal });
  return { user, impersonator };
}

export function currentUserQueryOptions() {
  return apiQuery(currentUserQueryKey, getCurrentUser, { staleTime: 60_000 });
}

export function useCurrentUserQuery(enabled: boolean) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}
