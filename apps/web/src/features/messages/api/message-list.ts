import { messageListResponseSchema } from '@auditorias/domain/schemas/messages';
import type { QueryKey } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

/** A list of messages the server answers at `path`, asked for again every time it is shown (staleTime 0). */
export function messageListQueryOptions<K extends QueryKey>(queryKey: K, path: string) {
  return apiQuery(queryKey, (signal) => apiData(path, { schema: messageListResponseSchema, signal }), {
    staleTime: 0,
  });
}
