import { tabsFor } from '@auditorias/domain/auth/tabs';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { mayUseTimeAlerts } from '@auditorias/domain/staff/time-alerts';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell, IconBellRinging, IconClipboardList, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../features/auth/public';
import { CONVERSATION_PARAM, unreadPillText, useUnreadCountQuery } from '../features/messages/public';
import { useAssignmentNotices } from '../features/operator-panel/public';
import {
  askDesktopNotificationPermission,
  TIME_ALERTS_PANEL_WIDTH,
  TimeAlertsPanel,
  TimeAlertToasts,
  useTimeAlertNotices,
} from '../features/time-alerts/public';

/** What the bell of a user gathers: time alerts (admin, supervisor), messages (whoever has the tab), assignments. */
export function notificationSources(user: Pick<PublicUser, 'role' | 'permissions'>) {
  return {
    timeAlerts: mayUseTimeAlerts(user.role),
    messages: tabsFor(user).includes('messages'),
    assignments: user.role === 'operador',
  };
}

/** Shown at most in the panel; the rest are in the operator panel. */
const ASSIGNMENTS_SHOWN = 5;

function MessagesNotice({ onOpen }: { onOpen: (conversationWith: number | null) => void }) {
  const { data } = useUnreadCountQuery();
  const count = data?.count ?? 0;
  return (
    <Stack gap={6} p="sm" data-testid="bell-messages">
      <Text fw={600} size="sm">
        Mensajes
      </Text>
      {count > 0 ? (
        <>
          <Text size="sm">{unreadPillText(count)}</Text>
          {data?.latest ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              <Text span fw={600} size="sm" c="var(--mantine-color-text)">
                {data.latest.sender.name}:
              </Text>{' '}
              {data.latest.contenido}
            </Text>
          ) : null}
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconMail size={14} aria-hidden />}
            onClick={() => onOpen(data?.latest?.fromUserId ?? null)}
            style={{ alignSelf: 'flex-start' }}
          >
            Ver mensajes
          </Button>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No hay mensajes nuevos
        </Text>
      )}
    </Stack>
  );
}

function AssignmentsNotice({ audits, onOpen }: { audits: Audit[]; onOpen: () => void }) {
  return (
    <Stack gap={6} p="sm" data-testid="bell-assignments">
      <Text fw={600} size="sm">
        Auditorías asignadas
      </Text>
      {audits.length === 0 ? (
        <Text size="sm" c="dimmed">
          No hay auditorías asignadas por iniciar
        </Text>
      ) : (
        <>
          <Text size="sm">
            {audits.length === 1
              ? 'Tenés 1 auditoría asignada por iniciar'
              : `Tenés ${audits.length} auditorías asignadas por iniciar`}
          </Text>
          {audits.slice(0, ASSIGNMENTS_SHOWN).map((audit) => (
            <UnstyledButton
              key={audit.id}
              onClick={onOpen}
              data-testid="bell-assignment"
              aria-label={`Auditoría #${audit.id}: ${audit.titulo}`}
            >
              <Group gap={6} wrap="nowrap">
                <IconClipboardList size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" lineClamp={1}>
                  {`#${audit.id} ${audit.titulo} · ${audit.client.nombre}`}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
          <Button size="compact-sm" variant="light" onClick={onOpen} style={{ alignSelf: 'flex-start' }}>
            Ir a Mi Sesión
          </Button>
        </>
      )}
    </Stack>
  );
}

/**
 * The header's one notification bell (spec section 2, 'notification bell'): the time alerts of admins and
 * supervisors (their panel, toasts and sounds, spec 'Time alerts bell'), the unread messages of everyone with a
 * messages tab, and, for an operator, the audits someone else assigned and that wait to be started. The badge adds
 * them up. A role with none of them (the client company's auditor) has no bell. Each source polls as its screen
 * does (unread count 10 s, assignments 10 s, time alerts 30 s) and the server events refresh them at once.
 */
export function NotificationBell() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const sources = notificationSources(user);
  const alerts = useTimeAlertNotices(user.id, sources.timeAlerts);
  // Shared with the unread notifier beside the bell: one request serves both.
  const unread = useUnreadCountQuery();
  const assignments = useAssignmentNotices(user.id, sources.assignments);

  if (!sources.timeAlerts && !sources.messages && !sources.assignments) return null;

  const messages = sources.messages ? (unread.data?.count ?? 0) : 0;
  const total = alerts.pendientes + messages + assignments.length;
  const go = (path: string) => {
    setOpened(false);
    navigate(path);
  };

  return (
    <>
      <Indicator
        label={<span data-testid="notification-badge">{total > 99 ? '99+' : total}</span>}
        disabled={total === 0}
        color="red"
        size={18}
        offset={6}
        inline
      >
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          width={TIME_ALERTS_PANEL_WIDTH}
          shadow="md"
          withArrow
          onOpen={sources.timeAlerts ? askDesktopNotificationPermission : undefined}
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color={total > 0 ? 'red' : 'gray'}
              size="lg"
              radius="xl"
              aria-label="Notificaciones"
              data-testid="notification-bell"
              onClick={() => setOpened((o) => !o)}
            >
              {total > 0 ? (
                <IconBellRinging size={22} stroke={1.6} aria-hidden />
              ) : (
                <IconBell size={22} stroke={1.6} aria-hidden />
              )}
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={0} maw="calc(100vw - 16px)" data-testid="notification-panel">
            {sources.assignments ? (
              <AssignmentsNotice audits={assignments} onOpen={() => go('/dashboard?tab=my-session')} />
            ) : null}
            {sources.assignments && sources.messages ? <Divider /> : null}
            {sources.messages ? (
              <MessagesNotice
                onOpen={(from) =>
                  go(
                    from === null
                      ? '/dashboard?tab=messages'
                      : `/dashboard?tab=messages&${CONVERSATION_PARAM}=${from}`,
                  )
                }
              />
            ) : null}
            {sources.timeAlerts ? (
              <>
                {sources.messages ? <Divider /> : null}
                <TimeAlertsPanel
                  userId={user.id}
                  alerts={alerts.alerts}
                  pendientes={alerts.pendientes}
                  loading={alerts.loading}
                />
              </>
            ) : null}
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      {sources.timeAlerts ? <TimeAlertToasts /> : null}
    </>
  );
}
