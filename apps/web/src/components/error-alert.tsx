import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface MessageAlertProps {
  children: ReactNode;
  /** A heading above the text (e.g. what failed, with the server's reason as the text). */
  title?: ReactNode;
  /** Shows the close button ('Cerrar mensaje') when given. */
  onClose?: () => void;
  testId?: string;
}

const TONES = {
  error: { color: 'red', icon: <IconAlertCircle aria-hidden />, role: 'alert' },
  success: { color: 'green', icon: <IconCircleCheck aria-hidden />, role: 'status' },
} as const;

function MessageAlert({
  tone,
  children,
  title,
  onClose,
  testId,
}: MessageAlertProps & { tone: keyof typeof TONES }) {
  const { color, icon, role } = TONES[tone];
  return (
    <Alert
      color={color}
      icon={icon}
      title={title}
      role={role}
      withCloseButton={onClose !== undefined}
      closeButtonLabel={onClose ? 'Cerrar mensaje' : undefined}
      onClose={onClose}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

/** A red error line, announced to screen readers (role alert). */
export function ErrorAlert(props: MessageAlertProps) {
  return <MessageAlert tone="error" {...props} />;
}

/** A green confirmation, announced to screen readers as a status. */
export function SuccessAlert(props: Omit<MessageAlertProps, 'title'>) {
  return <MessageAlert tone="success" {...props} />;
}

/** A red line under a field or a list, announced to screen readers (role alert); nothing without a message. */
export function ErrorText({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {children}
    </Text>
  );
}
