import { ROLE_LABELS, type Role } from '@auditorias/domain/auth/roles';
import { FIGURE_BASIS } from '@auditorias/domain/finance/figures';
import type { StaffPending } from '@auditorias/domain/schemas/finance';
import { Group, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import type { Columns } from '../../../components/data-table';
import { Money } from '../../../components/money';
import { NameCell } from '../../../components/name-cell';
import { SmallButton } from '../../../components/small-button';
import { useStaffPendingQuery } from '../api/list-staff-pending';
import type { Period } from '../finance-period';
import { LedgerTable } from './ledger-table';

type Row = StaffPending['empleados'][number] & { id: number };
/** An employee owed commissions, as 'Pagar comisiones' takes it. */
export type CommissionsOwed = Row & { usuarioId: number };

const COLUMNS: Columns<Row> = [
  { header: 'Empleado', cell: (e) => <NameCell name={e.nombre} /> },
  { header: 'Rol', cell: (e) => (e.rol && e.rol in ROLE_LABELS ? ROLE_LABELS[e.rol as Role] : '—') },
  { header: 'Sueldos pendientes', align: 'right', cell: (e) => <Money pesos={e.sueldosPendientes} /> },
  { header: 'Comisiones devengadas', align: 'right', cell: (e) => <Money pesos={e.comisionesDevengadas} /> },
  { header: 'Total adeudado', align: 'right', cell: (e) => <Money pesos={e.total} /> },
];

const owesCommissions = (e: Row): e is CommissionsOwed => e.usuarioId !== null && e.comisionesDevengadas > 0;

/**
 * 'Pendiente de pago al personal': what each employee is owed at the end of the chosen month — unpaid salaries
 * and accrued commissions (GET /finanzas/personal/pendientes) — and its total, the Balance's 'Sueldos pendientes'.
 * With `onPayCommissions`, each employee owed commissions has 'Pagar comisiones' (a card button on a phone).
 */
export function StaffPendingTable({
  period,
  onPayCommissions,
}: {
  period: Period;
  onPayCommissions?: ((employee: CommissionsOwed) => void) | undefined;
}) {
  const query = useStaffPendingQuery(period);
  const columns: Columns<Row> = [
    ...COLUMNS,
    onPayCommissions && {
      header: null,
      card: 'actions',
      cell: (e) =>
        owesCommissions(e) ? (
          <SmallButton
            variant="light"
            color="green"
            icon={IconCash}
            aria-label={`Pagar comisiones de ${e.nombre}`}
            onClick={() => onPayCommissions(e)}
          >
            Pagar comisiones
          </SmallButton>
        ) : null,
    },
  ];
  const rows: Row[] = (query.data?.empleados ?? []).map((e, i) => ({ ...e, id: e.usuarioId ?? -1 - i }));
  const totales = query.data?.totales;
  return (
    <Stack gap="xs" data-testid="staff-pending">
      <Text size="xs" fw={600} c="blue.8">
        {FIGURE_BASIS.porPagar}
      </Text>
      <LedgerTable
        source={{ query, rows }}
        loadingLabel="Cargando lo adeudado al personal"
        emptyMessage="No hay sueldos ni comisiones pendientes"
        columns={columns}
        rowTestId="staff-pending"
        minWidth={720}
      />
      {totales ? (
        <Group justify="flex-end" gap="xs" data-testid="staff-pending-total">
          <Text size="sm">
            Total adeudado al personal (sueldos <Money pesos={totales.sueldosPendientes} /> + comisiones{' '}
            <Money pesos={totales.comisionesDevengadas} />, el mismo que «Sueldos pendientes» del Balance):
          </Text>
          <Text fw={700}>
            <Money pesos={totales.total} />
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
