import { TIME_ZONE } from '@auditorias/domain/format/locale';
import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import type { SaveStatus } from '../use-worksheet-autosave';

const hourFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The autosave's state: 'Guardado HH:MM', 'Guardando...' or 'Sin conexión: guardado en este equipo'. */
export function saveStatusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'saving':
      return 'Guardando...';
    case 'saved':
      return `Guardado ${hourFormat.format(new Date(status.at))}`;
    case 'offline':
      return 'Sin conexión: guardado en este equipo';
    case 'error':
      return status.message;
    default:
      return 'Sin cambios';
  }
}

export function SaveStatusIndicator({ status }: { status: SaveStatus }) {
  const color =
    status.kind === 'offline'
      ? 'orange'
      : status.kind === 'error'
        ? 'red'
        : status.kind === 'saved'
          ? 'teal'
          : 'dimmed';
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-kind={status.kind}
    >
      {status.kind === 'saving' ? (
        <Loader size={14} />
      ) : status.kind === 'offline' ? (
        <IconCloudOff size={16} color="var(--mantine-color-orange-6)" aria-hidden />
      ) : status.kind === 'error' ? (
        <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" aria-hidden />
      ) : (
        <IconCloudCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
      )}
      <Text size="sm" c={color} fw={500}>
        {saveStatusText(status)}
      </Text>
    </Group>
  );
}
