import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';
import { Button, Divider, Group, Loader, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBell,
  IconBellOff,
  IconClearAll,
  IconVolume,
  IconVolumeOff,
  type TablerIcon,
} from '@tabler/icons-react';
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
 * A toggle of the panel's preferences: a button with its icon and a visible word that stays the same (its state
 * is `aria-pressed`, the colour and the icon), its tooltip saying what a click does.
 */
function PreferenceToggle({
  on,
  onToggle,
  text,
  hint,
  color,
  icon: Icon,
}: {
  on: boolean;
  onToggle: (on: boolean) => void;
  text: string;
  hint: string;
  color: string;
  icon: TablerIcon;
}) {
  return (
    <Tooltip label={hint} withinPortal={false} multiline maw={240}>
      <Button
        size="compact-sm"
        variant={on ? 'light' : 'subtle'}
        color={on ? color : 'gray'}
        aria-pressed={on}
        leftSection={<Icon size={16} aria-hidden />}
        onClick={() => onToggle(!on)}
      >
        {text}
      </Button>
    </Tooltip>
  );
}

/**
 * The bell's 400 px panel: sound and mute toggles, 'Limpiar lista', and the alerts (at most 50, newest first).
 * The buttons carry visible words (issue 25: two bare icons and an ambiguous 'Limpiar'); the spec's 'Limpiar'
 * stays the first word. 'Limpiar lista' hides from this list, in this browser, every alert listed at that
 * moment (new ones show again); it resolves nothing and changes nothing on the server, and 'Mostrar todas'
 * brings the hidden ones back.
 */
export function TimeAlertsPanel({ userId, alerts, pendientes, loading }: TimeAlertsPanelProps) {
  const { soundEnabled, setSoundEnabled, muted, setMuted } = useTimeAlertPreferences();
  const [clearedUpTo, setClearedUpTo] = useClearedUpTo(userId);
  const visible = alerts.filter((a) => a.id > clearedUpTo);
  const hidden = alerts.length - visible.length;

  return (
    <Stack gap={0} data-testid="time-alerts-panel">
      <Stack gap={6} p="sm">
        <div>
          <Text fw={600} size="sm">
            Alertas de Tiempo
          </Text>
          <Text size="xs" c="dimmed" data-testid="time-alerts-pending">
            Pendientes: {pendientes}
          </Text>
        </div>
        <Group gap={4} wrap="wrap" role="group" aria-label="Preferencias de alertas">
          <PreferenceToggle
            on={soundEnabled}
            onToggle={setSoundEnabled}
            text="Sonido"
            hint={
              soundEnabled
                ? 'Los avisos suenan. Clic para quitar el sonido.'
                : 'Sin sonido. Clic para activarlo.'
            }
            color="blue"
            icon={soundEnabled ? IconVolume : IconVolumeOff}
          />
          <PreferenceToggle
            on={muted}
            onToggle={setMuted}
            text="Silenciar"
            hint={
              muted
                ? 'Avisos silenciados: las alertas nuevas solo aparecen en esta lista. Clic para reactivarlos.'
                : 'No avisar las alertas nuevas (ni aviso emergente, ni sonido, ni notificación del escritorio).'
            }
            color="orange"
            icon={muted ? IconBellOff : IconBell}
          />
          <Tooltip
            label="Oculta de esta lista las alertas mostradas, solo en este navegador. No las resuelve."
            withinPortal={false}
            multiline
            maw={240}
          >
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconClearAll size={16} aria-hidden />}
              disabled={visible.length === 0}
              onClick={() => setClearedUpTo(Math.max(clearedUpTo, ...visible.map((a) => a.id)))}
            >
              Limpiar lista
            </Button>
          </Tooltip>
        </Group>
      </Stack>
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
