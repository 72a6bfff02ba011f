import { canMessage, canSendAlert } from '@auditorias/domain/chat/rules';
import { MSG } from '@auditorias/domain/messages';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { Message } from '@auditorias/domain/schemas/messages';
import { Alert, Badge, Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { MessageTypeBadge, useSendMessageMutation, useUserAdminMessagesQuery } from '../../messages/public';
import { DetailListState } from './detail-list-state';

interface AdminMessagesSectionProps {
  target: PublicUser;
  currentUser: PublicUser;
}

/** Spec section 2: the history list is at most 300 px high. */
const HISTORY_MAX_HEIGHT = 300;

/**
 * 'Mensajes Administrativos' of the user detail: what admins sent this user and, for an admin, a textarea with
 * 'Enviar Mensaje' and 'Enviar Alerta' (an alert goes with high priority). Both are disabled while the text is
 * blank.
 */
export function AdminMessagesSection({ target, currentUser }: AdminMessagesSectionProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState<Message['tipo'] | null>(null);
  const history = useUserAdminMessagesQuery(target.id);
  const send = useSendMessageMutation();
  const isAdmin = currentUser.role === 'admin';
  const allowed = canMessage(currentUser, target);
  const blank = text.trim() === '';

  function submit(tipo: Message['tipo']) {
    if (blank || send.isPending) return;
    setSending(tipo);
    send.mutate(
      {
        toUserId: target.id,
        contenido: text.trim(),
        tipo,
        prioridad: tipo === 'alerta' ? 'alta' : 'normal',
      },
      {
        onSuccess: ({ message }) => {
          setText('');
          notifications.show({ color: 'green', message });
        },
        onSettled: () => setSending(null),
      },
    );
  }

  return (
    <Stack gap="sm" data-testid="admin-messages">
      {isAdmin && allowed ? (
        <Stack gap="xs">
          <Textarea
            label={`Mensaje para ${target.name}`}
            placeholder="Escribí el mensaje..."
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={6}
            maxLength={5000}
          />
          {send.isError ? (
            <Alert color="red" variant="light">
              {prefixedErrorMessage('Error enviando mensaje', send.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={blank || (send.isPending && sending !== 'mensaje')}
              loading={sending === 'mensaje'}
              onClick={() => submit('mensaje')}
            >
              Enviar Mensaje
            </Button>
            {canSendAlert(currentUser.role) ? (
              <Button
                color="red"
                leftSection={<IconAlertTriangle size={16} aria-hidden />}
                disabled={blank || (send.isPending && sending !== 'alerta')}
                loading={sending === 'alerta'}
                onClick={() => submit('alerta')}
              >
                Enviar Alerta
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : isAdmin ? (
        <Text size="sm" c="dimmed">
          {MSG.cannotMessage}.
        </Text>
      ) : null}

      <DetailListState
        query={history}
        loadingText="Cargando mensajes..."
        errorText="No se pudieron cargar los mensajes"
        emptyText="No hay mensajes administrativos para este usuario."
      >
        {(messages) => (
          <ScrollArea.Autosize mah={HISTORY_MAX_HEIGHT} type="auto" data-testid="admin-messages-history">
            <Stack gap="xs" pr="sm">
              {messages.map((message) => (
                <Paper
                  key={message.id}
                  withBorder
                  radius="sm"
                  p="sm"
                  bg={message.leido ? undefined : 'blue.0'}
                >
                  <Group justify="space-between" gap="xs" wrap="wrap" mb={4}>
                    <Group gap="xs">
                      <MessageTypeBadge tipo={message.tipo} />
                      <Text size="sm" fw={600}>
                        {message.sender.name}
                      </Text>
                      {message.leido ? null : (
                        <Badge size="sm" color="orange" variant="filled">
                          No leído
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      <DateTime value={message.createdAt} />
                    </Text>
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.contenido}
                  </Text>
                </Paper>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </DetailListState>
    </Stack>
  );
}
