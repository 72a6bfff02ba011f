import type { assignmentSchema } from '@auditorias/domain/schemas/operator-permissions';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ByLine } from '../../../components/by-line';
import { PermissionColumn } from './permission-column';
import { PermissionListItem } from './permission-list-item';

type Assignment = z.infer<typeof assignmentSchema>;

interface AssignmentsColumnProps {
  title: string;
  emptyText: string;
  list: { data: readonly Assignment[] | undefined; isPending: boolean };
  /** What each item names: the assigned client (an operator's modal) or operator (a client's). */
  side: 'client' | 'operator';
  /** Before the client's or operator's id in each item's test id ('cliente-asignado'). */
  testIdPrefix: string;
  /** The item's action (remove the assignment), with the name the item shows. */
  action: (assignment: Assignment, name: string) => ReactNode;
}

/** The green list of assignments of a permissions modal, each with who assigned it and when. */
export function AssignmentsColumn({
  title,
  emptyText,
  list,
  side,
  testIdPrefix,
  action,
}: AssignmentsColumnProps) {
  return (
    <PermissionColumn
      title={title}
      items={list.data}
      color="green"
      loading={list.isPending}
      emptyText={emptyText}
    >
      {(a) => {
        const name = side === 'client' ? a.client.nombre : a.operator.name;
        return (
          <PermissionListItem
            key={a.id}
            testId={`${testIdPrefix}-${side === 'client' ? a.clientId : a.operatorId}`}
            title={name}
            details={<ByLine label="Asignado por" name={a.assignedByUser?.name} at={a.createdAt} />}
            actions={action(a, name)}
          />
        );
      }}
    </PermissionColumn>
  );
}
