import type { Conversation } from '@auditorias/domain/schemas/messages';
import { ActionIcon, Alert, Badge, Button, Group, ScrollArea, Stack, Title, Tooltip } from '@mantine/core';
import { IconMessagePlus, IconRefresh } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { LoadingText } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';
import { SIDEBAR_WIDTH } from '../messages-layout';
import { ConversationListItem } from './conversation-list-item';
import { MessagePane } from './message-pane';

interface ConversationSidebarProps {
  conversations: readonly Conversation[];
  /** The server has older conversations: 'Cargar más' under the list asks for them. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  loading: boolean;
  error: unknown;
  refreshing: boolean;
  selectedId: number | null;
  currentUserId: number;
  onSelect: (userId: number) => void;
  onRefresh: () => void;
  onNewConversation: () => void;
}

/** The left column: how many conversations, how many new messages, refresh, new conversation, the list. */
export function ConversationSidebar({
  conversations,
  hasMore,
  loadingMore,
  onLoadMore,
  loading,
  error,
  refreshing,
  selectedId,
  currentUserId,
  onSelect,
  onRefresh,
  onNewConversation,
}: ConversationSidebarProps) {
  const unread = conversations.reduce((sum, c) => sum + c.unreadCount, 0);
  return (
    <MessagePane
      component="aside"
      w={{ base: '100%', md: SIDEBAR_WIDTH }}
      style={{ flexShrink: 0 }}
      aria-label="Conversaciones"
    >
      <Stack gap="xs" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Title order={2} size="h5">
              Conversaciones
            </Title>
            <Badge variant="light" color="gray" data-testid="conversations-count">
              {conversations.length}
            </Badge>
            {unread > 0 ? (
              <Badge color="red" variant="filled" data-testid="unread-total">
                {unread === 1 ? '1 nuevo' : `${unread} nuevos`}
              </Badge>
            ) : null}
          </Group>
          <Tooltip label="Actualizar" withArrow>
            <ActionIcon variant="subtle" aria-label="Actualizar" onClick={onRefresh} loading={refreshing}>
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Button
          variant="light"
          fullWidth
          leftSection={<IconMessagePlus size={18} aria-hidden />}
          onClick={onNewConversation}
        >
          Nueva conversación
        </Button>
      </Stack>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {loading ? (
          <LoadingText text="Cargando conversaciones..." gap="xs" />
        ) : error ? (
          <Alert color="red" variant="light" m="sm">
            {errorMessage(error, 'No se pudieron cargar las conversaciones')}
          </Alert>
        ) : conversations.length === 0 ? (
          <EmptyState message="No tienes conversaciones" />
        ) : (
          <Stack gap={2} p={6}>
            {conversations.map((conversation) => (
              <ConversationListItem
                key={conversation.userId}
                conversation={conversation}
                selected={conversation.userId === selectedId}
                currentUserId={currentUserId}
                onSelect={onSelect}
              />
            ))}
            <LoadMore
              shown={conversations.length}
              hasMore={hasMore}
              loading={loadingMore}
              onLoadMore={onLoadMore}
            />
          </Stack>
        )}
      </ScrollArea>
    </MessagePane>
  );
}
