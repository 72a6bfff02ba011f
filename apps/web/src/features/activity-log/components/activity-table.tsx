import type { ActivityEntry } from '@auditorias/domain/schemas/activity';
import { Badge, Stack, Text } from '@mantine/core';
import { type Columns, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { ActivityTechnicalDetail } from './activity-technical-detail';

const COLUMNS: Columns<ActivityEntry> = [
  { header: 'Fecha', td: { style: { whiteSpace: 'nowrap' } }, cell: (e) => <DateTime value={e.fecha} /> },
  {
    header: 'Qué pasó',
    card: 'title',
    th: { style: { minWidth: 320 } },
    cell: (e) => (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{e.descripcion}</Text>
        <Badge
          variant="light"
          size="sm"
          color={e.impersonador ? 'orange' : 'blue'}
          // The whole action name, on two lines when it must: a cut 'Vio contrase…' says nothing.
          styles={{
            root: { textTransform: 'none', height: 'auto', maxWidth: '100%' },
            label: { whiteSpace: 'normal', overflow: 'visible' },
          }}
        >
          {e.accionLabel}
        </Badge>
      </Stack>
    ),
  },
  {
    header: 'Quién',
    cell: (e) => (
      <>
        <Text size="sm">{e.usuario?.name ?? '—'}</Text>
        {e.impersonador ? (
          <Text size="xs" c="orange">
            Impersonado por {e.impersonador.name}
          </Text>
        ) : null}
      </>
    ),
  },
  { header: 'Objeto', cell: (e) => e.objetivo ?? '—' },
  {
    header: 'Detalle técnico',
    // On a phone the detail is the card's last line, the whole width (a half-width fact is too narrow for JSON).
    card: 'actions',
    cell: (e) => <ActivityTechnicalDetail entry={e} />,
  },
];

/**
 * One row per record: when, what happened as a sentence with names (and the action's label), who (and the admin
 * behind an impersonation), on what, and the raw request behind 'Ver detalle técnico'.
 */
export function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <DataTable
      rows={entries}
      columns={COLUMNS}
      rowKey={(e) => e.id}
      rowProps={(e) => ({ 'data-testid': `activity-${e.id}` })}
      minWidth={900}
      highlightOnHover
      verticalSpacing="xs"
      aria-label="Registro de actividad"
    />
  );
}
