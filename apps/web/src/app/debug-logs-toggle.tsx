import { Badge, Button } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { isDebugLogsEnabled, setDebugLogsEnabled } from '../lib/debug-logs';

/** Admin only: switches the browser-console debug logs on or off (stored, then the page reloads). */
export function DebugLogsToggle() {
  const enabled = isDebugLogsEnabled();
  return (
    <Button
      variant={enabled ? 'light' : 'default'}
      color={enabled ? 'orange' : 'gray'}
      size="xs"
      leftSection={<IconBug size={16} aria-hidden />}
      rightSection={
        <Badge size="xs" variant={enabled ? 'filled' : 'outline'} color={enabled ? 'orange' : 'gray'}>
          {enabled ? 'Activados' : 'Desactivados'}
        </Badge>
      }
      aria-pressed={enabled}
      onClick={() => setDebugLogsEnabled(!enabled)}
      visibleFrom="md"
      data-testid="debug-logs-toggle"
    >
      Logs de depuración
    </Button>
  );
}
