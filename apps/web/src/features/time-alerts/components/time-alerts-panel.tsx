import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';
import { ActionIcon, Button, Divider, Group, Loader, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconBell, IconBellOff, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { useClearedUpTo, useTimeAlertPreferences } from '../alert-preferences';
import { TimeAlertItem } from './time-alert-item';

interface TimeAlertsPanelProps {
  userId: number;
  alerts: TimeAlert[];
  pendientes: number;
  loading: boolean;
}

/**
 * The bell's 400 px panel: sound and mute toggles, 'Limpiar', and the alerts (at most 50, newest first).
 * 'Limpiar' hides from this list, in this browser, every alert listed at that moment (new ones show again);
 * it changes nothing on the server, and 'Mostrar todas' brings the hidden ones back.
 */
export function TimeAlertsPanel({ userId, alerts, pendientes, loading }: TimeAlertsPanelProps) {
  const { soundEnabled, setSoundEnabled, muted, setMuted } = useTimeAlertPreferences();
  const [clearedUpTo, setClearedUpTo] = useClearedUpTo(userId);
  const visible = alerts.filter((a) => a.id > clearedUpTo);
  const hidden = alerts.length - visible.length;
  const soundLabel = soundEnabled ? 'Desactivar sonido' : 'Activar sonido';
  const muteLabel = muted ? 'Reactivar avisos' : 'Silenciar avisos';

  return (
    <Stack gap={0} data-testid="time-alerts-panel">
      <Group justify="space-between" p="sm" wrap="nowrap">
        <div>
          <Text fw={600} size="sm">
            Alertas de Tiempo
          </Text>
          <Text size="xs" c="dimmed" data-testid="time-alerts-pending">
            Pendientes: {pendientes}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={soundLabel} withinPortal={false}>
            <ActionIcon
              variant={soundEnabled ? 'light' : 'subtle'}
              color={soundEnabled ? 'blue' : 'gray'}
              aria-label={soundLabel}
              aria-pressed={soundEnabled}
              onClick={() => setSoundEnabled(!soundEnabled)}
            >
              {soundEnabled ? <IconVolume size={18} aria-hidden /> : <IconVolumeOff size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={muteLabel} withinPortal={false}>
            <ActionIcon
              variant={muted ? 'light' : 'subtle'}
              color={muted ? 'orange' : 'gray'}
              aria-label={muteLabel}
              aria-pressed={muted}
              onClick={() => setMuted(!muted)}
            >
              {muted ? <IconBellOff size={18} aria-hidden /> : <IconBell size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={visible.length === 0}
            onClick={() => setClearedUpTo(Math.max(clearedUpTo, ...visible.map((a) => a.id)))}
          >
            Limpiar
          </Button>
        </Group>
      </Group>
      <Divider />
      <ScrollArea.Autosize mah="min(480px, 70vh)" type="auto">
        <Stack gap="xs" p="sm">
          {loading ? (
            <Group justify="center" py="md">
              <Loader size="sm" aria-label="Cargando alertas" />
            </Group>
          ) : visible.length === 0 ? (
            <EmptyState message={hidden > 0 ? 'No hay alertas nuevas' : 'No hay alertas de tiempo'} />
          ) : (
            visible.map((alert) => <TimeAlertItem key={alert.id} alert={alert} />)
          )}
        </Stack>
      </ScrollArea.Autosize>
      {hidden > 0 ? (
        <>
          <Divider />
          <Button variant="subtle" size="compact-sm" m="xs" onClick={() => setClearedUpTo(0)}>
            Mostrar todas ({hidden})
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
