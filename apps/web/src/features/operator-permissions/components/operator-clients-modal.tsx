import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { ManagementModal } from '../../../components/management-modal';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { ERROR_MESSAGE_MS, useTimedMessage } from '../../../lib/use-timed-message';
import { useAssignClientMutation, useUnassignClientMutation } from '../api/permission-changes';
import { useListAssignedClientsQuery, useListAvailableClientsQuery } from '../api/permission-lists';
import { permissionErrorMessage } from '../permission-messages';
import { AssignmentsColumn } from './assignments-column';
import { AvailableColumn } from './available-column';
import { PermissionAction, PermissionListItem } from './permission-list-item';

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

  const loadError = available.error ?? assigned.error;
  const changes = {
    assign: { mutation: assign, label: 'Asignar', color: undefined, errorPrefix: 'Error asignando cliente' },
    unassign: {
      mutation: unassign,
      label: 'Remover',
      color: 'red',
      errorPrefix: 'Error desasignando cliente',
    },
  };
  /** The button that assigns a client to the operator or removes it, spinning while it is sent. */
  const changeButton = (kind: keyof typeof changes, clientId: number, name: string) => {
    const { mutation, label, color, errorPrefix } = changes[kind];
    return (
      <PermissionAction
        label={label}
        ariaLabel={`${label} ${name}`}
        color={color}
        loading={mutation.isPending && mutation.variables?.clientId === clientId}
        onClick={() =>
          mutation.mutate(
            { operatorId, clientId },
            {
              onSuccess: ({ message }) => banner.success(message),
              onError: (error) => banner.error(permissionErrorMessage(errorPrefix, error)),
            },
          )
        }
      />
    );
  };

  return (
    <ManagementModal
      opened={opened}
      onClose={onClose}
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
          items={available.data}
          loading={available.isPending}
          emptyText="No hay clientes disponibles."
          noMatchText="Ningún cliente coincide."
          searchLabel="Buscar cliente"
          searchText={(c) => `${c.nombre} ${c.email ?? ''}`}
        >
          {(c) => (
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
              actions={changeButton('assign', c.id, c.nombre)}
            />
          )}
        </AvailableColumn>

        <AssignmentsColumn
          title="Clientes asignados"
          emptyText="Sin clientes asignados."
          list={assigned}
          side="client"
          testIdPrefix="cliente-asignado"
          action={(a, name) => changeButton('unassign', a.clientId, name)}
        />
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
