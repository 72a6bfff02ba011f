import type { DebtGroup, DebtPeriod } from '@auditorias/domain/schemas/finance';
import { Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowBackUp,
  IconCash,
  IconChevronDown,
  IconChevronUp,
  IconGift,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { Columns } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { IconAction } from '../../../components/icon-action';
import { SearchInput } from '../../../components/list-toolbar';
import { Money } from '../../../components/money';
import { NameCell } from '../../../components/name-cell';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadingSpinner, QueryState } from '../../../components/query-state';
import { AuditPriorityBadge } from '../../audits/public';
import { useDebtGroupPages, useDebtPeriodAuditPages } from '../api/list-debt-groups';
import type { FinanceAccess } from '../finance-access';
import { periodLabel } from '../finance-period';
import { FinanceLoadError } from './finance-error';
import { ReceivablesChart } from './lazy-month-charts';
import { LedgerTable } from './ledger-table';
import type { ReceivableAudit, useReceivableActions } from './use-receivable-actions';

/** Spec: the empty state of the receivables. */
export const NO_RECEIVABLES = 'No hay auditorías pendientes de cobro';
/** A search that matches no client with receivables. */
export const NO_CLIENT_MATCH = 'Ningún cliente con cuentas por cobrar coincide con la búsqueda';

type Actions = ReturnType<typeof useReceivableActions>;

/** One period of a client's receivables, and what the user may do with it. */
interface PeriodProps {
  group: DebtGroup;
  period: DebtPeriod;
  access: FinanceAccess;
  actions: Actions;
}

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
          <Menu.Item
            leftSection={<IconCash size={16} aria-hidden />}
            onClick={() => actions.collect(audit, 'normal')}
          >
            Cobrar normal
          </Menu.Item>
          <Menu.Item onClick={() => actions.collect(audit, 'prioritaria')}>Cobrar prioritaria</Menu.Item>
          <Menu.Item onClick={() => actions.collect(audit, 'urgente')}>Cobrar urgente</Menu.Item>
          <Menu.Item leftSection={<IconGift size={16} aria-hidden />} onClick={() => actions.free(audit)}>
            Marcar como gratis
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => actions.partial(audit)}>Cobro parcial…</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {audit.cobrado > 0 ? (
        <IconAction
          icon={IconArrowBackUp}
          color="orange"
          label="Revertir cobro"
          ariaLabel={`Revertir cobro de la auditoría ${audit.id}`}
          onClick={() => actions.revert(audit)}
        />
      ) : null}
      <IconAction
        label="Editar"
        ariaLabel={`Editar auditoría ${audit.id}`}
        icon={IconPencil}
        onClick={() => actions.editAudit(audit)}
      />
      {access.delete ? (
        <IconAction
          label="Eliminar"
          ariaLabel={`Eliminar auditoría ${audit.id}`}
          icon={IconTrash}
          color="red"
          onClick={() => actions.deleteAudit(audit)}
        />
      ) : null}
    </Group>
  );
}

/** The receivable audits of one opened period, paged ('Cargar más'), with their actions. */
function PeriodAudits({ group, period, access, actions }: PeriodProps) {
  const list = useDebtPeriodAuditPages({ clienteId: group.clienteId, mes: period.mes, anio: period.anio });
  const columns: Columns<ReceivableAudit> = [
    { header: '#', cell: (audit) => audit.id },
    { header: 'Auditoría', cell: (audit) => <NameCell name={audit.titulo} detail={audit.sucursal} /> },
    { header: 'Prioridad', cell: (audit) => <AuditPriorityBadge prioridad={audit.prioridad} size="sm" /> },
    { header: 'Entregada', cell: (audit) => <DateTime value={audit.fechaEntrega} dateOnly /> },
    { header: 'Importe', align: 'right', cell: (audit) => <Money pesos={audit.costoFinal} /> },
    { header: 'Cobrado', align: 'right', cell: (audit) => <Money pesos={audit.cobrado} /> },
    { header: 'Saldo', align: 'right', cell: (audit) => <Money pesos={audit.saldo} fw={600} /> },
    access.manage && {
      header: 'Acciones',
      align: 'right',
      cell: (audit) => <AuditActions audit={audit} access={access} actions={actions} />,
    },
  ];
  return (
    <LedgerTable
      source={{ list }}
      loadingLabel={`Cargando las auditorías de ${periodLabel(period)}`}
      loadingPy="sm"
      emptyMessage={NO_RECEIVABLES}
      scroll="area"
      gap={0}
      columns={columns}
      rowTestId="receivable"
      minWidth={820}
    />
  );
}

/** One period of a client: its totals, its packages, and its audits when opened. */
function PeriodSection({ group, period: p, access, actions }: PeriodProps) {
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
      <SearchInput
        label="Buscar cliente"
        placeholder="Nombre del cliente"
        value={search}
        onChange={setSearch}
        w={{ base: '100%', xs: 360 }}
      />
      <QueryState
        query={groups}
        loading={<LoadingSpinner label="Cargando cuentas por cobrar" />}
        error={(error, retry) => <FinanceLoadError error={error} onRetry={retry} />}
        empty={
          groups.items.length === 0 && (
            <EmptyState message={debouncedSearch ? NO_CLIENT_MATCH : NO_RECEIVABLES} />
          )
        }
      >
        {groups.items.length > 1 ? (
          <ReceivablesChart
            data={groups.items.map((g) => ({ cliente: g.clienteNombre, Deuda: g.totalDeuda }))}
          />
        ) : null}
        {groups.items.map((group) => (
          <DebtGroupCard key={group.clienteId} group={group} access={access} actions={actions} />
        ))}
      </QueryState>
      <PagedLoadMore list={groups} />
    </Stack>
  );
}
