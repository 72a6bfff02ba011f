import { SimpleGrid, type SimpleGridProps, Stack, Title } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingStore,
  IconCircleCheck,
  IconClipboardList,
  IconClock,
  IconEye,
  IconHourglass,
  IconUserCheck,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { LoadErrorAlert } from '../../../components/query-state';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { type DashboardStats, useDashboardStatsQuery } from '../api/get-dashboard-stats';
import { AdminMoneyChart } from './admin-money-chart';
import { DeletionAlerts } from './deletion-alerts';
import { StatCard } from './stat-card';

interface Counter {
  label: string;
  value: (stats: DashboardStats) => number;
  color: string;
  icon: TablerIcon;
  hint?: string;
}

/** A group of counters under its title, each a link to the group's tab. */
interface CounterGroup {
  title: string;
  tab: string;
  cols: SimpleGridProps['cols'];
  counters: Counter[];
}

const AUDITS: CounterGroup = {
  title: 'Auditorías',
  tab: 'audits',
  cols: { base: 1, xs: 2, md: 4 },
  counters: [
    { label: 'Total', value: (s) => s.auditorias.total, color: 'blue', icon: IconClipboardList },
    {
      label: 'Pendientes',
      value: (s) => s.auditorias.pendientes,
      color: 'gray',
      hint: 'Solicitadas, pendientes o asignadas',
      icon: IconHourglass,
    },
    {
      label: 'En proceso',
      value: (s) => s.auditorias.enProceso,
      color: 'cyan',
      hint: 'En proceso o pausadas',
      icon: IconClock,
    },
    {
      label: 'Completadas',
      value: (s) => s.auditorias.completadas,
      color: 'green',
      hint: 'Terminadas, entregadas o facturadas',
      icon: IconCircleCheck,
    },
  ],
};

const CLIENTS: CounterGroup = {
  title: 'Clientes',
  tab: 'clients',
  cols: { base: 1, xs: 2 },
  counters: [
    { label: 'Total', value: (s) => s.clientes.total, color: 'indigo', icon: IconBuilding },
    { label: 'Activos', value: (s) => s.clientes.activos, color: 'teal', icon: IconBuildingStore },
  ],
};

const USERS: CounterGroup = {
  title: 'Usuarios',
  tab: 'users',
  cols: { base: 1, xs: 3 },
  counters: [
    { label: 'Total', value: (s) => s.usuarios.total, color: 'violet', icon: IconUsers },
    { label: 'Operadores', value: (s) => s.usuarios.operadores, color: 'orange', icon: IconUserCheck },
    { label: 'Supervisores', value: (s) => s.usuarios.supervisores, color: 'grape', icon: IconEye },
  ],
};

function CounterCards({ group, stats }: { group: CounterGroup; stats: DashboardStats | undefined }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" c="dimmed">
        {group.title}
      </Title>
      <SimpleGrid cols={group.cols} spacing="md">
        {group.counters.map(({ label, value, color, icon: Icon, hint }) => (
          <StatCard
            key={label}
            label={label}
            value={stats ? value(stats) : null}
            tab={group.tab}
            color={color}
            hint={hint}
            icon={<Icon size={22} aria-hidden />}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The admin overview: deletion alerts, the system's counters (each a link to its tab) and the year's money chart. */
export function AdminOverview() {
  const stats = useDashboardStatsQuery();

  return (
    <Stack gap="lg" data-testid="admin-overview">
      <SectionHeading
        title="Resumen del Sistema"
        description="Auditorías, clientes y usuarios de un vistazo."
        actions={
          <RefreshButton
            variant="default"
            onRefresh={() => void stats.refetch()}
            refreshing={stats.isFetching && !stats.isPending}
          />
        }
      />

      <DeletionAlerts />

      {stats.isError ? <LoadErrorAlert prefix="Error cargando datos" error={stats.error} /> : null}

      <CounterCards group={AUDITS} stats={stats.data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CounterCards group={CLIENTS} stats={stats.data} />
        <CounterCards group={USERS} stats={stats.data} />
      </SimpleGrid>
      <AdminMoneyChart />
    </Stack>
  );
}
