import { ADVANCES_EMPTY } from '@auditorias/domain/schemas/advances';
import { Center, Loader, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { Money } from '../../../components/money';
import { formatDay } from '../../audits/public';
import { useAdvancePages } from '../api/list-advances';
import type { Period } from '../finance-period';
import { FinanceLoadError } from './finance-error';

/**
 * The month's advances to staff (the spec's Advance: usuario, fecha, monto, concepto), paged. The product registers
 * none (spec: "registration is not implemented"), so it shows what the ledger's account 1301 holds — usually nothing.
 */
export function AdvancesList({ period }: { period: Period }) {
  const list = useAdvancePages(period);

  if (list.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Cargando adelantos" />
      </Center>
    );
  }
  if (list.isError) return <FinanceLoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.items.length === 0) return <EmptyState message={ADVANCES_EMPTY} />;
  return (
    <Stack gap="xs">
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table striped verticalSpacing="xs" miw={560} data-testid="advances-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Usuario</Table.Th>
                <Table.Th>Concepto</Table.Th>
                <Table.Th ta="right">Monto</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((a) => (
                <Table.Tr key={a.id} data-testid={`advance-${a.id}`}>
                  <Table.Td>{formatDay(a.fecha)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {a.usuario}
                    </Text>
                  </Table.Td>
                  <Table.Td>{a.concepto}</Table.Td>
                  <Table.Td ta="right">
                    <Money pesos={a.monto} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      <LoadMore
        shown={list.items.length}
        hasMore={list.hasMore}
        loading={list.isFetchingNextPage}
        onLoadMore={list.loadMore}
      />
    </Stack>
  );
}
