import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { useTimedMessage } from '../../../lib/use-timed-message';
import type { MovementFilter } from '../api/list-movements';
import type { FinanceAccess } from '../finance-access';
import type { Period } from '../finance-period';
import { ExpenseForm } from './expense-form';
import { ExpensesList } from './expenses-list';
import { MonthListHeading } from './month-list-heading';
import { MovementsList } from './movements-list';

type Filter = 'todos' | 'ingreso' | 'egreso';

/** 'Egresos': the expense form, the month's expenses (revertible) and the month's ledger movements. */
export function ExpensesTab({
  user,
  period,
  access,
}: {
  user: PublicUser;
  period: Period;
  access: FinanceAccess;
}) {
  const banner = useTimedMessage();
  const [filter, setFilter] = useState<Filter>('todos');
  const tipo: MovementFilter = filter === 'todos' ? undefined : filter;
  return (
    <Stack gap="md" data-testid="finance-expenses">
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />
      {access.manage ? <ExpenseForm user={user} notify={banner} /> : null}
      <MonthListHeading noun="gastos" period={period} path="/gastos/export" />
      <ExpensesList period={period} canRevert={access.manage} notify={banner} />
      <MonthListHeading
        noun="movimientos"
        period={period}
        path="/finanzas/movimientos/export"
        query={{ tipo }}
      >
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(v) => setFilter(v as Filter)}
          aria-label="Tipo de movimiento"
          data={[
            { value: 'todos', label: 'Todos' },
            { value: 'ingreso', label: 'Ingresos' },
            { value: 'egreso', label: 'Egresos' },
          ]}
        />
      </MonthListHeading>
      <MovementsList period={period} tipo={tipo} emptyMessage="No hay movimientos en el período" />
    </Stack>
  );
}
