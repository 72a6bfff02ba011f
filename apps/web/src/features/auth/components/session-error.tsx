import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { BrandCardPage } from '../../../components/brand-card-page';
import { errorMessage } from '../../../lib/error-message';

interface SessionErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}

/** Shown when the stored session could not be checked (server unreachable or failing). */
export function SessionError({ error, retrying, onRetry, onDiscard }: SessionErrorProps) {
  return (
    <BrandCardPage>
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="No se pudo cargar la sesión" w="100%">
        {errorMessage(error, 'Error al cargar la sesión')}
      </Alert>
      <Group justify="center">
        <Button onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
        <Button variant="default" onClick={onDiscard}>
          Ir al inicio de sesión
        </Button>
      </Group>
    </BrandCardPage>
  );
}
