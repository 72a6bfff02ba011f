import type { ClientSummary } from '@auditorias/domain/schemas/clients';
import { Button, Group, Text } from '@mantine/core';
import { IconEdit, IconTrash, IconUsersGroup, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type Columns, DataTable } from '../../../components/data-table';
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
  const columns: Columns<ClientSummary> = [
    {
      header: 'Nombre',
      cell: (client) => (
        <>
          <Text size="sm" fw={600}>
            {client.nombre}
          </Text>
          {client.empresa && client.empresa !== client.nombre ? (
            <Text size="xs" c="dimmed">
              {client.empresa}
            </Text>
          ) : null}
        </>
      ),
    },
    { header: 'Email', cell: (client) => <Text size="sm">{client.email ?? '—'}</Text> },
    {
      header: 'Teléfono',
      td: { style: { whiteSpace: 'nowrap' } },
      cell: (client) => <Text size="sm">{client.telefono ?? '—'}</Text>,
    },
    { header: 'Contacto', cell: (client) => <Text size="sm">{client.contactoPrincipal ?? '—'}</Text> },
    {
      header: 'Estado',
      td: { style: { whiteSpace: 'nowrap', minWidth: 100 } },
      cell: (client) => <StateBadge active={client.estado === 'activo'} label={client.estado} />,
    },
    {
      header: 'Acciones',
      align: 'right',
      cell: (client) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <RowButton icon={IconEdit} onClick={() => onEdit(client)}>
            Editar
          </RowButton>
          <RowButton
            icon={IconTrash}
            color="red"
            loading={deletingId === client.id}
            onClick={() => onDelete(client)}
          >
            Eliminar
          </RowButton>
          <RowButton icon={IconUsersGroup} color="grape" onClick={() => onOperators(client)}>
            Operadores
          </RowButton>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      rows={clients}
      columns={columns}
      rowKey={(client) => client.id}
      rowProps={(client) => ({ 'data-testid': `client-row-${client.id}` })}
      minWidth={860}
      highlightOnHover
      verticalSpacing="sm"
      aria-label="Clientes registrados"
    />
  );
}

/** A client's action, a small light button with its icon. */
function RowButton({
  icon: Icon,
  color,
  loading,
  onClick,
  children,
}: {
  icon: TablerIcon;
  color?: string;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={color}
      leftSection={<Icon size={14} aria-hidden />}
      loading={loading}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
