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

type Kind = 'assign' | 'block' | 'unblock' | 'unassign';

/** What is being done to which operator (one action at a time shows its spinner). */
type Busy = { kind: Kind; operatorId: number } | null;

/** Each action's banner once done (from the server's text) and the prefix of its failure. */
const OUTCOMES: Record<Kind, { success: (serverMessage: string) => string; errorPrefix: string }> = {
  assign: { success: () => 'Operador asignado exitosamente', errorPrefix: 'Error asignando operador' },
  block: { success: (message) => message, errorPrefix: 'Error bloqueando operador' },
  unblock: { success: (message) => message, errorPrefix: 'Error desbloqueando operador' },
  unassign: {
    success: () => 'Operador desasignado exitosamente',
    errorPrefix: 'Error desasignando operador',
  },
};

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

  const mutations = { assign, block, unblock, unassign };

  /** Does `kind` to the operator for this client (a block with its reason), then says how it went. */
  function run(kind: Kind, operatorId: number, reason?: string) {
    if (clientId === null) return;
    const { success, errorPrefix } = OUTCOMES[kind];
    setBusy({ kind, operatorId });
    mutations[kind].mutate(kind === 'block' ? { operatorId, clientId, reason } : { operatorId, clientId }, {
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

  const isBusy = (kind: Kind, operatorId: number) => busy?.kind === kind && busy.operatorId === operatorId;

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
                      onClick={() => run('assign', op.id)}
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
                    onConfirm={(reason) => run('block', op.id, reason)}
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
                  onClick={() => run('unblock', b.operatorId)}
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
              onClick={() => run('unassign', a.operatorId)}
            />
          )}
        />
      </SimpleGrid>
    </ManagementModal>
  );
}
