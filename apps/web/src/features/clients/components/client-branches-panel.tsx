import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding, IconBuildingStore, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import type { TabPanelProps } from '../../../app/tab-panel-props';
import { SearchInput } from '../../../components/list-toolbar';
import { PageHeading } from '../../../components/section-heading';
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
import { ClientListState } from './client-list-state';

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

/** The totals above the list: each one's label, icon and color. */
const COUNTERS = [
  { key: 'clientes', label: 'Total clientes', icon: IconBuilding, color: 'blue' },
  { key: 'sucursales', label: 'Total sucursales', icon: IconBuildingStore, color: 'grape' },
  { key: 'sucursalesActivas', label: 'Sucursales activas', icon: IconCircleCheck, color: 'green' },
] as const;

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
      <PageHeading
        title="Gestión de Clientes y Sucursales"
        description="Las sucursales toman del cliente lo que no definen (heredado)."
      />

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {COUNTERS.map(({ key, label, icon: Icon, color }) => (
          <Counter key={key} label={label} value={totales?.[key]} icon={<Icon size={24} />} color={color} />
        ))}
      </SimpleGrid>

      <TimedMessageAlert message={banner.message} onClose={banner.clear} />

      <SearchInput
        placeholder="Cliente, contacto o sucursal"
        value={search}
        onChange={setSearch}
        w={{ base: '100%', sm: 380 }}
      />

      <ClientListState
        query={list}
        shown={clients.length}
        noMatch={needle ? 'Ningún cliente o sucursal coincide con la búsqueda.' : null}
      >
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
      </ClientListState>

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
