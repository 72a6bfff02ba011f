import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Stack, Text, Title } from '@mantine/core';
import { LoadingSpinner } from '../../../components/query-state';
import { TitledSection } from '../../account/public';
import { useUserDashboardQuery } from '../api/get-user-dashboard';
import { DashboardLoadError } from './client-dashboard';
import { ClientDashboardFigures } from './client-dashboard-figures';
import { ClientNextSteps } from './client-next-steps';
import { ClientQuickActions } from './client-quick-actions';
import { GroupCompaniesTable } from './group-companies-table';
import { GroupComparison } from './group-comparison';
import { GroupInfoCard } from './group-info-card';

/**
 * The group administrator's start tab 'Resumen': the consolidated view of its companies — the totals, the group
 * card and the quick actions (GET /users/{id}/dashboard), then, instead of the same six cards per company (issue
 * 25), one table of where each company stands today and the comparison of its companies over the last months
 * (per branch, and a chart per month: GET /users/{id}/dashboard/comparativa).
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
      <ClientNextSteps user={user} onReportsTab={false} />
      <Title order={2}>Resumen</Title>
      <GroupInfoCard dashboard={data} />
      <TitledSection title="Totales del grupo" size="h4">
        <ClientDashboardFigures figures={data} />
        <Text size="xs" mt="xs">
          Importes sin IVA.
        </Text>
      </TitledSection>
      <ClientQuickActions />
      <TitledSection title="Situación actual por empresa" size="h4">
        <GroupCompaniesTable empresas={data.empresas} />
      </TitledSection>
      <GroupComparison userId={user.id} />
    </Stack>
  );
}
