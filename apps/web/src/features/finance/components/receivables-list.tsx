import type { DebtGroup } from '@auditorias/domain/schemas/finance';
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
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconCash,
  IconChevronDown,
  IconGift,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { Money } from '../../../components/money';
import { AuditPriorityBadge } from '../../audits/components/audit-priority-badge';
import { useDebtGroupPages } from '../api/list-debt-groups';
import type { FinanceAccess } from '../finance-access';
import { periodLabel } from '../finance-period';
import { DownloadButtons } from './download-buttons';
import { FinanceLoadError } from './finance-error';
import { ReceivablesChart } from './month-charts';
import type { ReceivableAudit, useReceivableActions } from './use-receivable-actions';

/** Spec: the empty state of the receivables. */
export const NO_RECEIVABLES = 'No hay auditorías pendientes de cobro';

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
          Deuda total: <Money pesos={group.totalDeuda} fw={700} />
        </Text>
      </Group>
      <Stack gap="sm">
        {group.periodos.map((p) => (
          <div key={p.mesAnio} data-testid={`period-${group.clienteId}-${p.mesAnio}`}>
            <Group justify="space-between" mb={4}>
              <Group gap="xs">
                <Badge variant="light" color="gray">
                  {periodLabel(p)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {p.auditorias.length === 1 ? '1 auditoría' : `${p.auditorias.length} auditorías`}
                  {p.abonos.length > 0 ? ' + abono' : ''} · <Money pesos={p.totalPeriodo} />
                </Text>
              </Group>
              {access.manage && p.auditorias.length > 0 ? (
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
                        actions.busyPackage ===
                        `${group.clienteId}:${abono.sucursalId ?? 0}:${p.anio}-${p.mes}`
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
            {p.auditorias.length === 0 ? null : (
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
                    {p.auditorias.map((audit) => (
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
            )}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/** Receivables grouped by client and by period (month of delivery), with the collect actions. */
export function ReceivablesList({ access, actions }: { access: FinanceAccess; actions: Actions }) {
  const groups = useDebtGroupPages();
  if (groups.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando cuentas por cobrar" />
      </Center>
    );
  }
  if (groups.isError) return <FinanceLoadError error={groups.error} onRetry={() => void groups.refetch()} />;
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
          <DownloadButtons
            what="las cuentas a cobrar"
            download={{ path: '/finanzas/clientes/export', fallbackName: 'cuentas-a-cobrar' }}
          />
        </Group>
      </Group>
      {groups.items.length === 0 ? (
        <EmptyState message={NO_RECEIVABLES} />
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
