import { logoTab } from '@auditorias/domain/auth/tabs';
import { Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Logo } from '../components/logo';
import { useCurrentUser, useSession } from '../features/auth/use-session';
import { UnreadNotifier } from '../features/messages/components/unread-notifier';
import { NotificationBell } from './notification-bell';
import { UserSummary } from './user-summary';

/**
 * Logo (back to the user's home tab), notifications (the unread-messages pill and the one bell:
 * messages, an operator's assignments, the time alerts of admins and supervisors), the user and the logout button.
 */
export function AppHeader() {
  const user = useCurrentUser();
  const { logout, loggingOut } = useSession();
  const navigate = useNavigate();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <UnstyledButton
        onClick={() => navigate(`/dashboard?tab=${logoTab(user)}`)}
        title="Ir al inicio"
        data-testid="header-logo"
      >
        <Group gap="xs" wrap="nowrap">
          <Logo size={38} />
          <Text fw={700} size="lg" visibleFrom="lg">
            Sistema de Auditorías
          </Text>
        </Group>
      </UnstyledButton>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <UnreadNotifier />
        <NotificationBell />
        <UserSummary user={user} />
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void logout()}
          loading={loggingOut}
          aria-label="Cerrar Sesión"
          px={{ base: 'xs', sm: 'md' }}
          style={{ flexShrink: 0 }}
        >
          <Box component="span" visibleFrom="sm">
            Cerrar Sesión
          </Box>
        </Button>
      </Group>
    </Group>
  );
}
