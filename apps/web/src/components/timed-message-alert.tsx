import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { TimedMessage } from '../lib/use-timed-message';

interface TimedMessageAlertProps {
  message: TimedMessage | null;
  /** Shows the close button ('Cerrar mensaje') when given. */
  onClose?: () => void;
}

/** The banner of a useTimedMessage: green for success (a status), red for errors (an alert). */
export function TimedMessageAlert({ message, onClose }: TimedMessageAlertProps) {
  if (!message) return null;
  const success = message.color === 'green';
  return (
    <Alert
      color={message.color}
      variant="light"
      icon={success ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      withCloseButton={onClose !== undefined}
      closeButtonLabel="Cerrar mensaje"
      onClose={onClose}
      role={success ? 'status' : 'alert'}
    >
      {message.text}
    </Alert>
  );
}
