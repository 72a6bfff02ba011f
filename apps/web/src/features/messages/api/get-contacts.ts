import { contactsResponseSchema } from '@auditorias/domain/schemas/messages';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { contactsQueryKey } from './message-query-keys';

export type Contact = z.infer<typeof contactsResponseSchema>['data'][number];

/** GET /messages/contacts: the people the signed-in user may write to. */
export function getContacts(signal?: AbortSignal) {
  return apiData('/messages/contacts', { schema: contactsResponseSchema, signal });
}

export function contactsQueryOptions() {
  return apiQuery(contactsQueryKey, getContacts);
}

export function useContactsQuery(enabled = true) {
  return useQuery({ ...contactsQueryOptions(), enabled });
}
