import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** The notifications bell of the header. */
export function NotificationBell() {
  return (
    <Popover position="bottom-end" width={280} shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Notificaciones">
          <IconBell size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Notificaciones
          </Text>
          <Text size="sm" c="dimmed">
            Los avisos de mensajes y asignaciones aparecerán aquí.
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
