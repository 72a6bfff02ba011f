import { isClientRole } from '@auditorias/domain/auth/roles';
import { isSalaryRole } from '@auditorias/domain/salaries/config';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { mayReadStaffControl } from '@auditorias/domain/staff/access';
import { isStaffRole } from '@auditorias/domain/staff/hours';
import { Group, Modal, Stack, Text } from '@mantine/core';
import { financeAccess } from '../../finance/public';
import { SalarySummaryBlock } from '../../salaries/public';
import { UserTimeControlBlock } from '../../staff-control/public';
import { AdminMessagesSection } from './admin-messages-section';
import { GroupPermissionsEditor } from './group-permissions-editor';
import { LoginHistorySection } from './login-history-section';
import { RoleBadge } from './role-badge';
import { StaffPermissionsEditor } from './staff-permissions-editor';
import { UserBasicInfo } from './user-basic-info';
import { UserDetailSection } from './user-detail-section';

interface UserDetailModalProps {
  /** The user shown; null closes the modal. */
  user: PublicUser | null;
  currentUser: PublicUser;
  /** Admins edit permissions and send administrative messages; supervisors only look. */
  canManage: boolean;
  onClose: () => void;
}

/**
 * The user detail (spec section 2): basic information, the connection history of client users, the per-user
 * permissions (admins), 'Control horario' (today's hours and sessions of an employee, to the staff centre's readers),
 * the payroll block 'Sueldo' (staff users, to viewers who see finance) and 'Mensajes Administrativos'.
 */
export function UserDetailModal({ user, currentUser, canManage, onClose }: UserDetailModalProps) {
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      size="xl"
      title={
        user ? (
          <Group gap="sm">
            <Text fw={700} size="lg">
              {user.name}
            </Text>
            <RoleBadge role={user.role} />
          </Group>
        ) : null
      }
    >
      {user ? (
        <Stack gap="lg" data-testid="user-detail">
          <UserDetailSection title="Información básica">
            <UserBasicInfo user={user} />
          </UserDetailSection>
          {isClientRole(user.role) ? (
            <UserDetailSection title="Historial de conexiones" testId="login-history">
              <LoginHistorySection userId={user.id} />
            </UserDetailSection>
          ) : null}
          {canManage ? (
            <UserDetailSection title="Permisos">
              {user.role === 'cliente' ? (
                <GroupPermissionsEditor key={user.id} user={user} />
              ) : user.role === 'auditor' ? (
                <Text size="sm" c="dimmed">
                  Un auditor tiene los permisos fijos de su rol: ve las auditorías entregadas de su empresa.
                </Text>
              ) : (
                <StaffPermissionsEditor key={user.id} user={user} readOnly={user.id === currentUser.id} />
              )}
            </UserDetailSection>
          ) : null}
          {isStaffRole(user.role) && mayReadStaffControl(currentUser) ? (
            <UserDetailSection title="Control horario" testId="user-detail-time-control">
              <UserTimeControlBlock key={user.id} employee={user} viewer={currentUser} />
            </UserDetailSection>
          ) : null}
          {isSalaryRole(user.role) && financeAccess(currentUser).view ? (
            <UserDetailSection title="Sueldo">
              <SalarySummaryBlock key={user.id} employee={user} canRevert={currentUser.role === 'admin'} />
            </UserDetailSection>
          ) : null}
          <UserDetailSection title="Mensajes Administrativos">
            <AdminMessagesSection key={user.id} target={user} currentUser={currentUser} />
          </UserDetailSection>
        </Stack>
      ) : null}
    </Modal>
  );
}
