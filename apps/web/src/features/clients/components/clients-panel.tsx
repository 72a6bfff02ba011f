import type { ClientSummary } from '@auditorias/domain/schemas/clients';
import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { TabPanelProps } from '../../../app/tab-panel-props';
import { ExportMenu } from '../../../components/export-menu';
import { ListCount, ListPanel, ListToolbar, SearchInput } from '../../../components/list-toolbar';
import { PageSection } from '../../../components/page-section';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { ERROR_MESSAGE_MS, useTimedMessage } from '../../../lib/use-timed-message';
import { PermissionsCenterModal } from '../../operator-permissions/public';
import { useDeleteClientMutation } from '../api/delete-client';
import { clientsExport, useClientListQuery } from '../api/list-clients';
import { confirmDeleteClient } from '../confirm-delete-client';
import { ClientFormContainer } from './client-form-container';
import { ClientListState } from './client-list-state';
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
    <PageSection
      title="Gestión de Clientes"
      description="Alta y edición completa de clientes: precios, pago al operador, contrato, usuario y sucursales."
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm({ clientId: null })}>
          Crear Cliente
        </Button>
      }
    >
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

      <ListPanel
        toolbar={
          <ListToolbar>
            <SearchInput
              placeholder="Nombre, contacto, email o CUIT"
              value={search}
              onChange={setSearch}
              w={{ base: '100%', sm: 360 }}
            />
            <ExportMenu what="los clientes y sus sucursales" download={clientsExport(filters)} />
            {list.data ? (
              <ListCount testId="clients-count" fetching={list.isFetching}>
                {clients.length === 1 ? '1 cliente' : `${clients.length} clientes`}
              </ListCount>
            ) : null}
          </ListToolbar>
        }
      >
        <ClientListState
          query={list}
          shown={clients.length}
          noMatch={debouncedSearch.trim() ? 'Ningún cliente coincide con la búsqueda.' : null}
        >
          <ClientsTable
            clients={clients}
            onEdit={(client) => openForm({ clientId: client.id })}
            onDelete={askDelete}
            onOperators={setPermissionsFor}
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        </ClientListState>
      </ListPanel>

      <PermissionsCenterModal
        clientId={permissionsFor?.id ?? null}
        clientName={permissionsFor?.nombre ?? ''}
        opened={permissionsFor !== null}
        onClose={() => setPermissionsFor(null)}
      />
    </PageSection>
  );
}
