import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { TimedMessage } from '../use-timed-message';

interface TimedMessageAlertProps {
  message: TimedMessage | null;
  onClose: () => void;
}

/** The banner of a useTimedMessage: green for success (gone after 3 s), red for errors (closable). */
export function TimedMessageAlert({ message, onClose }: TimedMessageAlertProps) {
  if (!message) return null;
  const success = message.color === 'green';
  return (
    <Alert
      color={message.color}
      variant="light"
      icon={success ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      withCloseButton
      closeButtonLabel="Cerrar mensaje"
      onClose={onClose}
      role={success ? 'status' : 'alert'}
    >
      {message.text}
    </Alert>
  );
}
