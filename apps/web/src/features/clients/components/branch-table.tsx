import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import { Badge, Stack, Table, Text } from '@mantine/core';
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
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label="Sucursales del cliente">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Tiempo</Table.Th>
            <Table.Th>Precios Cliente</Table.Th>
            <Table.Th>Tiempo Específico</Table.Th>
            <Table.Th>Pago Operador</Table.Th>
            <Table.Th>Sistema Fijas</Table.Th>
            <Table.Th>Modalidad</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {branches.map((branch, index) => {
            const own = branchOwnFromForm(branch);
            const { efectivo, heredado } = effectiveBranchValues(client, own, pricing);
            return (
              <Table.Tr key={branch.key}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {branch.nombre}
                  </Text>
                  {branch.direccion ? (
                    <Text size="xs" c="dimmed">
                      {branch.direccion}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {efectivo.tiempoAuditoria} min
                  {heredado.tiempoAuditoria ? <InheritedNote /> : null}
                </Table.Td>
                <Table.Td>
                  <PriorityAmounts amounts={efectivo.precios} own={own.precios} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatHours(efectivo.tiempoEstimadoHoras)}
                  {heredado.tiempoEstimado ? <InheritedNote /> : null}
                </Table.Td>
                <Table.Td>
                  <PriorityAmounts amounts={efectivo.pagosOperador} own={own.pagosOperador} />
                </Table.Td>
                <Table.Td>
                  {efectivo.auditoriaFijaMes ? (
                    <Badge color="grape" variant="light" size="sm">
                      4 fijas{client.auditoriaFijaMes ? ' (cliente)' : ''}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed">
                      No
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {describeModality(efectivo.modalidad, efectivo.diasAuditoria, efectivo.fechaExacta)}
                    {heredado.modalidad ? <InheritedNote /> : null}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <StateBadge
                    size="sm"
                    active={branch.activa}
                    label={branch.activa ? 'Activa' : 'Inactiva'}
                  />
                </Table.Td>
                <Table.Td>
                  <BranchActions
                    branchName={branch.nombre}
                    removeLabel="Quitar sucursal"
                    gap={4}
                    onEdit={() => onEdit(index)}
                    onRemove={() => onRemove(index)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
