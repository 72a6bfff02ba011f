import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUnreadCountQuery } from '../api/get-unread-count';
import { conversationQueryKey, conversationsQueryKey } from '../api/message-query-keys';
import { CONVERSATION_PARAM } from '../messages-layout';

export const NEW_MESSAGE_TOAST_ID = 'nuevo-mensaje';

/** The spec's wording, kept literally: 'N mensaje(s) nuevo(s)'. */
export function unreadPillText(count: number): string {
  return `${count} mensaje(s) nuevo(s)`;
}

/**
 * Polls the unread count every 10 s for every signed-in user. When it rises, a 'Nuevo Mensaje' toast with the
 * sender and the content opens the messages tab on click; otherwise, while there are unread messages, a pill
 * 'N mensaje(s) nuevo(s)' beside the bell does. Polling failures are silent.
 */
export function UnreadNotifier() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useUnreadCountQuery();
  const previous = useRef<number | null>(null);
  const [toastOpen, setToastOpen] = useState(false);

  // The toast belongs to this session: it goes when the user signs out or the session changes.
  useEffect(
    () => () => {
      notifications.hide(NEW_MESSAGE_TOAST_ID);
    },
    [],
  );

  useEffect(() => {
    if (!data) return;
    const before = previous.current;
    previous.current = data.count;
    // The first answer only sets the baseline: what was unread before signing in shows as the pill.
    if (before === null || data.count <= before || !data.latest) return;
    const latest = data.latest;
    // The new message belongs in the lists and in the open chat.
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    void queryClient.invalidateQueries({ queryKey: conversationQueryKey(latest.fromUserId) });
    setToastOpen(true);
    notifications.show({
      id: NEW_MESSAGE_TOAST_ID,
      title: 'Nuevo Mensaje',
      message: (
        <>
          <Text span fw={600} size="sm" c="var(--mantine-color-text)">
            {latest.sender.name}:
          </Text>{' '}
          <Text span size="sm" lineClamp={3} component="span">
            {latest.contenido}
          </Text>
        </>
      ),
      color: latest.tipo === 'alerta' ? 'red' : 'blue',
      icon: <IconMail size={18} aria-hidden />,
      autoClose: 8000,
      withBorder: true,
      style: { cursor: 'pointer' },
      'data-testid': 'new-message-toast',
      onClick: () => {
        notifications.hide(NEW_MESSAGE_TOAST_ID);
        navigate(`/dashboard?tab=messages&${CONVERSATION_PARAM}=${latest.fromUserId}`);
      },
      closeButtonProps: {
        'aria-label': 'Cerrar aviso',
        onClick: (event: MouseEvent) => event.stopPropagation(),
      },
      onClose: () => setToastOpen(false),
    });
  }, [data, navigate, queryClient]);

  const count = data?.count ?? 0;
  if (count <= 0 || toastOpen) return null;
  return (
    <Button
      size="compact-sm"
      radius="xl"
      color="red"
      variant="filled"
      leftSection={<IconMail size={14} aria-hidden />}
      onClick={() => navigate('/dashboard?tab=messages')}
      data-testid="unread-pill"
      style={{ flexShrink: 0 }}
    >
      {unreadPillText(count)}
    </Button>
  );
}
