import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { FIGURE_BASIS } from '@auditorias/domain/finance/figures';
import type { FinanceEmployee } from '@auditorias/domain/schemas/finance';
import { Badge, Stack, Text, Title } from '@mantine/core';
import type { Columns } from '../../../components/data-table';
import { Money } from '../../../components/money';
import { NameCell } from '../../../components/name-cell';
import { useFinanceEmployeesQuery } from '../api/list-finance-employees';
import type { Period } from '../finance-period';
import type { FinanceSalarySlots } from '../salary-slots';
import { AdvancesList } from './advances-list';
import { FinanceLoadError } from './finance-error';
import { LedgerTable } from './ledger-table';
import { MonthExportMenu } from './month-export-menu';
import { StaffPendingTable } from './staff-pending-table';

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
 * (GET /finanzas/adelantos).
 */
export function StaffTab({ period, salaries }: { period: Period; salaries: FinanceSalarySlots }) {
  const query = useFinanceEmployeesQuery();

  return (
    <Stack gap="md" data-testid="finance-staff">
      <MonthExportMenu
        title="Personal"
        what="el personal"
        path="/finanzas/personal/export"
        baseName="personal"
        period={period}
      />
      <Title order={2} size="h4">
        Pendiente de pago al personal
      </Title>
      <StaffPendingTable period={period} />
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
