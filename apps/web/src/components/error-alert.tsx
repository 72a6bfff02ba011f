import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ErrorAlertProps {
  children: ReactNode;
  /** A heading above the text (e.g. what failed, with the server's reason as the text). */
  title?: ReactNode;
  /** Shows the close button ('Cerrar mensaje') when given. */
  onClose?: () => void;
  testId?: string;
}

/** A red error line, announced to screen readers (role alert). */
export function ErrorAlert({ children, title, onClose, testId }: ErrorAlertProps) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      role="alert"
      withCloseButton={onClose !== undefined}
      closeButtonLabel={onClose ? 'Cerrar mensaje' : undefined}
      onClose={onClose}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
