import { ROLE_LABELS, type Role } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { ActionIcon, Alert, Avatar, Group, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { ExportMenu } from '../../../components/export-menu';
import { LoadingText, QueryState } from '../../../components/query-state';
import { errorMessage, prefixedErrorMessage } from '../../../lib/error-message';
import { initials } from '../../../lib/initials';
import { useDeleteConversationMutation } from '../api/delete-conversation';
import { conversationExport, useConversationQuery } from '../api/get-conversation';
import { conversationsQueryKey, unreadCountQueryKey } from '../api/message-query-keys';
import { useSendMessageMutation } from '../api/send-message';
import { ChatMessageBubble } from './chat-message-bubble';
import { MessageComposer } from './message-composer';
import { MessagePane } from './message-pane';

export interface ChatContact {
  id: number;
  name: string;
  role: Role | null;
  email: string | null;
}

interface ChatAreaProps {
  contact: ChatContact;
  currentUser: PublicUser;
  /** Closes the chat after the conversation was deleted. */
  onDeleted: () => void;
}

/** The right column: who, the messages (opening them marks them read) and the composer. */
export function ChatArea({ contact, currentUser, onDeleted }: ChatAreaProps) {
  const queryClient = useQueryClient();
  const conversation = useConversationQuery(contact.id);
  const send = useSendMessageMutation();
  const remove = useDeleteConversationMutation();
  const viewport = useRef<HTMLDivElement>(null);
  const messages = conversation.data ?? [];
  const lastId = messages[messages.length - 1]?.id;

  // Opening (or reloading) a conversation marks its incoming messages read: the counters follow.
  const loadedAt = conversation.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt === 0) return;
    void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  }, [loadedAt, queryClient]);

  // The newest message in view.
  useEffect(() => {
    if (lastId === undefined) return;
    const element = viewport.current;
    if (element) element.scrollTo({ top: element.scrollHeight });
  }, [lastId]);

  const isReply = messages.some((m) => m.fromUserId === contact.id);

  function confirmDelete() {
    modals.openConfirmModal({
      title: '¿Eliminar conversación?',
      children: (
        <Text size="sm">
          Se eliminará la conversación con {contact.name} solo para vos; la otra persona la seguirá viendo.
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(contact.id, {
          onSuccess: ({ message }) => {
            notifications.show({ color: 'green', message });
            onDeleted();
          },
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: prefixedErrorMessage('Error eliminando conversación', error),
            }),
        }),
    });
  }

  return (
    <MessagePane
      component="section"
      style={{ flex: 1, minWidth: 0 }}
      aria-label={`Conversación con ${contact.name}`}
      data-testid="chat-area"
    >
      <Group
        justify="space-between"
        px="md"
        py="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar color="blue" radius="xl" aria-hidden>
            {initials(contact.name)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} truncate="end">
              {contact.name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {[contact.role ? ROLE_LABELS[contact.role] : null, contact.email].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
        {messages.length > 0 ? (
          <Group gap={6} wrap="nowrap">
            <ExportMenu what="la conversación" download={conversationExport(contact.id)} />
            <Tooltip label="Eliminar conversación" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Eliminar conversación"
                onClick={confirmDelete}
                loading={remove.isPending}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>

      <ScrollArea style={{ flex: 1 }} viewportRef={viewport} type="auto" bg="gray.0">
        <Stack gap="xs" p="md" aria-live="polite">
          <QueryState
            query={conversation}
            pending={conversation.isLoading}
            loading={<LoadingText text="Cargando mensajes..." gap="xs" />}
            error={(error) => (
              <ErrorAlert>{errorMessage(error, 'No se pudo cargar la conversación')}</ErrorAlert>
            )}
            empty={
              messages.length === 0 && (
                <Text size="sm" c="dimmed" ta="center" py="xl">
                  Todavía no hay mensajes. Escribí el primero.
                </Text>
              )
            }
          >
            {messages.map((message) => (
              <ChatMessageBubble
                key={message.id}
                message={message}
                mine={message.fromUserId === currentUser.id}
              />
            ))}
          </QueryState>
        </Stack>
      </ScrollArea>

      <Stack gap={6} p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {send.isError ? (
          <Alert color="red" variant="light" py={6}>
            {prefixedErrorMessage(
              isReply ? 'Error enviando respuesta' : 'Error enviando mensaje',
              send.error,
            )}
          </Alert>
        ) : null}
        <MessageComposer
          key={contact.id}
          label={`Mensaje para ${contact.name}`}
          pending={send.isPending}
          onSend={(contenido) => send.mutateAsync({ toUserId: contact.id, contenido, isReply })}
        />
      </Stack>
    </MessagePane>
  );
}
