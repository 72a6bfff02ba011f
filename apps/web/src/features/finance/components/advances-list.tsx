import { ADVANCES_EMPTY, type Advance } from '@auditorias/domain/schemas/advances';
import type { Columns } from '../../../components/data-table';
import { Money } from '../../../components/money';
import { NameCell } from '../../../components/name-cell';
import { formatDay } from '../../audits/public';
import { useAdvancePages } from '../api/list-advances';
import type { Period } from '../finance-period';
import { LedgerTable } from './ledger-table';

const COLUMNS: Columns<Advance> = [
  { header: 'Fecha', cell: (a) => formatDay(a.fecha) },
  { header: 'Usuario', cell: (a) => <NameCell name={a.usuario} /> },
  { header: 'Concepto', cell: (a) => a.concepto },
  { header: 'Monto', align: 'right', cell: (a) => <Money pesos={a.monto} /> },
];

/**
 * The month's advances to staff (the spec's Advance: usuario, fecha, monto, concepto), paged. The product registers
 * none (spec: "registration is not implemented"), so it shows what the ledger's account 1301 holds — usually nothing.
 */
export function AdvancesList({ period }: { period: Period }) {
  const list = useAdvancePages(period);
  return (
    <LedgerTable
      source={{ list }}
      loadingLabel="Cargando adelantos"
      emptyMessage={ADVANCES_EMPTY}
      columns={COLUMNS}
      rowTestId="advance"
      minWidth={560}
      data-testid="advances-table"
    />
  );
}
