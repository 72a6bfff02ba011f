import { Alert, Button, Center, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Logo } from '../components/logo';
import { debugLog } from '../lib/debug-logs';

/** Shown when a screen fails to render: a plain message and a way back. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    debugLog('error de pantalla', error);
  }, [error]);

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={460}>
        <Stack align="center" gap="md">
          <Logo size={56} />
          <Title order={1} size="h3">
            Sistema de Auditorías
          </Title>
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} w="100%">
            Ocurrió un error inesperado al mostrar esta pantalla.
          </Alert>
          <Button component="a" href="/dashboard">
            Volver al inicio
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
