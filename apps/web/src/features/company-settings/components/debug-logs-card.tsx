import { Switch } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { SettingsCard } from '../../../components/settings-card';
import { isDebugLogsEnabled, setDebugLogsEnabled } from '../../../lib/debug-logs';

/**
 * Admin only, on 'Configuración' (not in the header, docs/decisions.md «Logs de depuración»): switches the
 * browser-console debug logs on or off; the choice is kept in local storage and the page reloads.
 */
export function DebugLogsCard() {
  const enabled = isDebugLogsEnabled();
  return (
    <SettingsCard
      title="Diagnóstico"
      description="Para investigar un problema con soporte técnico."
      icon={<IconBug size={22} aria-hidden />}
    >
      <Switch
        label="Logs de depuración"
        description="Muestra cada llamada al servidor en la consola del navegador. Al cambiarlo se recarga la página."
        checked={enabled}
        onChange={(event) => setDebugLogsEnabled(event.currentTarget.checked)}
        color="orange"
        size="md"
        data-testid="debug-logs-toggle"
      />
    </SettingsCard>
  );
}
