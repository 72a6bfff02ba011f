import { Badge, Box, Container, Group, Paper, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface WorksheetFrameProps {
  auditId: number;
  supervisorMode: boolean;
  /** Timer, save state and buttons, on the right of the title bar. */
  actions?: ReactNode;
  /** A wider page, for the supervisor's side panel. */
  wide?: boolean;
  children: ReactNode;
}

/** Above the app's header (100) and below modals and notifications (200+). */
const OVERLAY_Z_INDEX = 150;

/** The worksheet covers the whole screen (spec: full-screen overlay) with its own title bar. */
export function WorksheetFrame({
  auditId,
  supervisorMode,
  actions,
  wide = false,
  children,
}: WorksheetFrameProps) {
  return (
    <Box
      component="section"
      aria-label="Planilla de auditoría"
      data-testid="worksheet-overlay"
      pos="fixed"
      inset={0}
      bg="gray.0"
      style={{ zIndex: OVERLAY_Z_INDEX, overflowY: 'auto' }}
    >
      <Paper
        shadow="xs"
        radius={0}
        px="md"
        py="sm"
        pos="sticky"
        top={0}
        style={{ zIndex: 2, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconClipboardList size={26} color="var(--mantine-color-blue-6)" aria-hidden />
            <Title order={1} size="h3">
              {`Planilla de Auditoría #${auditId}`}
            </Title>
            {supervisorMode ? (
              <Badge color="violet" variant="filled">
                Modo supervisor
              </Badge>
            ) : null}
          </Group>
          {actions ? (
            <Group gap="sm" wrap="wrap">
              {actions}
            </Group>
          ) : null}
        </Group>
      </Paper>
      <Container size={wide ? 1400 : 'lg'} py="md">
        {children}
      </Container>
    </Box>
  );
}
