import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SuccessAlertProps {
  children: ReactNode;
  /** Shows the close button ('Cerrar mensaje') when given. */
  onClose?: () => void;
  testId?: string;
}

/** A green confirmation, announced to screen readers as a status (the counterpart of ErrorAlert). */
export function SuccessAlert({ children, onClose, testId }: SuccessAlertProps) {
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck aria-hidden />}
      role="status"
      withCloseButton={onClose !== undefined}
      closeButtonLabel={onClose ? 'Cerrar mensaje' : undefined}
      onClose={onClose}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
