import { Alert, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface OperatorErrorBannerProps {
  message: string | null;
  onClose: () => void;
}

/** Spec section 8: the operator panel's errors show in a red closable banner ('click para cerrar'). */
export function OperatorErrorBanner({ message, onClose }: OperatorErrorBannerProps) {
  if (!message) return null;
  return (
    <UnstyledButton onClick={onClose} aria-label={`${message} (click para cerrar)`} w="100%">
      <Alert
        color="red"
        variant="filled"
        icon={<IconAlertCircle aria-hidden />}
        role="alert"
        data-testid="operator-error"
      >
        <Text size="sm" fw={600}>
          {message}
        </Text>
        <Text size="xs" opacity={0.85}>
          click para cerrar
        </Text>
      </Alert>
    </UnstyledButton>
  );
}
