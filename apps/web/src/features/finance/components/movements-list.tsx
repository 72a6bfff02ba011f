import { ENTRY_KIND_LABELS } from '@auditorias/domain/finance/entries';
import type { Movement } from '@auditorias/domain/schemas/finance';
import { Badge, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { Columns } from '../../../components/data-table';
import { IconAction } from '../../../components/icon-action';
import { Money } from '../../../components/money';
import { formatDay } from '../../audits/public';
import { type MovementFilter, useMovementPages } from '../api/list-movements';
import type { Period } from '../finance-period';
import { LedgerTable } from './ledger-table';

interface MovementsListProps {
  period: Period;
  tipo: MovementFilter;
  emptyMessage: string;
  /** Offered on a standing collection of an audit (reverts every collection of that audit). */
  onRevertCollection?: (movement: Movement & { auditId: number }) => void;
  /** Offered on a standing manual income or package collection (reverses that entry). */
  onRevertMovement?: (movement: Movement) => void;
  /** Offered on a standing payment of commissions (reverses it, with a reason). */
  onRevertCommissionPayment?: (movement: Movement) => void;
}

const standing = (m: Movement) => m.reversaDe === null && !m.revertido;
const revertible = (m: Movement): m is Movement & { auditId: number } =>
  m.tipo === 'cobro' && m.auditId !== null && standing(m);
/** A manual income or a package collection (the only collections without an audit). */
const revertibleEntry = (m: Movement) =>
  standing(m) && (m.tipo === 'ingreso_manual' || (m.tipo === 'cobro' && m.auditId === null));

/** The month's ledger entries (paged, newest first): date, kind, description, amount, who, and reversals. */
export function MovementsList({
  period,
  tipo,
  emptyMessage,
  onRevertCollection,
  onRevertMovement,
  onRevertCommissionPayment,
}: MovementsListProps) {
  const actions = Boolean(onRevertCollection || onRevertMovement || onRevertCommissionPayment);
  const list = useMovementPages({ tipo, mes: period.mes, anio: period.anio });
  const columns: Columns<Movement> = [
    { header: 'Fecha', cell: (m) => formatDay(m.fecha) },
    { header: 'Tipo', cell: (m) => <MovementKind movement={m} /> },
    { header: 'Descripción', card: 'title', cell: (m) => <Text size="sm">{m.descripcion}</Text> },
    {
      header: 'Monto',
      align: 'right',
      cell: (m) => <Money pesos={m.monto} c={m.monto < 0 ? 'red' : undefined} />,
    },
    { header: 'Registró', cell: (m) => <Text size="sm">{m.creadoPor ?? '—'}</Text> },
    actions && {
      header: null,
      cell: (m) =>
        onRevertCollection && revertible(m) ? (
          <IconAction
            icon={IconArrowBackUp}
            color="orange"
            label="Revertir cobro"
            ariaLabel={`Revertir cobro del movimiento ${m.id}`}
            onClick={() => onRevertCollection(m)}
          />
        ) : onRevertMovement && revertibleEntry(m) ? (
          <IconAction
            icon={IconArrowBackUp}
            color="orange"
            label={m.tipo === 'ingreso_manual' ? 'Revertir ingreso' : 'Revertir cobro del abono'}
            ariaLabel={`${m.tipo === 'ingreso_manual' ? 'Revertir ingreso' : 'Revertir cobro del abono'} del movimiento ${m.id}`}
            onClick={() => onRevertMovement(m)}
          />
        ) : onRevertCommissionPayment && standing(m) && m.tipo === 'comision_pago' ? (
          <IconAction
            icon={IconArrowBackUp}
            color="orange"
            label="Revertir pago"
            ariaLabel={`Revertir pago de comisiones del movimiento ${m.id}`}
            onClick={() => onRevertCommissionPayment(m)}
          />
        ) : null,
    },
  ];
  return (
    <LedgerTable
      source={{ list }}
      loadingLabel="Cargando movimientos"
      emptyMessage={emptyMessage}
      columns={columns}
      rowTestId="movement"
      minWidth={720}
    />
  );
}

/** A movement's kind (a reversal of one, in orange), and 'Revertido' once reverted. */
function MovementKind({ movement: m }: { movement: Movement }) {
  return (
    <>
      <Badge variant="light" color={m.reversaDe !== null ? 'orange' : 'gray'}>
        {m.reversaDe !== null
          ? `Reversión de ${ENTRY_KIND_LABELS[m.tipo].toLowerCase()}`
          : ENTRY_KIND_LABELS[m.tipo]}
      </Badge>
      {m.revertido ? (
        <Badge variant="outline" color="orange" ml={4}>
          Revertido
        </Badge>
      ) : null}
    </>
  );
}
