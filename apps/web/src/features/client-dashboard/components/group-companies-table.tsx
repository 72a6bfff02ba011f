import type { ClientDashboardCompany } from '@auditorias/domain/schemas/users';
import { Text } from '@mantine/core';
import { type Columns, DataTable } from '../../../components/data-table';
import { Money } from '../../../components/money';

const count = (n: number) => (
  <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }}>
    {n.toLocaleString('es-AR')}
  </Text>
);

/**
 * Where each company of a group stands today (the dashboard's figures per company, issue 25: one table instead of
 * six cards per company): audits completed, in process and pending, and the money when the dashboard has it.
 */
export function GroupCompaniesTable({ empresas }: { empresas: ClientDashboardCompany[] }) {
  const withMoney = empresas.some((e) => e.finanzas !== null);
  const columns: Columns<ClientDashboardCompany> = [
    { header: 'Empresa', card: 'title', cell: (e) => e.nombre },
    { header: 'Completadas', align: 'right', cell: (e) => count(e.auditorias.completadas) },
    { header: 'En proceso', align: 'right', cell: (e) => count(e.auditorias.enProceso) },
    { header: 'Pendientes', align: 'right', cell: (e) => count(e.auditorias.pendientes) },
    withMoney && {
      header: 'Deuda pendiente',
      align: 'right',
      cell: (e) => <Money pesos={e.finanzas?.deudaPendiente ?? 0} />,
    },
    withMoney && {
      header: 'Total pagado',
      align: 'right',
      cell: (e) => <Money pesos={e.finanzas?.totalPagado ?? 0} />,
    },
    withMoney && {
      header: 'Total facturado',
      align: 'right',
      cell: (e) => <Money pesos={e.auditorias.totalFacturado ?? 0} />,
    },
  ];
  return (
    <DataTable
      aria-label="Situación actual por empresa"
      data-testid="group-companies-table"
      rows={empresas}
      columns={columns}
      rowKey={(e) => e.clienteId}
      rowProps={(e) => ({ 'data-testid': `company-${e.clienteId}` })}
      minWidth={700}
    />
  );
}
