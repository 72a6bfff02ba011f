import { Alert, Center, Paper, Stack, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Logo } from '../../../components/logo';
import { forceLogoutMessage } from '../../../lib/session-storage';
import { LoginForm } from '../components/login-form';

/** /login: the logo, the subtitle and the sign-in form (spec section 2). */
export function LoginPage() {
  const [forcedLogoutMessage, setForcedLogoutMessage] = useState<string | null>(null);

  // A session closed by an administrator leaves a flag: its message stays here until the next sign-in.
  useEffect(() => {
    const message = forceLogoutMessage();
    if (message) setForcedLogoutMessage(message);
  }, []);

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack align="center" gap="xs" mb="lg">
          <Logo size={64} />
          <Title order={1} size="h3" ta="center">
            Sistema de Auditorías
          </Title>
        </Stack>
        {forcedLogoutMessage ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconLogout aria-hidden />}
            mb="md"
            data-testid="force-logout-alert"
          >
            {forcedLogoutMessage}
          </Alert>
        ) : null}
        <LoginForm />
      </Paper>
    </Center>
  );
}
