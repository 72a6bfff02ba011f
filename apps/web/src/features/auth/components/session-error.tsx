import { Alert, Button, Center, Group, Paper, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Logo } from '../../../components/logo';
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
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={460}>
        <Stack align="center" gap="md">
          <Logo size={56} />
          <Title order={1} size="h3">
            Sistema de Auditorías
          </Title>
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title="No se pudo cargar la sesión"
            w="100%"
          >
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
        </Stack>
      </Paper>
    </Center>
  );
}
