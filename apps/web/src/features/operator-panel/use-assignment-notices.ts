import { useAuditListQuery } from '../audits/public';
import { ASSIGNMENT_POLL_MS, assignmentNotices } from './new-assignments';

/**
 * The assignment notices of an operator (`enabled`): the same query, polled every 10 s, as the operator panel's
 * new-assignment prompt (one request serves both); the `auditorias` server event refreshes it at once.
 */
export function useAssignmentNotices(operatorId: number, enabled: boolean) {
  const query = useAuditListQuery(
    { estado: ['asignada'] },
    { refetchInterval: enabled ? ASSIGNMENT_POLL_MS : false, enabled },
  );
  return enabled && query.data ? assignmentNotices(query.data, operatorId) : [];
}
