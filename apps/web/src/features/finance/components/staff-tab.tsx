import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { FIGURE_BASIS } from '@auditorias/domain/finance/figures';
import type { FinanceEmployee } from '@auditorias/domain/schemas/finance';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Columns } from '../../../components/data-table';
import { ItemModal } from '../../../components/item-modal';
import { Money } from '../../../components/money';
import { NameCell } from '../../../components/name-cell';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useFinanceEmployeesQuery } from '../api/list-finance-employees';
import type { FinanceAccess } from '../finance-access';
import { currentPeriod, type Period } from '../finance-period';
import type { FinanceSalarySlots } from '../salary-slots';
import { AdvancesList } from './advances-list';
import { CommissionPaymentForm } from './commission-payment-form';
import { CommissionPaymentsList } from './commission-payments-list';
import { FinanceLoadError } from './finance-error';
import { LedgerTable } from './ledger-table';
import { MonthExportMenu } from './month-export-menu';
import { type CommissionsOwed, StaffPendingTable } from './staff-pending-table';

const COLUMNS: Columns<FinanceEmployee> = [
  { header: 'Nombre', cell: (u) => <NameCell name={u.nombre} /> },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Rol', cell: (u) => <Badge variant="light">{ROLE_LABELS[u.rol]}</Badge> },
  {
    header: 'Estado',
    cell: (u) => (
      <Badge color={u.activo ? 'green' : 'gray'} variant="light">
        {u.activo ? 'Activo' : 'Inactivo'}
      </Badge>
    ),
  },
  { header: 'Auditorías entregadas', align: 'right', cell: (u) => u.auditoriasEntregadas },
  { header: 'Comisiones devengadas', align: 'right', cell: (u) => <Money pesos={u.comisionesDevengadas} /> },
];

/**
 * 'Personal': what is owed to each employee at the end of the month (`StaffPendingTable`, the Balance's pending
 * salaries), the employees (operador, supervisor, contable) from GET /finanzas/usuarios/detallados — which
 * finance_view is enough for, so a contable sees them too — with their accrued operator pay, and the chosen month's
 * pending salaries (GET /sueldos, records with saldoPendiente > 0) with their total, and the month's advances
 * (GET /finanzas/adelantos). Finance staff who manage pay an employee's commissions from the pending list (in the
 * running month, whose figures are today's) and revert a payment from the month's 'Pagos de comisiones'.
 */
export function StaffTab({
  period,
  salaries,
  access,
}: {
  period: Period;
  salaries: FinanceSalarySlots;
  access: FinanceAccess;
}) {
  const query = useFinanceEmployeesQuery();
  const banner = useTimedMessage();
  const [paying, setPaying] = useState<CommissionsOwed | null>(null);
  const now = currentPeriod();
  const running = period.mes === now.mes && period.anio === now.anio;

  return (
    <Stack gap="md" data-testid="finance-staff">
      <MonthExportMenu
        title="Personal"
        what="el personal"
        path="/finanzas/personal/export"
        baseName="personal"
        period={period}
      />
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />
      <Title order={2} size="h4">
        Pendiente de pago al personal
      </Title>
      <StaffPendingTable
        period={period}
        onPayCommissions={access.manage && running ? setPaying : undefined}
      />
      <ItemModal
        item={paying}
        title={(e) => `Pagar comisiones de ${e.nombre}`}
        onClose={() => setPaying(null)}
      >
        {(e) => (
          <CommissionPaymentForm
            empleado={e}
            onCancel={() => setPaying(null)}
            onPaid={(message) => {
              setPaying(null);
              banner.success(message);
            }}
          />
        )}
      </ItemModal>
      <Title order={2} size="h4">
        Pagos de comisiones
      </Title>
      <CommissionPaymentsList period={period} canRevert={access.manage} notify={banner} />
      <Title order={2} size="h4">
        Personal
      </Title>
      <Text size="xs" fw={600} c="blue.8">
        {FIGURE_BASIS.comisiones}
      </Text>
      <LedgerTable
        source={{ query, rows: query.data ?? [] }}
        loadingLabel="Cargando personal"
        emptyMessage="No hay empleados"
        columns={COLUMNS}
        rowTestId="staff"
        minWidth={720}
        data-testid="staff-table"
      />
      <Title order={2} size="h4">
        Sueldos del mes sin pagar
      </Title>
      {salaries.pending(period, (error, retry) => (
        <FinanceLoadError error={error} onRetry={retry} />
      ))}
      <Title order={2} size="h4">
        Adelantos
      </Title>
      <AdvancesList period={period} />
    </Stack>
  );
}
