import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Stack, Text, Title } from '@mantine/core';
import { LoadingSpinner } from '../../../components/query-state';
import { TitledSection } from '../../account/public';
import { useUserDashboardQuery } from '../api/get-user-dashboard';
import { DashboardLoadError } from './client-dashboard';
import { ClientDashboardFigures } from './client-dashboard-figures';
import { ClientQuickActions } from './client-quick-actions';
import { GroupInfoCard } from './group-info-card';

/**
 * The group administrator's start tab 'Resumen': the consolidated view of its companies — the totals, the group
 * card and the quick actions, then each company with the same cards (one call: GET /users/{id}/dashboard).
 */
export function GroupOverview({ user }: { user: PublicUser }) {
  const dashboard = useUserDashboardQuery(user.id);
  if (dashboard.isPending) return <LoadingSpinner label="Cargando resumen" />;
  if (dashboard.isError || dashboard.data.tipo !== 'cliente') {
    return <DashboardLoadError error={dashboard.error} />;
  }
  const data = dashboard.data;
  return (
    <Stack gap="lg" data-testid="group-overview">
      <Title order={2}>Resumen</Title>
      <GroupInfoCard dashboard={data} />
      <TitledSection title="Totales del grupo" size="h4">
        <ClientDashboardFigures figures={data} />
        <Text size="xs" mt="xs">
          Importes sin IVA.
        </Text>
      </TitledSection>
      <ClientQuickActions />
      {data.empresas.map((empresa) => (
        <TitledSection key={empresa.clienteId} title={empresa.nombre} size="h4">
          <ClientDashboardFigures figures={empresa} />
        </TitledSection>
      ))}
    </Stack>
  );
}
