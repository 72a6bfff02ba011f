import { ActionIcon, Group, Textarea, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { COMPOSER_MAX_HEIGHT } from '../messages-layout';

interface MessageComposerProps {
  /** Sends the trimmed text; the composer empties itself when the promise resolves and keeps the text if not. */
  onSend: (text: string) => Promise<unknown>;
  pending: boolean;
  label: string;
  placeholder?: string;
}

/**
 * The chat's textarea: Enter sends, Shift+Enter starts a new line; sending is disabled while the text is blank
 * (spec section 5).
 */
export function MessageComposer({ onSend, pending, label, placeholder }: MessageComposerProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  function send() {
    if (blank || pending) return;
    onSend(text.trim()).then(
      () => setText(''),
      () => undefined,
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        aria-label={label}
        placeholder={placeholder ?? 'Escribí un mensaje... (Enter envía, Shift+Enter nueva línea)'}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={5000}
        style={{ flex: 1 }}
        styles={{ input: { maxHeight: COMPOSER_MAX_HEIGHT, overflowY: 'auto' } }}
        data-testid="message-composer"
      />
      <Tooltip label="Enviar" withArrow>
        <ActionIcon
          size={36}
          radius="xl"
          variant="filled"
          aria-label="Enviar mensaje"
          disabled={blank}
          loading={pending}
          onClick={send}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
