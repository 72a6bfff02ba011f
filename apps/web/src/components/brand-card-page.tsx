import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './logo';

/**
 * A whole page with only a centred card: the logo, 'Sistema de Auditorías' and what the page says (a screen that
 * failed, a session that could not be checked). `asMain` makes the page the document's main landmark.
 */
export function BrandCardPage({ asMain = false, children }: { asMain?: boolean; children: ReactNode }) {
  return (
    <Center component={asMain ? 'main' : 'div'} mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={460}>
        <Stack align="center" gap="md">
          <Logo size={56} />
          <Title order={1} size="h3">
            Sistema de Auditorías
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
