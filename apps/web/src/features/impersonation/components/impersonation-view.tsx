import { ROLE_LABELS, type Role } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSpy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FinanceWithSalaries } from '../../../app/finance-with-salaries';
import { AdminOverview } from '../../admin-overview/public';
import { SupervisorPanel } from '../../audit-review/public';
import { AuditTrackingPanel } from '../../audits/public';
import { ClientAuditsPanel } from '../../client-audits/public';
import { MySalaryWidget } from '../../salaries/public';
import { WorkTimeWidget } from '../../staff-control/public';
import { RoleBadge } from '../../users/public';

/** The panels the impersonation view stacks, in order. */
export type ImpersonationPanel =
  | 'salary'
  | 'work-time'
  | 'tracking'
  | 'supervisor'
  | 'client-dashboard'
  | 'finance'
  | 'admin-overview';

/**
 * Spec section 2, 'Impersonation view': operador: salary, operator panel, tracking; supervisor: supervisor panel,
 * tracking; cliente: client dashboard, tracking; admin or contable: salary and admin panel. The operator panel is
 * the operator's 'Mi Sesión' tab beside this one (it keeps its new-assignment prompt there, not twice), so the
 * operator's view stacks what the operator panel does not show: the salary ('Tu Progreso del Mes'), the work-time
 * widget and the tracking. The contable's administration panel is its finance screen (the admin overview's counters
 * are the admin's). A client company's auditor has no tracking in the spec: its delivered audits only.
 */
export function impersonationPanels(role: Role): ImpersonationPanel[] {
  switch (role) {
    case 'operador':
      return ['salary', 'work-time', 'tracking'];
    case 'supervisor':
      return ['supervisor', 'tracking'];
    case 'cliente':
      return ['client-dashboard', 'tracking'];
    case 'auditor':
      return ['client-dashboard'];
    case 'contable':
      return ['salary', 'finance'];
    case 'admin':
      return ['salary', 'admin-overview'];
  }
}

function panel(id: ImpersonationPanel, user: PublicUser): ReactNode {
  switch (id) {
    case 'salary':
      return <MySalaryWidget user={user} />;
    case 'work-time':
      return <WorkTimeWidget user={user} />;
    case 'tracking':
      return <AuditTrackingPanel user={user} />;
    case 'supervisor':
      return <SupervisorPanel />;
    case 'client-dashboard':
      return <ClientAuditsPanel user={user} />;
    case 'finance':
      return <FinanceWithSalaries user={user} />;
    case 'admin-overview':
      return <AdminOverview />;
  }
}

/**
 * The impersonation view (the first dashboard tab while an admin views the product as someone else): the target
 * user's header and the role panels of the spec, each the same panel the user's own screens show, fed by the
 * impersonated session (so every read is the user's own, scoped by the server as theirs).
 */
export function ImpersonationView({ user }: { user: PublicUser }) {
  return (
    <Stack gap="xl" data-testid="impersonation-view">
      <Paper withBorder radius="md" p="md" component="section" aria-label="Usuario impersonado">
        <Group gap="sm" wrap="nowrap">
          <IconSpy size={28} aria-hidden style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} size="h4">
                {user.name}
              </Title>
              <RoleBadge role={user.role} />
            </Group>
            <Text size="sm" c="dimmed" truncate="end">
              {user.email} · Paneles de {ROLE_LABELS[user.role].toLowerCase()}
            </Text>
          </div>
        </Group>
      </Paper>
      {impersonationPanels(user.role).map((id) => (
        <div key={id} data-testid={`impersonation-panel-${id}`}>
          {panel(id, user)}
        </div>
      ))}
    </Stack>
  );
}
