import { Flex, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../auth/public';
import { type Contact, useContactsQuery } from '../api/get-contacts';
import { useConversationsList } from '../api/get-conversations';
import { messagesQueryKey } from '../api/message-query-keys';
import { CONVERSATION_PARAM, MESSAGE_AREA_HEIGHT } from '../messages-layout';
import { ChatArea, type ChatContact } from './chat-area';
import { ConversationSidebar } from './conversation-sidebar';
import { NewConversationModal } from './new-conversation-modal';

/** The 'messages' tab of every role: conversations on the left, the chat on the right. */
export function MessagesPanel() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [pickedContact, setPickedContact] = useState<Contact | null>(null);
  const [newOpen, setNewOpen] = useState(false);
  const conversations = useConversationsList();

  const requested = Number(searchParams.get(CONVERSATION_PARAM));
  const selectedId = Number.isInteger(requested) && requested > 0 ? requested : null;
  const listed = conversations.items.find((c) => c.userId === selectedId);
  const picked = pickedContact?.id === selectedId ? pickedContact : null;
  // A conversation opened by address with someone not in the list yet: their name comes from the contacts.
  const contacts = useContactsQuery(selectedId !== null && !listed && !picked && conversations.isSuccess);
  const known = contacts.data?.find((c) => c.id === selectedId) ?? null;

  let contact: ChatContact | null = null;
  if (selectedId !== null) {
    if (listed) contact = { id: selectedId, ...listed.user };
    else if (picked ?? known) {
      const { name, role, email } = (picked ?? known) as Contact;
      contact = { id: selectedId, name, role, email };
    } else if (conversations.isSuccess && !contacts.isLoading) {
      contact = { id: selectedId, name: `Usuario #${selectedId}`, role: null, email: null };
    }
  }

  function select(userId: number | null) {
    setSearchParams(
      (params) => {
        if (userId === null) params.delete(CONVERSATION_PARAM);
        else params.set(CONVERSATION_PARAM, String(userId));
        return params;
      },
      { replace: true },
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          Mensajes
        </Title>
        <Text c="dimmed" size="sm">
          Conversaciones con el equipo. Enter envía; Shift+Enter agrega una línea.
        </Text>
      </div>
      <Flex gap="md" direction={{ base: 'column', md: 'row' }} align="stretch">
        <ConversationSidebar
          conversations={conversations.items}
          hasMore={conversations.hasMore}
          loadingMore={conversations.isFetchingNextPage}
          onLoadMore={conversations.loadMore}
          loading={conversations.isLoading}
          error={conversations.isError ? conversations.error : null}
          refreshing={conversations.isFetching && !conversations.isLoading}
          selectedId={selectedId}
          currentUserId={user.id}
          onSelect={select}
          onRefresh={() => void queryClient.invalidateQueries({ queryKey: messagesQueryKey })}
          onNewConversation={() => setNewOpen(true)}
        />
        {contact ? (
          <ChatArea key={contact.id} contact={contact} currentUser={user} onDeleted={() => select(null)} />
        ) : (
          <Paper
            withBorder
            radius="md"
            h={MESSAGE_AREA_HEIGHT}
            style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
            data-testid="chat-empty"
          >
            <EmptyState
              icon={<IconMessages size={28} stroke={1.5} aria-hidden />}
              message="Selecciona una conversación para empezar"
            />
          </Paper>
        )}
      </Flex>
      <NewConversationModal
        opened={newOpen}
        onClose={() => setNewOpen(false)}
        onPick={(picked) => {
          setPickedContact(picked);
          setNewOpen(false);
          select(picked.id);
        }}
      />
    </Stack>
  );
}
