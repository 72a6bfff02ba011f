import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import type { Conversation } from '@auditorias/domain/schemas/messages';
import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { initials } from '../../../lib/initials';
import { timeAgo } from '../../../lib/time-ago';

interface ConversationListItemProps {
  conversation: Conversation;
  selected: boolean;
  currentUserId: number;
  onSelect: (userId: number) => void;
}

/** A person in the conversation list: name, role, time ago, last message and the unread badge. */
export function ConversationListItem({
  conversation,
  selected,
  currentUserId,
  onSelect,
}: ConversationListItemProps) {
  const { user, lastMessage, unreadCount } = conversation;
  const mine = lastMessage.fromUserId === currentUserId;
  return (
    <UnstyledButton
      onClick={() => onSelect(conversation.userId)}
      aria-current={selected ? 'true' : undefined}
      aria-label={`Conversación con ${user.name}${unreadCount > 0 ? `, ${unreadCount} sin leer` : ''}`}
      px="sm"
      py={10}
      w="100%"
      bg={selected ? 'blue.0' : undefined}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        borderLeft: `3px solid ${selected ? 'var(--mantine-color-blue-6)' : 'transparent'}`,
      }}
      data-testid={`conversation-${conversation.userId}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar color="blue" radius="xl" size={38} aria-hidden>
          {initials(user.name)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text size="sm" fw={unreadCount > 0 ? 700 : 600} truncate="end">
              {user.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {timeAgo(lastMessage.createdAt)}
            </Text>
          </Group>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text size="xs" c={unreadCount > 0 ? undefined : 'dimmed'} truncate="end" style={{ minWidth: 0 }}>
              {mine ? 'Vos: ' : ''}
              {lastMessage.contenido}
            </Text>
            {unreadCount > 0 ? (
              <Badge
                size="sm"
                color="red"
                variant="filled"
                circle={unreadCount < 10}
                style={{ flexShrink: 0 }}
              >
                {unreadCount}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {ROLE_LABELS[user.role]}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
