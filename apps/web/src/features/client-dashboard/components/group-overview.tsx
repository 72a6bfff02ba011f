import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useUserDashboardQuery } from '../api/get-user-dashboard';
import { DASHBOARD_LOAD_ERROR } from './client-dashboard';
import { ClientDashboardFigures } from './client-dashboard-figures';
import { ClientQuickActions } from './client-quick-actions';
import { GroupInfoCard } from './group-info-card';

/**
 * The group administrator's start tab 'Resumen': the consolidated view of its companies — the totals, the group
 * card and the quick actions, then each company with the same cards (one call: GET /users/{id}/dashboard).
 */
export function GroupOverview({ user }: { user: PublicUser }) {
  const dashboard = useUserDashboardQuery(user.id);
  if (dashboard.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando resumen" />
      </Center>
    );
  }
  if (dashboard.isError || dashboard.data.tipo !== 'cliente') {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {prefixedErrorMessage(
          DASHBOARD_LOAD_ERROR,
          dashboard.error,
          `${DASHBOARD_LOAD_ERROR}: Error interno del servidor`,
        )}
      </Alert>
    );
  }
  const data = dashboard.data;
  return (
    <Stack gap="lg" data-testid="group-overview">
      <Title order={2}>Resumen</Title>
      <GroupInfoCard dashboard={data} />
      <Paper withBorder radius="md" p="md" component="section" aria-label="Totales del grupo">
        <Title order={3} size="h4" mb="sm">
          Totales del grupo
        </Title>
        <ClientDashboardFigures figures={data} />
        <Text size="xs" mt="xs">
          Importes sin IVA.
        </Text>
      </Paper>
      <ClientQuickActions />
      {data.empresas.map((empresa) => (
        <Paper
          key={empresa.clienteId}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label={empresa.nombre}
        >
          <Title order={3} size="h4" mb="sm">
            {empresa.nombre}
          </Title>
          <ClientDashboardFigures figures={empresa} />
        </Paper>
      ))}
    </Stack>
  );
}
