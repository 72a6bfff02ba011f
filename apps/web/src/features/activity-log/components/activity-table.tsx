import { type ActivityEntry, activityTargetLabel } from '@auditorias/domain/schemas/activity';
import { Badge, Text } from '@mantine/core';
import { type Columns, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';

/** The details as one short line (the full text in the export). */
function detailText(entry: ActivityEntry): string {
  const parts: string[] = [];
  if (entry.metodo && entry.ruta) parts.push(`${entry.metodo} ${entry.ruta}`);
  if (entry.estado !== null && entry.estado >= 400) parts.push(`(${entry.estado})`);
  if (entry.detalles) {
    const text = JSON.stringify(entry.detalles);
    parts.push(text.length > 120 ? `${text.slice(0, 120)}…` : text);
  }
  return parts.join(' ');
}

const COLUMNS: Columns<ActivityEntry> = [
  { header: 'Fecha', td: { style: { whiteSpace: 'nowrap' } }, cell: (e) => <DateTime value={e.fecha} /> },
  {
    header: 'Usuario',
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
  {
    header: 'Acción',
    cell: (e) => (
      <Badge
        variant="light"
        color={e.impersonador ? 'orange' : 'blue'}
        // The whole action name, on two lines when it must: a cut 'Vio contrase…' says nothing.
        styles={{
          root: { textTransform: 'none', height: 'auto', maxWidth: '100%' },
          label: { whiteSpace: 'normal', overflow: 'visible' },
        }}
      >
        {e.accionLabel}
      </Badge>
    ),
  },
  {
    header: 'Objeto',
    cell: (e) =>
      e.objetivoTipo
        ? `${activityTargetLabel(e.objetivoTipo)}${e.objetivoId ? ` #${e.objetivoId}` : ''}`
        : '—',
  },
  { header: 'IP', cell: (e) => e.ip ?? '—' },
  {
    header: 'Detalle',
    cell: (e) => (
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {detailText(e)}
      </Text>
    ),
  },
];

/** One row per record: when, who (and the admin behind an impersonation), what, on what, from where. */
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
