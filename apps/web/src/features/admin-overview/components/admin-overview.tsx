import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconBuilding,
  IconBuildingStore,
  IconCircleCheck,
  IconClipboardList,
  IconClock,
  IconEye,
  IconHourglass,
  IconRefresh,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useDashboardStatsQuery } from '../api/get-dashboard-stats';
import { DeletionAlerts } from './deletion-alerts';
import { StatCard } from './stat-card';

/** The admin overview: deletion alerts and the system's counters, each a link to its tab. */
export function AdminOverview() {
  const stats = useDashboardStatsQuery();
  const data = stats.data;
  const n = (value: number | undefined) => (value === undefined ? null : value);

  return (
    <Stack gap="lg" data-testid="admin-overview">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Resumen del Sistema</Title>
          <Text size="sm" c="dimmed">
            Auditorías, clientes y usuarios de un vistazo.
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void stats.refetch()}
          loading={stats.isFetching && !stats.isPending}
        >
          Actualizar
        </Button>
      </Group>

      <DeletionAlerts />

      {stats.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {prefixedErrorMessage('Error cargando datos', stats.error, 'Error cargando datos')}
        </Alert>
      ) : null}

      <Stack gap="xs">
        <Title order={3} size="h5" c="dimmed">
          Auditorías
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <StatCard
            label="Total"
            value={n(data?.auditorias.total)}
            tab="audits"
            color="blue"
            icon={<IconClipboardList size={22} aria-hidden />}
          />
          <StatCard
            label="Pendientes"
            value={n(data?.auditorias.pendientes)}
            tab="audits"
            color="gray"
            hint="Solicitadas, pendientes o asignadas"
            icon={<IconHourglass size={22} aria-hidden />}
          />
          <StatCard
            label="En proceso"
            value={n(data?.auditorias.enProceso)}
            tab="audits"
            color="cyan"
            hint="En proceso o pausadas"
            icon={<IconClock size={22} aria-hidden />}
          />
          <StatCard
            label="Completadas"
            value={n(data?.auditorias.completadas)}
            tab="audits"
            color="green"
            hint="Terminadas, entregadas o facturadas"
            icon={<IconCircleCheck size={22} aria-hidden />}
          />
        </SimpleGrid>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} size="h5" c="dimmed">
            Clientes
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <StatCard
              label="Total"
              value={n(data?.clientes.total)}
              tab="clients"
              color="indigo"
              icon={<IconBuilding size={22} aria-hidden />}
            />
            <StatCard
              label="Activos"
              value={n(data?.clientes.activos)}
              tab="clients"
              color="teal"
              icon={<IconBuildingStore size={22} aria-hidden />}
            />
          </SimpleGrid>
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5" c="dimmed">
            Usuarios
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <StatCard
              label="Total"
              value={n(data?.usuarios.total)}
              tab="users"
              color="violet"
              icon={<IconUsers size={22} aria-hidden />}
            />
            <StatCard
              label="Operadores"
              value={n(data?.usuarios.operadores)}
              tab="users"
              color="orange"
              icon={<IconUserCheck size={22} aria-hidden />}
            />
            <StatCard
              label="Supervisores"
              value={n(data?.usuarios.supervisores)}
              tab="users"
              color="grape"
              icon={<IconEye size={22} aria-hidden />}
            />
          </SimpleGrid>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
