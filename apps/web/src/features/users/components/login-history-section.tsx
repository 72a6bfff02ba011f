import { ScrollArea, Table, Text } from '@mantine/core';
import { DateTime } from '../../../components/date-time';
import { useLoginHistoryQuery } from '../api/get-login-history';
import { DetailListState } from './detail-list-state';

interface LoginHistorySectionProps {
  userId: number;
}

/** 'Historial de conexiones': the user's last 50 sign-ins with date and time, IP and browser. */
export function LoginHistorySection({ userId }: LoginHistorySectionProps) {
  const history = useLoginHistoryQuery(userId);

  return (
    <DetailListState
      query={history}
      loadingText="Cargando historial..."
      errorText="No se pudo cargar el historial de conexiones"
      emptyText="Sin conexiones registradas."
    >
      {(entries) => (
        <ScrollArea.Autosize mah={260} type="auto">
          <Table striped verticalSpacing={6} fz="sm" aria-label="Historial de conexiones" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={170}>Fecha y hora</Table.Th>
                <Table.Th w={140}>IP</Table.Th>
                <Table.Th>Navegador</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <DateTime value={entry.loginTime} />
                  </Table.Td>
                  <Table.Td ff="monospace">{entry.ipAddress ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed" lineClamp={2} title={entry.userAgent ?? undefined}>
                      {entry.userAgent ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </DetailListState>
  );
}
