import type { ActivityEntry } from '@auditorias/domain/schemas/activity';
import { Button, Code, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { usePhone } from '../../../lib/use-phone';

/**
 * The raw record for the admin who needs it (the log itself is an admin screen): the request's method, route and
 * answer status, the IP and the stored details as JSON, closed until 'Ver detalle técnico' is pressed.
 */
export function ActivityTechnicalDetail({ entry }: { entry: ActivityEntry }) {
  const [open, setOpen] = useState(false);
  // A finger needs a 44 px target on a phone.
  const phone = usePhone();
  const id = useId();
  const request = entry.metodo && entry.ruta ? `${entry.metodo} ${entry.ruta}` : null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="subtle"
        size={phone ? 'sm' : 'compact-xs'}
        mih={phone ? 44 : undefined}
        aria-expanded={open}
        aria-controls={id}
        leftSection={
          open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />
        }
        onClick={() => setOpen((v) => !v)}
      >
        {open ? 'Ocultar detalle técnico' : 'Ver detalle técnico'}
      </Button>
      {open ? (
        <Stack
          id={id}
          gap={2}
          data-testid={`activity-detail-${entry.id}`}
          maw="100%"
          w={phone ? '100%' : 420}
        >
          {request ? (
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {request}
              {entry.estado !== null ? ` → ${entry.estado}` : ''}
            </Text>
          ) : null}
          <Text size="xs">IP: {entry.ip ?? '—'}</Text>
          {entry.detalles ? (
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 11 }}>
              {JSON.stringify(entry.detalles, null, 2)}
            </Code>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
