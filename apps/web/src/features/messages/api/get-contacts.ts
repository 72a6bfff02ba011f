import { contactsResponseSchema } from '@auditorias/domain/schemas/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { contactsQueryKey } from './message-query-keys';

export type Contact = z.infer<typeof contactsResponseSchema>['data'][number];

/** GET /messages/contacts: the people the signed-in user may write to. */
export async function getContacts(signal?: AbortSignal) {
  const { data } = await apiRequest('/messages/contacts', { schema: contactsResponseSchema, signal });
  return data;
}

export function contactsQueryOptions() {
  return queryOptions({ queryKey: contactsQueryKey, queryFn: ({ signal }) => getContacts(signal) });
}

export function useContactsQuery(enabled = true) {
  return useQuery({ ...contactsQueryOptions(), enabled });
}
