import type { Expense } from '@auditorias/domain/schemas/finance';
import {
  ActionIcon,
  Badge,
  Center,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { Money } from '../../../components/money';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { formatDay } from '../../audits/public';
import { useExpensePages } from '../api/list-expenses';
import { moneyAction } from '../api/money-write';
import { useRevertExpenseMutation } from '../api/revert-expense';
import type { Period } from '../finance-period';
import { CATEGORY_LABELS } from './expense-form';
import { FinanceLoadError } from './finance-error';
import type { Notify } from './use-receivable-actions';

export const REVERT_EXPENSE_ERROR = 'Error al revertir el gasto';

/** The month's standing expenses (paged), each revertible after a confirmation. */
export function ExpensesList({
  period,
  canRevert,
  notify,
}: {
  period: Period;
  canRevert: boolean;
  notify: Notify;
}) {
  const list = useExpensePages(period);
  const revert = useRevertExpenseMutation();

  const confirmRevert = (expense: Expense) =>
    modals.openConfirmModal({
      title: 'Revertir gasto',
      children: (
        <Text size="sm">
          ¿Revertir el gasto «{expense.descripcion}» por <Money pesos={expense.monto} />? Se registra un
          asiento de reversión.
        </Text>
      ),
      labels: { confirm: 'Revertir', cancel: 'Cancelar' },
      confirmProps: { color: 'orange' },
      onConfirm: () =>
        revert.mutate(moneyAction({ expenseId: expense.id }), {
          onSuccess: (answer) => notify.success(answer.message),
          onError: (error) => notify.error(prefixedErrorMessage(REVERT_EXPENSE_ERROR, error)),
        }),
    });

  if (list.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Cargando gastos" />
      </Center>
    );
  }
  if (list.isError) return <FinanceLoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.items.length === 0) return <EmptyState message="No hay gastos registrados en el período" />;
  return (
    <Stack gap="xs">
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table striped verticalSpacing="xs" miw={720} data-testid="expenses-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Descripción</Table.Th>
                <Table.Th>Categoría</Table.Th>
                <Table.Th ta="right">Monto</Table.Th>
                {canRevert ? <Table.Th /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((g) => (
                <Table.Tr key={g.id} data-testid={`expense-${g.id}`}>
                  <Table.Td>{formatDay(g.fecha)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {g.descripcion}
                    </Text>
                    {g.explicacion ? (
                      <Text size="xs" c="dimmed">
                        {g.explicacion}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{CATEGORY_LABELS[g.categoria]}</Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money pesos={g.monto} />
                  </Table.Td>
                  {canRevert ? (
                    <Table.Td>
                      <Tooltip label="Revertir gasto">
                        <ActionIcon
                          variant="light"
                          color="orange"
                          aria-label={`Revertir gasto ${g.id}`}
                          loading={revert.isPending && revert.variables?.input.expenseId === g.id}
                          onClick={() => confirmRevert(g)}
                        >
                          <IconArrowBackUp size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  ) : null}
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
