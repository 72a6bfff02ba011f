import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconBuilding,
  IconBuildingStore,
  IconCircleCheck,
  IconSearch,
} from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import type { TabPanelProps } from '../../../app/tab-panel-props';
import { EmptyState } from '../../../components/empty-state';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { ERROR_MESSAGE_MS, useTimedMessage } from '../../../lib/use-timed-message';
import { useDeleteClientMutation } from '../api/delete-client';
import { useClientListQuery } from '../api/list-clients';
import { useClientsForAuditsQuery } from '../api/list-clients-for-audits';
import { confirmDeleteClient } from '../confirm-delete-client';
import { BranchModal, type BranchModalTarget } from './branch-modal';
import { ChildBusinessModal } from './child-business-modal';
import { ClientCard } from './client-card';

function Counter({
  label,
  value,
  icon,
  color,
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text size="xl" fw={700} lh={1.2}>
            {value ?? '—'}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** 'client-branches' tab: 'Gestión de Clientes y Sucursales' (spec: client management). */
export function ClientBranchesPanel(_props: TabPanelProps) {
  const list = useClientListQuery({});
  // Branch names (of the companies and of their child businesses) for the search.
  const withBranches = useClientsForAuditsQuery(true, false);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [branchTarget, setBranchTarget] = useState<BranchModalTarget | null>(null);
  const [childParent, setChildParent] = useState<{ id: number; nombre: string } | null>(null);
  const banner = useTimedMessage({ errorMs: ERROR_MESSAGE_MS });
  const removeClient = useDeleteClientMutation();

  const branchNames = useMemo(() => {
    const byClient = new Map<number, string[]>();
    for (const c of withBranches.data ?? []) {
      const owner = c.parentId ?? c.id;
      const names = byClient.get(owner) ?? [];
      names.push(...c.branches.map((b) => b.nombre), ...(c.parentId !== null ? [c.nombre] : []));
      byClient.set(owner, names);
    }
    return byClient;
  }, [withBranches.data]);

  const needle = search.trim().toLowerCase();
  const clients = (list.data?.data ?? []).filter(
    (c) =>
      !needle ||
      c.nombre.toLowerCase().includes(needle) ||
      (c.contactoPrincipal ?? '').toLowerCase().includes(needle) ||
      (branchNames.get(c.id) ?? []).some((name) => name.toLowerCase().includes(needle)),
  );

  function toggle(id: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function askDeleteClient(client: { id: number; nombre: string }) {
    confirmDeleteClient(client.nombre, () =>
      removeClient.mutate(client.id, {
        onSuccess: ({ message }) => banner.success(message),
        onError: (error) => banner.error(prefixedErrorMessage('Error eliminando cliente', error)),
      }),
    );
  }

  const totales = list.data?.totales;

  return (
    <Stack gap="md" component="section" aria-label="Gestión de Clientes y Sucursales">
      <div>
        <Title order={1} size="h3">
          Gestión de Clientes y Sucursales
        </Title>
        <Text c="dimmed" size="sm">
          Las sucursales toman del cliente lo que no definen (heredado).
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Counter
          label="Total clientes"
          value={totales?.clientes}
          icon={<IconBuilding size={24} />}
          color="blue"
        />
        <Counter
          label="Total sucursales"
          value={totales?.sucursales}
          icon={<IconBuildingStore size={24} />}
          color="grape"
        />
        <Counter
          label="Sucursales activas"
          value={totales?.sucursalesActivas}
          icon={<IconCircleCheck size={24} />}
          color="green"
        />
      </SimpleGrid>

      <TimedMessageAlert message={banner.message} onClose={banner.clear} />

      <TextInput
        label="Buscar"
        placeholder="Cliente, contacto o sucursal"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={{ base: '100%', sm: 380 }}
      />

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
            needle ? 'Ningún cliente o sucursal coincide con la búsqueda.' : 'Todavía no hay clientes.'
          }
        />
      ) : (
        <Stack gap="sm">
          {clients.map((client) => (
            <ClientCard
              key={client.id}
              client={client}
              expanded={expanded.has(client.id)}
              onToggle={() => toggle(client.id)}
              onOpenBranch={setBranchTarget}
              onAddChild={setChildParent}
              onDeleteClient={askDeleteClient}
              deletingClient={removeClient.isPending && removeClient.variables === client.id}
              onMessage={(m) => (m.color === 'green' ? banner.success(m.text) : banner.error(m.text))}
            />
          ))}
        </Stack>
      )}

      <BranchModal
        target={branchTarget}
        onClose={() => setBranchTarget(null)}
        onSaved={(message) => {
          if (branchTarget) setExpanded((current) => new Set(current).add(branchTarget.ownerId));
          setBranchTarget(null);
          banner.success(message);
        }}
      />
      <ChildBusinessModal
        parent={childParent}
        onClose={() => setChildParent(null)}
        onSaved={(message) => {
          if (childParent) setExpanded((current) => new Set(current).add(childParent.id));
          setChildParent(null);
          banner.success(message);
        }}
      />
    </Stack>
  );
}
