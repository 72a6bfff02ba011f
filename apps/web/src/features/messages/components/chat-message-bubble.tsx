import type { Message } from '@auditorias/domain/schemas/messages';
import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import { DateTime } from '../../../components/date-time';

interface ChatMessageBubbleProps {
  message: Message;
  /** Sent by the signed-in user: on the right, in blue. */
  mine: boolean;
}

/** One message of the chat: content, time and, for alerts, the type; own messages say whether they were read. */
export function ChatMessageBubble({ message, mine }: ChatMessageBubbleProps) {
  const alert = message.tipo === 'alerta';
  return (
    <Box style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        radius="lg"
        px="md"
        py={8}
        maw="78%"
        bg={mine ? 'blue.6' : alert ? 'red.0' : 'white'}
        c={mine ? 'white' : undefined}
        withBorder={!mine}
        style={{ borderColor: alert && !mine ? 'var(--mantine-color-red-3)' : undefined }}
        data-testid="chat-message"
        data-mine={mine ? 'true' : 'false'}
      >
        {alert ? (
          <Badge size="xs" color="red" variant={mine ? 'white' : 'filled'} mb={4}>
            Alerta
          </Badge>
        ) : null}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.contenido}
        </Text>
        <Group gap={6} justify="flex-end" mt={2}>
          <Text size="xs" c={mine ? 'blue.1' : 'dimmed'}>
            <DateTime value={message.createdAt} />
          </Text>
          {mine ? (
            <Text size="xs" c="blue.1">
              {message.leido ? '· Leído' : '· Enviado'}
            </Text>
          ) : null}
        </Group>
      </Paper>
    </Box>
  );
}
