import { messageListResponseSchema } from '@auditorias/domain/schemas/messages';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A list of messages the server answers at `path`, asked for again every time it is shown (staleTime 0). */
export function messageListQueryOptions<K extends QueryKey>(queryKey: K, path: string) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest(path, { schema: messageListResponseSchema, signal });
      return data;
    },
    staleTime: 0,
  });
}
