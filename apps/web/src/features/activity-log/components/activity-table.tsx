import { type ActivityEntry, activityTargetLabel } from '@auditorias/domain/schemas/activity';
import { Badge, Table, Text } from '@mantine/core';
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

/** One row per record: when, who (and the admin behind an impersonation), what, on what, from where. */
export function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Registro de actividad">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Usuario</Table.Th>
            <Table.Th>Acción</Table.Th>
            <Table.Th>Objeto</Table.Th>
            <Table.Th>IP</Table.Th>
            <Table.Th>Detalle</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id} data-testid={`activity-${e.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DateTime value={e.fecha} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{e.usuario?.name ?? '—'}</Text>
                {e.impersonador ? (
                  <Text size="xs" c="orange">
                    Impersonado por {e.impersonador.name}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={e.impersonador ? 'orange' : 'blue'}
                  style={{ textTransform: 'none' }}
                >
                  {e.accionLabel}
                </Badge>
              </Table.Td>
              <Table.Td>
                {e.objetivoTipo
                  ? `${activityTargetLabel(e.objetivoTipo)}${e.objetivoId ? ` #${e.objetivoId}` : ''}`
                  : '—'}
              </Table.Td>
              <Table.Td>{e.ip ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {detailText(e)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
