import type { ClientSummary } from '@auditorias/domain/schemas/clients';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { TabPanelProps } from '../../../app/tab-panel-props';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { ERROR_MESSAGE_MS, useTimedMessage } from '../../../lib/use-timed-message';
import { PermissionsCenterModal } from '../../operator-permissions/public';
import { useDeleteClientMutation } from '../api/delete-client';
import { clientsExport, useClientListQuery } from '../api/list-clients';
import { confirmDeleteClient } from '../confirm-delete-client';
import { ClientFormContainer } from './client-form-container';
import { ClientsTable } from './clients-table';

/** The client form: closed, creating (null) or editing a client. */
type FormTarget = { clientId: number | null } | null;

/** 'clients' tab: 'Gestión de Clientes' (spec: client management). */
export function ClientsPanel(_props: TabPanelProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const filters = { search: debouncedSearch };
  const list = useClientListQuery(filters);
  const [form, setForm] = useState<FormTarget>(null);
  const [permissionsFor, setPermissionsFor] = useState<ClientSummary | null>(null);
  const banner = useTimedMessage({ errorMs: ERROR_MESSAGE_MS });
  const remove = useDeleteClientMutation();
  const formRef = useRef<HTMLDivElement>(null);

  const formKey = form === null ? null : (form.clientId ?? 'nuevo');
  useEffect(() => {
    if (formKey !== null) formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [formKey]);

  function openForm(target: FormTarget) {
    banner.clear();
    setForm(target);
  }

  function askDelete(client: ClientSummary) {
    confirmDeleteClient(client.nombre, () =>
      remove.mutate(client.id, {
        onSuccess: ({ message }) => {
          if (form?.clientId === client.id) setForm(null);
          banner.success(message);
        },
        onError: (error) => banner.error(prefixedErrorMessage('Error eliminando cliente', error)),
      }),
    );
  }

  const clients = list.data?.data ?? [];

  return (
    <Stack gap="md" component="section" aria-label="Gestión de Clientes">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h3">
            Gestión de Clientes
          </Title>
          <Text c="dimmed" size="sm">
            Alta y edición completa de clientes: precios, pago al operador, contrato, usuario y sucursales.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm({ clientId: null })}>
          Crear Cliente
        </Button>
      </Group>

      <TimedMessageAlert message={banner.message} onClose={banner.clear} />

      {form !== null ? (
        <div ref={formRef} style={{ scrollMarginTop: 80 }}>
          <ClientFormContainer
            clientId={form.clientId}
            onSaved={(message) => {
              setForm(null);
              banner.success(message);
            }}
            onNew={() => setForm({ clientId: null })}
            onClose={() => setForm(null)}
          />
        </div>
      ) : null}

      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              label="Buscar"
              placeholder="Nombre, contacto, email o RUT"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={{ base: '100%', sm: 360 }}
            />
            <ExportMenu what="los clientes y sus sucursales" download={clientsExport(filters)} />
            {list.data ? (
              <Text size="sm" c="dimmed" data-testid="clients-count">
                {clients.length === 1 ? '1 cliente' : `${clients.length} clientes`}
                {list.isFetching ? ' · actualizando...' : ''}
              </Text>
            ) : null}
          </Group>

          {list.isPending ? (
            <Group justify="center" py="xl" gap="sm">
              <Loader size="sm" />
              <Text c="dimmed" size="sm">
                Cargando clientes...
              </Text>
            </Group>
          ) : list.isError ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              title={prefixedErrorMessage('Error cargando clientes', list.error)}
            >
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                Reintentar
              </Button>
            </Alert>
          ) : clients.length === 0 ? (
            <EmptyState
              message={
                debouncedSearch.trim()
                  ? 'Ningún cliente coincide con la búsqueda.'
                  : 'Todavía no hay clientes.'
              }
            />
          ) : (
            <ClientsTable
              clients={clients}
              onEdit={(client) => openForm({ clientId: client.id })}
              onDelete={askDelete}
              onOperators={setPermissionsFor}
              deletingId={remove.isPending ? (remove.variables ?? null) : null}
            />
          )}
        </Stack>
      </Paper>

      <PermissionsCenterModal
        clientId={permissionsFor?.id ?? null}
        clientName={permissionsFor?.nombre ?? ''}
        opened={permissionsFor !== null}
        onClose={() => setPermissionsFor(null)}
      />
    </Stack>
  );
}
