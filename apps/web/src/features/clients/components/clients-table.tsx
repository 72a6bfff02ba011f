import type { ClientSummary } from '@auditorias/domain/schemas/clients';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconEdit, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { StateBadge } from './state-badge';

interface ClientsTableProps {
  clients: ClientSummary[];
  onEdit: (client: ClientSummary) => void;
  onDelete: (client: ClientSummary) => void;
  onOperators: (client: ClientSummary) => void;
  deletingId?: number | null;
}

/** The registered clients: Nombre, Email, Teléfono, Contacto, Estado ('activo' in green) and the row actions. */
export function ClientsTable({ clients, onEdit, onDelete, onOperators, deletingId }: ClientsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Clientes registrados">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Teléfono</Table.Th>
            <Table.Th>Contacto</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.id} data-testid={`client-row-${client.id}`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {client.nombre}
                </Text>
                {client.empresa && client.empresa !== client.nombre ? (
                  <Text size="xs" c="dimmed">
                    {client.empresa}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{client.email ?? '—'}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{client.telefono ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{client.contactoPrincipal ?? '—'}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 100 }}>
                <StateBadge active={client.estado === 'activo'} label={client.estado} />
              </Table.Td>
              <Table.Td>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    onClick={() => onEdit(client)}
                  >
                    Editar
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    loading={deletingId === client.id}
                    onClick={() => onDelete(client)}
                  >
                    Eliminar
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="grape"
                    leftSection={<IconUsersGroup size={14} aria-hidden />}
                    onClick={() => onOperators(client)}
                  >
                    Operadores
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
