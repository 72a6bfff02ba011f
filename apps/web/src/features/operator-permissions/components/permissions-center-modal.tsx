import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { Alert, Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ByLine } from '../../../components/by-line';
import { ManagementModal } from '../../../components/management-modal';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { ERROR_MESSAGE_MS, useTimedMessage } from '../../../lib/use-timed-message';
import {
  useAssignClientMutation,
  useBlockOperatorMutation,
  useUnassignClientMutation,
  useUnblockOperatorMutation,
} from '../api/permission-changes';
import {
  useListAssignedOperatorsQuery,
  useListAvailableOperatorsQuery,
  useListBlockedOperatorsQuery,
} from '../api/permission-lists';
import { permissionErrorMessage } from '../permission-messages';
import { AssignmentsColumn } from './assignments-column';
import { AvailableColumn } from './available-column';
import { BlockReasonForm } from './block-reason-form';
import { PermissionColumn } from './permission-column';
import { PermissionAction, PermissionListItem } from './permission-list-item';

interface PermissionsCenterModalProps {
  clientId: number | null;
  clientName: string;
  opened: boolean;
  onClose: () => void;
}

/** What is being done to which operator (one action at a time shows its spinner). */
type Busy = { kind: 'assign' | 'block' | 'unblock' | 'unassign'; operatorId: number } | null;

/**
 * 'Centro de Permisos' of a client: available operators (assign or block, with an optional reason), blocked
 * operators (unblock) and assigned operators (unassign). With no assigned operators any available operator
 * may take the client's audits.
 */
export function PermissionsCenterModal({
  clientId,
  clientName,
  opened,
  onClose,
}: PermissionsCenterModalProps) {
  const available = useListAvailableOperatorsQuery(clientId, opened);
  const blocked = useListBlockedOperatorsQuery(clientId, opened);
  const assigned = useListAssignedOperatorsQuery(clientId, opened);
  const assign = useAssignClientMutation();
  const unassign = useUnassignClientMutation();
  const block = useBlockOperatorMutation();
  const unblock = useUnblockOperatorMutation();
  const banner = useTimedMessage({ errorMs: ERROR_MESSAGE_MS });
  const [blocking, setBlocking] = useState<number | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const loadError = available.error ?? blocked.error ?? assigned.error;

  function run(
    kind: NonNullable<Busy>['kind'],
    operatorId: number,
    action: (handlers: {
      onSuccess: (r: { message: string }) => void;
      onError: (e: unknown) => void;
    }) => void,
    success: (serverMessage: string) => string,
    errorPrefix: string,
  ) {
    if (clientId === null) return;
    setBusy({ kind, operatorId });
    action({
      onSuccess: ({ message }) => {
        setBusy(null);
        setBlocking(null);
        banner.success(success(message));
      },
      onError: (error) => {
        setBusy(null);
        banner.error(permissionErrorMessage(errorPrefix, error));
      },
    });
  }

  const isBusy = (kind: NonNullable<Busy>['kind'], operatorId: number) =>
    busy?.kind === kind && busy.operatorId === operatorId;

  function close() {
    setBlocking(null);
    onClose();
  }

  return (
    <ManagementModal
      opened={opened}
      onClose={close}
      title="Centro de Permisos"
      subtitle={clientName}
      size="80rem"
      banner={banner}
      loadError={loadError ? prefixedErrorMessage('Error cargando operadores', loadError) : null}
    >
      {assigned.data && assigned.data.length === 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          Este cliente no tiene operadores asignados: cualquier operador disponible puede tomar sus
          auditorías.
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <AvailableColumn
          title="Operadores disponibles"
          items={available.data}
          loading={available.isPending}
          emptyText="No hay operadores disponibles."
          noMatchText="Ningún operador coincide."
          searchLabel="Buscar operador"
          searchText={(o) => `${o.name} ${o.username ?? ''} ${o.email}`}
        >
          {(op) => (
            <PermissionListItem
              key={op.id}
              testId={`disponible-${op.id}`}
              title={op.name}
              details={
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {op.username ?? op.email}
                  </Text>
                  <Badge size="xs" variant="light" color="gray">
                    {ROLE_LABELS[op.role]}
                  </Badge>
                </Group>
              }
              actions={
                blocking === op.id ? null : (
                  <>
                    <PermissionAction
                      label="Asignar"
                      ariaLabel={`Asignar a ${op.name}`}
                      loading={isBusy('assign', op.id)}
                      onClick={() =>
                        run(
                          'assign',
                          op.id,
                          (h) => clientId !== null && assign.mutate({ operatorId: op.id, clientId }, h),
                          () => 'Operador asignado exitosamente',
                          'Error asignando operador',
                        )
                      }
                    />
                    <PermissionAction
                      label="Bloquear"
                      ariaLabel={`Bloquear a ${op.name}`}
                      color="red"
                      onClick={() => setBlocking(op.id)}
                    />
                  </>
                )
              }
              footer={
                blocking === op.id ? (
                  <BlockReasonForm
                    operatorName={op.name}
                    loading={isBusy('block', op.id)}
                    onCancel={() => setBlocking(null)}
                    onConfirm={(reason) =>
                      run(
                        'block',
                        op.id,
                        (h) => clientId !== null && block.mutate({ operatorId: op.id, clientId, reason }, h),
                        (message) => message,
                        'Error bloqueando operador',
                      )
                    }
                  />
                ) : null
              }
            />
          )}
        </AvailableColumn>

        <PermissionColumn
          title="Operadores bloqueados"
          items={blocked.data}
          color="red"
          loading={blocked.isPending}
          emptyText="No hay operadores bloqueados."
        >
          {(b) => (
            <PermissionListItem
              key={b.id}
              testId={`bloqueado-${b.operatorId}`}
              title={b.operator.name}
              details={
                <>
                  <Text size="xs" c="dimmed">
                    {b.blockedReason ? `Razón: ${b.blockedReason}` : 'Sin razón indicada'}
                  </Text>
                  <ByLine label="Bloqueado por" name={b.blockedByUser?.name} at={b.createdAt} />
                </>
              }
              actions={
                <PermissionAction
                  label="Desbloquear"
                  ariaLabel={`Desbloquear a ${b.operator.name}`}
                  color="green"
                  loading={isBusy('unblock', b.operatorId)}
                  onClick={() =>
                    run(
                      'unblock',
                      b.operatorId,
                      (h) => clientId !== null && unblock.mutate({ operatorId: b.operatorId, clientId }, h),
                      (message) => message,
                      'Error desbloqueando operador',
                    )
                  }
                />
              }
            />
          )}
        </PermissionColumn>

        <AssignmentsColumn
          title="Operadores asignados"
          emptyText="Sin operadores asignados."
          list={assigned}
          side="operator"
          testIdPrefix="asignado"
          action={(a, name) => (
            <PermissionAction
              label="Desasignar"
              ariaLabel={`Desasignar a ${name}`}
              color="orange"
              loading={isBusy('unassign', a.operatorId)}
              onClick={() =>
                run(
                  'unassign',
                  a.operatorId,
                  (h) => clientId !== null && unassign.mutate({ operatorId: a.operatorId, clientId }, h),
                  () => 'Operador desasignado exitosamente',
                  'Error desasignando operador',
                )
              }
            />
          )}
        />
      </SimpleGrid>
    </ManagementModal>
  );
}
