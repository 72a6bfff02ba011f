import type { DebtGroup, DebtPeriod } from '@auditorias/domain/schemas/finance';
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Menu,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowBackUp,
  IconCash,
  IconChevronDown,
  IconChevronUp,
  IconGift,
  IconPencil,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { LoadMore } from '../../../components/load-more';
import { Money } from '../../../components/money';
import { AuditPriorityBadge } from '../../audits/public';
import { useDebtGroupPages, useDebtPeriodAuditPages } from '../api/list-debt-groups';
import type { FinanceAccess } from '../finance-access';
import { periodLabel } from '../finance-period';
import { FinanceLoadError } from './finance-error';
import { ReceivablesChart } from './month-charts';
import type { ReceivableAudit, useReceivableActions } from './use-receivable-actions';

/** Spec: the empty state of the receivables. */
export const NO_RECEIVABLES = 'No hay auditorías pendientes de cobro';
/** A search that matches no client with receivables. */
export const NO_CLIENT_MATCH = 'Ningún cliente con cuentas por cobrar coincide con la búsqueda';

type Actions = ReturnType<typeof useReceivableActions>;

function AuditActions({
  audit,
  access,
  actions,
}: {
  audit: ReceivableAudit;
  access: FinanceAccess;
  actions: Actions;
}) {
  if (!access.manage) return null;
  const busy = actions.busyAuditId === audit.id;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Menu position="bottom-end" withinPortal={false}>
        <Menu.Target>
          <Button
            size="compact-sm"
            color="green"
            variant="light"
            loading={busy}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={`Cobrar auditoría ${audit.id}`}
          >
            Cobrar
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconCash size={16} />} onClick={() => actions.collect(audit, 'normal')}>
            Cobrar normal
          </Menu.Item>
          <Menu.Item onClick={() => actions.collect(audit, 'prioritaria')}>Cobrar prioritaria</Menu.Item>
          <Menu.Item onClick={() => actions.collect(audit, 'urgente')}>Cobrar urgente</Menu.Item>
          <Menu.Item leftSection={<IconGift size={16} />} onClick={() => actions.free(audit)}>
            Marcar como gratis
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => actions.partial(audit)}>Cobro parcial…</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {audit.cobrado > 0 ? (
        <Tooltip label="Revertir cobro">
          <ActionIcon
            variant="light"
            color="orange"
            aria-label={`Revertir cobro de la auditoría ${audit.id}`}
            onClick={() => actions.revert(audit)}
          >
            <IconArrowBackUp size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label="Editar">
        <ActionIcon
          variant="light"
          aria-label={`Editar auditoría ${audit.id}`}
          onClick={() => actions.editAudit(audit)}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      {access.delete ? (
        <Tooltip label="Eliminar">
          <ActionIcon
            variant="light"
            color="red"
            aria-label={`Eliminar auditoría ${audit.id}`}
            onClick={() => actions.deleteAudit(audit)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** The receivable audits of one opened period, paged ('Cargar más'), with their actions. */
function PeriodAudits({
  group,
  period,
  access,
  actions,
}: {
  group: DebtGroup;
  period: DebtPeriod;
  access: FinanceAccess;
  actions: Actions;
}) {
  const list = useDebtPeriodAuditPages({ clienteId: group.clienteId, mes: period.mes, anio: period.anio });
  if (list.isPending) {
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={`Cargando las auditorías de ${periodLabel(period)}`} />
      </Center>
    );
  }
  if (list.isError) return <FinanceLoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.items.length === 0) return <EmptyState message={NO_RECEIVABLES} />;
  return (
    <>
      <ScrollArea type="auto">
        <Table striped verticalSpacing="xs" miw={820}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Auditoría</Table.Th>
              <Table.Th>Prioridad</Table.Th>
              <Table.Th>Entregada</Table.Th>
              <Table.Th ta="right">Importe</Table.Th>
              <Table.Th ta="right">Cobrado</Table.Th>
              <Table.Th ta="right">Saldo</Table.Th>
              {access.manage ? <Table.Th ta="right">Acciones</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((audit) => (
              <Table.Tr key={audit.id} data-testid={`receivable-${audit.id}`}>
                <Table.Td>{audit.id}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {audit.titulo}
                  </Text>
                  {audit.sucursal ? (
                    <Text size="xs" c="dimmed">
                      {audit.sucursal}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <AuditPriorityBadge prioridad={audit.prioridad} size="sm" />
                </Table.Td>
                <Table.Td>
                  <DateTime value={audit.fechaEntrega} dateOnly />
                </Table.Td>
                <Table.Td ta="right">
                  <Money pesos={audit.costoFinal} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money pesos={audit.cobrado} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money pesos={audit.saldo} fw={600} />
                </Table.Td>
                {access.manage ? (
                  <Table.Td>
                    <AuditActions audit={audit} access={access} actions={actions} />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <LoadMore
        shown={list.items.length}
        hasMore={list.hasMore}
        loading={list.isFetchingNextPage}
        onLoadMore={list.loadMore}
      />
    </>
  );
}

/** One period of a client: its totals, its packages, and its audits when opened. */
function PeriodSection({
  group,
  period: p,
  access,
  actions,
}: {
  group: DebtGroup;
  period: DebtPeriod;
  access: FinanceAccess;
  actions: Actions;
}) {
  const [open, setOpen] = useState(false);
  const count = p.cantidadAuditorias;
  return (
    <div data-testid={`period-${group.clienteId}-${p.mesAnio}`}>
      <Group justify="space-between" mb={4} wrap="wrap">
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {periodLabel(p)}
          </Badge>
          <Text size="sm" c="dimmed">
            {count === 1 ? '1 auditoría' : `${count} auditorías`}
            {p.abonos.length > 0 ? ' + abono' : ''} · <Money pesos={p.totalPeriodo} />
          </Text>
        </Group>
        <Group gap="xs">
          {count > 0 ? (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setOpen((v) => !v)}
              aria-expanded={open}
              rightSection={
                open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
              }
              aria-label={`${open ? 'Ocultar' : 'Ver'} auditorías de ${periodLabel(p)} de ${group.clienteNombre}`}
            >
              {open ? 'Ocultar auditorías' : 'Ver auditorías'}
            </Button>
          ) : null}
          {access.manage && count > 0 ? (
            <Button
              size="compact-sm"
              variant="light"
              color="green"
              loading={actions.periodBusy}
              onClick={() => actions.collectPeriod(group, p)}
              aria-label={`Cobrar período ${periodLabel(p)} de ${group.clienteNombre}`}
            >
              Cobrar período
            </Button>
          ) : null}
        </Group>
      </Group>
      {p.abonos.map((abono) => (
        <Group
          key={abono.clave}
          justify="space-between"
          py={4}
          px="xs"
          mb={4}
          bg="var(--mantine-color-teal-light)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          data-testid={`package-${abono.clave}`}
        >
          <div>
            <Text size="sm" fw={500}>
              Abono mensual: 4 auditorías fijas{abono.sucursal ? ` (${abono.sucursal})` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {abono.descripcion}
            </Text>
          </div>
          <Group gap="sm">
            <Money pesos={abono.monto} fw={600} />
            {access.manage ? (
              <Button
                size="compact-sm"
                variant="light"
                color="green"
                loading={
                  actions.busyPackage === `${group.clienteId}:${abono.sucursalId ?? 0}:${p.anio}-${p.mes}`
                }
                onClick={() => actions.collectPackage(group, p, abono)}
                aria-label={`Cobrar abono ${periodLabel(p)} de ${group.clienteNombre}${abono.sucursal ? ` (${abono.sucursal})` : ''}`}
              >
                Cobrar abono
              </Button>
            ) : null}
          </Group>
        </Group>
      ))}
      {open ? <PeriodAudits group={group} period={p} access={access} actions={actions} /> : null}
    </div>
  );
}

function DebtGroupCard({
  group,
  access,
  actions,
}: {
  group: DebtGroup;
  access: FinanceAccess;
  actions: Actions;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={group.clienteNombre}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {group.clienteNombre}
        </Title>
        <Text size="sm">
          {group.cantidadAuditorias === 1 ? '1 auditoría' : `${group.cantidadAuditorias} auditorías`} · Deuda
          total: <Money pesos={group.totalDeuda} fw={700} />
        </Text>
      </Group>
      <Stack gap="sm">
        {group.periodos.map((p) => (
          <PeriodSection key={p.mesAnio} group={group} period={p} access={access} actions={actions} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Receivables grouped by client and by period (month of delivery), with the collect actions: clients paged and
 * searched by name in the server, each period's audits asked when it is opened.
 */
export function ReceivablesList({ access, actions }: { access: FinanceAccess; actions: Actions }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const groups = useDebtGroupPages(debouncedSearch);
  return (
    <Stack gap="md" data-testid="receivables">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Cuentas por cobrar
        </Title>
        <Group gap="md">
          {groups.totalGeneral !== null ? (
            <Text size="sm">
              Total general: <Money pesos={groups.totalGeneral} fw={700} />
            </Text>
          ) : null}
          <ExportMenu
            what="las cuentas a cobrar"
            download={{ path: '/finanzas/clientes/export', fallbackName: 'cuentas-a-cobrar' }}
          />
        </Group>
      </Group>
      <TextInput
        label="Buscar cliente"
        placeholder="Nombre del cliente"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={{ base: '100%', xs: 360 }}
      />
      {groups.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando cuentas por cobrar" />
        </Center>
      ) : groups.isError ? (
        <FinanceLoadError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : groups.items.length === 0 ? (
        <EmptyState message={debouncedSearch ? NO_CLIENT_MATCH : NO_RECEIVABLES} />
      ) : (
        <>
          {groups.items.length > 1 ? (
            <ReceivablesChart
              data={groups.items.map((g) => ({ cliente: g.clienteNombre, Deuda: g.totalDeuda }))}
            />
          ) : null}
          {groups.items.map((group) => (
            <DebtGroupCard key={group.clienteId} group={group} access={access} actions={actions} />
          ))}
        </>
      )}
      <LoadMore
        shown={groups.items.length}
        hasMore={groups.hasMore}
        loading={groups.isFetchingNextPage}
        onLoadMore={groups.loadMore}
      />
    </Stack>
  );
}
