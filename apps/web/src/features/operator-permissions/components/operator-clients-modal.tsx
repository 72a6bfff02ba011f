import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ByLine } from '../../../components/by-line';
import { ManagementModal } from '../../../components/management-modal';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { ERROR_MESSAGE_MS, useTimedMessage } from '../../../lib/use-timed-message';
import { useAssignClientMutation } from '../api/assign-client';
import { useListAssignedClientsQuery } from '../api/list-assigned-clients';
import { useListAvailableClientsQuery } from '../api/list-available-clients';
import { useUnassignClientMutation } from '../api/unassign-client';
import { permissionErrorMessage } from '../permission-messages';
import { AvailableColumn } from './available-column';
import { PermissionColumn } from './permission-column';
import { PermissionListItem } from './permission-list-item';

export interface OperatorClientsModalProps {
  operatorId: number;
  operatorName: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Gestionar Clientes' of an operator (spec: operator-client permissions): available clients ('Asignar') and
 * assigned clients with who assigned them and when ('Remover'). No assignment means no restriction.
 */
export function OperatorClientsModal({
  operatorId,
  operatorName,
  opened,
  onClose,
}: OperatorClientsModalProps) {
  const available = useListAvailableClientsQuery(operatorId, opened);
  const assigned = useListAssignedClientsQuery(operatorId, opened);
  const assign = useAssignClientMutation();
  const unassign = useUnassignClientMutation();
  const banner = useTimedMessage({ errorMs: ERROR_MESSAGE_MS });
  const [filter, setFilter] = useState('');

  const loadError = available.error ?? assigned.error;
  const needle = filter.trim().toLowerCase();
  const availableList = (available.data ?? []).filter(
    (c) => !needle || `${c.nombre} ${c.email ?? ''}`.toLowerCase().includes(needle),
  );
  const busyId = (m: typeof assign | typeof unassign) =>
    m.isPending ? (m.variables?.clientId ?? null) : null;
  const act = (m: typeof assign | typeof unassign, clientId: number, errorPrefix: string) =>
    m.mutate(
      { operatorId, clientId },
      {
        onSuccess: ({ message }) => banner.success(message),
        onError: (error) => banner.error(permissionErrorMessage(errorPrefix, error)),
      },
    );

  function close() {
    setFilter('');
    onClose();
  }

  return (
    <ManagementModal
      opened={opened}
      onClose={close}
      title="Gestionar Clientes"
      subtitle={operatorName}
      size="xl"
      banner={banner}
      loadError={loadError ? prefixedErrorMessage('Error cargando clientes', loadError) : null}
    >
      {assigned.data && assigned.data.length === 0 ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="Sin restricciones"
        >
          {operatorName} no tiene clientes asignados: puede acceder a todas las auditorías.
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AvailableColumn
          title="Clientes disponibles"
          count={available.data ? availableList.length : null}
          loading={available.isPending}
          emptyText={needle ? 'Ningún cliente coincide.' : 'No hay clientes disponibles.'}
          searchLabel="Buscar cliente"
          search={filter}
          onSearchChange={setFilter}
        >
          {availableList.map((c) => (
            <PermissionListItem
              key={c.id}
              testId={`cliente-disponible-${c.id}`}
              title={c.nombre}
              details={
                c.email ? (
                  <Text size="xs" c="dimmed">
                    {c.email}
                  </Text>
                ) : null
              }
              actions={
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={busyId(assign) === c.id}
                  aria-label={`Asignar ${c.nombre}`}
                  onClick={() => act(assign, c.id, 'Error asignando cliente')}
                >
                  Asignar
                </Button>
              }
            />
          ))}
        </AvailableColumn>

        <PermissionColumn
          title="Clientes asignados"
          count={assigned.data?.length ?? null}
          color="green"
          loading={assigned.isPending}
          emptyText="Sin clientes asignados."
        >
          {(assigned.data ?? []).map((a) => (
            <PermissionListItem
              key={a.id}
              testId={`cliente-asignado-${a.clientId}`}
              title={a.client.nombre}
              details={<ByLine label="Asignado por" name={a.assignedByUser?.name} at={a.createdAt} />}
              actions={
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  loading={busyId(unassign) === a.clientId}
                  aria-label={`Remover ${a.client.nombre}`}
                  onClick={() => act(unassign, a.clientId, 'Error desasignando cliente')}
                >
                  Remover
                </Button>
              }
            />
          ))}
        </PermissionColumn>
      </SimpleGrid>

      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title="Cómo funcionan los permisos"
      >
        <Stack gap={4}>
          <Text size="sm">Sin clientes asignados, el operador tiene acceso a todas las auditorías.</Text>
          <Text size="sm">Con clientes asignados, el operador solo ve las auditorías de esos clientes.</Text>
          <Text size="sm">
            Si los clientes asignados no tienen auditorías, se aplica un respaldo automático.
          </Text>
        </Stack>
      </Alert>
    </ManagementModal>
  );
}
