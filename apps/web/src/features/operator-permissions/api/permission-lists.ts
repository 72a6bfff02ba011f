import {
  assignmentListResponseSchema,
  availableClientsResponseSchema,
  availableOperatorsResponseSchema,
  blockListResponseSchema,
} from '@auditorias/domain/schemas/operator-permissions';
import type { z } from 'zod';
import { apiData } from '../../../lib/api-client';
import { apiQuery, useRecordQuery } from '../../../lib/queries';
import { operatorPermissionsQueryKey } from './operator-permissions-query-key';

/**
 * GET /operator-permissions/{list}/{id}: one list of a permissions modal, of an operator's (its clients) or of a
 * client's (its operators); fetched while the modal is open and the id is known.
 */
function usePermissionList<T>(
  list: string,
  schema: z.ZodType<{ data: T }>,
  id: number | null,
  enabled: boolean,
) {
  const optionsOf = (listId: number) =>
    apiQuery([...operatorPermissionsQueryKey, list, listId] as const, (signal) =>
      apiData(`/operator-permissions/${list}/${listId}`, { schema, signal }),
    );
  return useRecordQuery(id, optionsOf, enabled);
}

/** The clients assigned to an operator (who assigned, when). */
export const useListAssignedClientsQuery = (operatorId: number | null, enabled = true) =>
  usePermissionList('assigned-clients', assignmentListResponseSchema, operatorId, enabled);

/** Active companies with no assignment or block for the operator. */
export const useListAvailableClientsQuery = (operatorId: number | null, enabled = true) =>
  usePermissionList('available-clients', availableClientsResponseSchema, operatorId, enabled);

/** The operators assigned to a client. */
export const useListAssignedOperatorsQuery = (clientId: number | null, enabled = true) =>
  usePermissionList('assigned-operators', assignmentListResponseSchema, clientId, enabled);

/** Active operators and supervisors with no assignment or block for the client. */
export const useListAvailableOperatorsQuery = (clientId: number | null, enabled = true) =>
  usePermissionList('available-operators', availableOperatorsResponseSchema, clientId, enabled);

/** The operators blocked for a client, with the reason. */
export const useListBlockedOperatorsQuery = (clientId: number | null, enabled = true) =>
  usePermissionList('blocked-operators', blockListResponseSchema, clientId, enabled);
