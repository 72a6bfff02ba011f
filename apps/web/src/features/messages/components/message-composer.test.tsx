import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

function setup(onSend = vi.fn(async (_text: string) => undefined)) {
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <MessageComposer label="Mensaje para Sergio" pending={false} onSend={onSend} />
    </MantineProvider>,
  );
  const textbox = screen.getByRole('textbox', { name: 'Mensaje para Sergio' }) as HTMLTextAreaElement;
  const button = screen.getByRole('button', { name: 'Enviar mensaje' });
  return { user, onSend, textbox, button };
}

describe('message composer', () => {
  it('keeps sending disabled while the text is blank, and Enter does nothing then', async () => {
    const { user, onSend, textbox, button } = setup();
    expect(button).toBeDisabled();
    await user.type(textbox, '   ');
    expect(button).toBeDisabled();
    await user.type(textbox, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed text with Enter and empties itself', async () => {
    const { user, onSend, textbox, button } = setup();
    await user.type(textbox, '  Hola Sergio  ');
    expect(button).toBeEnabled();
    await user.type(textbox, '{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hola Sergio');
    await waitFor(() => expect(textbox).toHaveValue(''));
  });

  it('inserts a new line with Shift+Enter instead of sending', async () => {
    const { user, onSend, textbox } = setup();
    await user.type(textbox, 'Primera línea{Shift>}{Enter}{/Shift}Segunda');
    expect(onSend).not.toHaveBeenCalled();
    expect(textbox).toHaveValue('Primera línea\nSegunda');
    await user.type(textbox, '{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Primera línea\nSegunda');
  });

  it('sends with the button and keeps the text when sending fails', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('sin conexión');
    });
    const { user, textbox, button } = setup(onSend);
    await user.type(textbox, 'Importante');
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(textbox).toHaveValue('Importante');
  });

  it('grows up to 120 px and then scrolls', () => {
    const { textbox } = setup();
    expect(textbox.style.maxHeight).toBe('120px');
  });
});
