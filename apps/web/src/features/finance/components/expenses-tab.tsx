import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ExportMenu } from '../../../components/export-menu';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { useTimedMessage } from '../../../lib/use-timed-message';
import type { MovementFilter } from '../api/list-movements';
import type { FinanceAccess } from '../finance-access';
import { type Period, periodLabel } from '../finance-period';
import { ExpenseForm } from './expense-form';
import { ExpensesList } from './expenses-list';
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
      <Group justify="space-between">
        <Title order={2} size="h4">
          Gastos de {periodLabel(period)}
        </Title>
        <ExportMenu
          what={`los gastos de ${periodLabel(period)}`}
          download={{
            path: '/gastos/export',
            query: { mes: period.mes, anio: period.anio },
            fallbackName: `gastos-${period.anio}-${period.mes}`,
          }}
        />
      </Group>
      <ExpensesList period={period} canRevert={access.manage} notify={banner} />
      <Group justify="space-between">
        <Title order={2} size="h4">
          Movimientos de {periodLabel(period)}
        </Title>
        <Group gap="sm">
          <ExportMenu
            what={`los movimientos de ${periodLabel(period)}`}
            download={{
              path: '/finanzas/movimientos/export',
              query: { tipo, mes: period.mes, anio: period.anio },
              fallbackName: `movimientos-${period.anio}-${period.mes}`,
            }}
          />
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
        </Group>
      </Group>
      <MovementsList period={period} tipo={tipo} emptyMessage="No hay movimientos en el período" />
    </Stack>
  );
}
