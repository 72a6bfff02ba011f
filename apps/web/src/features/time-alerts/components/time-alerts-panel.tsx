import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';
import { ActionIcon, Button, Divider, Group, Loader, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconBell, IconBellOff, IconVolume, IconVolumeOff, type TablerIcon } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { useClearedUpTo, useTimeAlertPreferences } from '../alert-preferences';
import { TimeAlertItem } from './time-alert-item';

interface TimeAlertsPanelProps {
  userId: number;
  alerts: TimeAlert[];
  pendientes: number;
  loading: boolean;
}

/** A toggle of the panel's preferences: pressed and coloured while on, its tooltip saying what a click does. */
function PreferenceToggle({
  on,
  onToggle,
  label,
  color,
  icon: Icon,
}: {
  on: boolean;
  onToggle: (on: boolean) => void;
  label: string;
  color: string;
  icon: TablerIcon;
}) {
  return (
    <Tooltip label={label} withinPortal={false}>
      <ActionIcon
        variant={on ? 'light' : 'subtle'}
        color={on ? color : 'gray'}
        aria-label={label}
        aria-pressed={on}
        onClick={() => onToggle(!on)}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
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
          {[
            {
              on: soundEnabled,
              onToggle: setSoundEnabled,
              label: soundEnabled ? 'Desactivar sonido' : 'Activar sonido',
              color: 'blue',
              icon: soundEnabled ? IconVolume : IconVolumeOff,
            },
            {
              on: muted,
              onToggle: setMuted,
              label: muted ? 'Reactivar avisos' : 'Silenciar avisos',
              color: 'orange',
              icon: muted ? IconBellOff : IconBell,
            },
          ].map((toggle) => (
            <PreferenceToggle key={toggle.color} {...toggle} />
          ))}
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
