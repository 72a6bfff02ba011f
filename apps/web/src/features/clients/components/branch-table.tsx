import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import { Badge, Stack, Text } from '@mantine/core';
import { type Columns, DataTable } from '../../../components/data-table';
import { Money } from '../../../components/money';
import { describeModality, formatHours } from '../branch-display';
import { type BranchFormValues, branchOwnFromForm } from '../branch-form-values';
import { type ClientInheritanceSource, effectiveBranchValues } from '../client-pricing';
import { BranchActions } from './branch-actions';
import { InheritedNote } from './inherited-note';
import { StateBadge } from './state-badge';

interface BranchTableProps {
  branches: BranchFormValues[];
  client: ClientInheritanceSource;
  pricing: PricingSettings;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

/** An amount per priority ('Urgente: $ 200'), with 'heredado' where the branch has no own amount. */
function PriorityAmounts({
  amounts,
  own,
}: {
  amounts: Record<Priority, number>;
  own: Record<Priority, number | null>;
}) {
  return (
    <Stack gap={0}>
      {PRIORITIES.map((p) => (
        <Text key={p} size="xs" style={{ whiteSpace: 'nowrap' }}>
          {PRIORITY_LABELS[p]}: <Money pesos={amounts[p]} />
          {own[p] === null ? <InheritedNote /> : null}
        </Text>
      ))}
    </Stack>
  );
}

/** The branches held in the client form (spec: branch table columns), with their effective values. */
export function BranchTable({ branches, client, pricing, onEdit, onRemove }: BranchTableProps) {
  // Each branch's own and effective values, computed once per row.
  const rows = branches.map((branch, index) => {
    const own = branchOwnFromForm(branch);
    return { branch, index, own, ...effectiveBranchValues(client, own, pricing) };
  });
  type Row = (typeof rows)[number];
  const nowrap = { style: { whiteSpace: 'nowrap' } } as const;
  const columns: Columns<Row> = [
    {
      header: 'Nombre',
      card: 'title',
      cell: ({ branch }) => (
        <>
          <Text size="sm" fw={600}>
            {branch.nombre}
          </Text>
          {branch.direccion ? (
            <Text size="xs" c="dimmed">
              {branch.direccion}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: 'Tiempo',
      td: nowrap,
      cell: ({ efectivo, heredado }) => (
        <>
          {efectivo.tiempoAuditoria} min
          {heredado.tiempoAuditoria ? <InheritedNote /> : null}
        </>
      ),
    },
    {
      header: 'Precios Cliente',
      cell: ({ efectivo, own }) => <PriorityAmounts amounts={efectivo.precios} own={own.precios} />,
    },
    {
      header: 'Tiempo Específico',
      td: nowrap,
      cell: ({ efectivo, heredado }) => (
        <>
          {formatHours(efectivo.tiempoEstimadoHoras)}
          {heredado.tiempoEstimado ? <InheritedNote /> : null}
        </>
      ),
    },
    {
      header: 'Pago Operador',
      cell: ({ efectivo, own }) => (
        <PriorityAmounts amounts={efectivo.pagosOperador} own={own.pagosOperador} />
      ),
    },
    {
      header: 'Sistema Fijas',
      cell: ({ efectivo }) =>
        efectivo.auditoriaFijaMes ? (
          <Badge color="grape" variant="light" size="sm">
            4 fijas{client.auditoriaFijaMes ? ' (cliente)' : ''}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            No
          </Text>
        ),
    },
    {
      header: 'Modalidad',
      cell: ({ efectivo, heredado }) => (
        <Text size="xs">
          {describeModality(efectivo.modalidad, efectivo.diasAuditoria, efectivo.fechaExacta)}
          {heredado.modalidad ? <InheritedNote /> : null}
        </Text>
      ),
    },
    {
      header: 'Estado',
      card: 'badge',
      td: nowrap,
      cell: ({ branch }) => (
        <StateBadge size="sm" active={branch.activa} label={branch.activa ? 'Activa' : 'Inactiva'} />
      ),
    },
    {
      header: 'Acciones',
      th: { ta: 'right' },
      card: 'actions',
      cell: ({ branch, index }) => (
        <BranchActions
          branchName={branch.nombre}
          removeLabel="Quitar sucursal"
          gap={4}
          onEdit={() => onEdit(index)}
          onRemove={() => onRemove(index)}
        />
      ),
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={({ branch }) => branch.key}
      minWidth={960}
      striped
      highlightOnHover
      verticalSpacing="xs"
      fz="sm"
      aria-label="Sucursales del cliente"
    />
  );
}
