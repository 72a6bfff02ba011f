import type { Expense } from '@auditorias/domain/schemas/finance';
import { Badge, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { Columns } from '../../../components/data-table';
import { IconAction } from '../../../components/icon-action';
import { Money } from '../../../components/money';
import { NameCell } from '../../../components/name-cell';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { moneyAction } from '../../../lib/money-write';
import { formatDay } from '../../audits/public';
import { useExpensePages } from '../api/list-expenses';
import { useRevertExpenseMutation } from '../api/revert-expense';
import type { Period } from '../finance-period';
import { CATEGORY_LABELS } from './expense-form';
import { LedgerTable } from './ledger-table';
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

  const columns: Columns<Expense> = [
    { header: 'Fecha', cell: (g) => formatDay(g.fecha) },
    { header: 'Descripción', cell: (g) => <NameCell name={g.descripcion} detail={g.explicacion} /> },
    { header: 'Categoría', cell: (g) => <Badge variant="light">{CATEGORY_LABELS[g.categoria]}</Badge> },
    { header: 'Monto', align: 'right', cell: (g) => <Money pesos={g.monto} /> },
    canRevert && {
      header: null,
      cell: (g) => (
        <IconAction
          icon={IconArrowBackUp}
          color="orange"
          label="Revertir gasto"
          ariaLabel={`Revertir gasto ${g.id}`}
          loading={revert.isPending && revert.variables?.input.expenseId === g.id}
          onClick={() => confirmRevert(g)}
        />
      ),
    },
  ];

  return (
    <LedgerTable
      source={{ list }}
      loadingLabel="Cargando gastos"
      emptyMessage="No hay gastos registrados en el período"
      columns={columns}
      rowTestId="expense"
      minWidth={720}
      data-testid="expenses-table"
    />
  );
}
