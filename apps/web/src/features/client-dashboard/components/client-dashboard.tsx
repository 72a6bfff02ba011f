import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Stack } from '@mantine/core';
import { LoadErrorAlert } from '../../../components/query-state';
import { useUserDashboardQuery } from '../api/get-user-dashboard';
import { ClientDashboardFigures } from './client-dashboard-figures';
import { ClientQuickActions } from './client-quick-actions';
import { GroupInfoCard } from './group-info-card';

export const DASHBOARD_LOAD_ERROR = 'Error cargando el panel';

/** 'Error cargando el panel: ...', the server's reason (or 'Error interno del servidor'). */
export function DashboardLoadError({ error }: { error: unknown }) {
  return (
    <LoadErrorAlert
      prefix={DASHBOARD_LOAD_ERROR}
      error={error}
      fallback={`${DASHBOARD_LOAD_ERROR}: Error interno del servidor`}
    />
  );
}

/**
 * The client dashboard on 'Mis Auditorías' (GET /users/{id}/dashboard): the cards of the user's companies
 * together — or, once a group administrator picked one (`clienteId`), of that company — the group card and the
 * quick actions for reports and the account statement.
 */
export function ClientDashboard({ user, clienteId = null }: { user: PublicUser; clienteId?: number | null }) {
  const dashboard = useUserDashboardQuery(user.id);
  if (dashboard.isError) {
    return <DashboardLoadError error={dashboard.error} />;
  }
  const data = dashboard.data?.tipo === 'cliente' ? dashboard.data : undefined;
  const figures = clienteId === null ? data : data?.empresas.find((e) => e.clienteId === clienteId);
  return (
    <Stack gap="sm" data-testid="client-dashboard">
      <ClientDashboardFigures figures={figures} />
      {data && clienteId === null ? <GroupInfoCard dashboard={data} /> : null}
      <ClientQuickActions onReportsTab />
    </Stack>
  );
}
