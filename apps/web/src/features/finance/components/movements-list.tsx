import { ENTRY_KIND_LABELS } from '@auditorias/domain/finance/entries';
import type { Movement } from '@auditorias/domain/schemas/finance';
import {
  ActionIcon,
  Badge,
  Center,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { Money } from '../../../components/money';
import { formatDay } from '../../audits/public';
import { type MovementFilter, useMovementPages } from '../api/list-movements';
import type { Period } from '../finance-period';
import { FinanceLoadError } from './finance-error';

interface MovementsListProps {
  period: Period;
  tipo: MovementFilter;
  emptyMessage: string;
  /** Offered on a standing collection of an audit (reverts every collection of that audit). */
  onRevertCollection?: (movement: Movement & { auditId: number }) => void;
  /** Offered on a standing manual income or package collection (reverses that entry). */
  onRevertMovement?: (movement: Movement) => void;
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
}: MovementsListProps) {
  const actions = Boolean(onRevertCollection || onRevertMovement);
  const list = useMovementPages({ tipo, mes: period.mes, anio: period.anio });
  if (list.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Cargando movimientos" />
      </Center>
    );
  }
  if (list.isError) return <FinanceLoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <Stack gap="xs">
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table striped verticalSpacing="xs" miw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Descripción</Table.Th>
                <Table.Th ta="right">Monto</Table.Th>
                <Table.Th>Registró</Table.Th>
                {actions ? <Table.Th /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((m) => (
                <Table.Tr key={m.id} data-testid={`movement-${m.id}`}>
                  <Table.Td>{formatDay(m.fecha)}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{m.descripcion}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money pesos={m.monto} c={m.monto < 0 ? 'red' : undefined} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{m.creadoPor ?? '—'}</Text>
                  </Table.Td>
                  {actions ? (
                    <Table.Td>
                      {onRevertCollection && revertible(m) ? (
                        <Tooltip label="Revertir cobro">
                          <ActionIcon
                            variant="light"
                            color="orange"
                            aria-label={`Revertir cobro del movimiento ${m.id}`}
                            onClick={() => onRevertCollection(m)}
                          >
                            <IconArrowBackUp size={16} />
                          </ActionIcon>
                        </Tooltip>
                      ) : onRevertMovement && revertibleEntry(m) ? (
                        <Tooltip
                          label={
                            m.tipo === 'ingreso_manual' ? 'Revertir ingreso' : 'Revertir cobro del abono'
                          }
                        >
                          <ActionIcon
                            variant="light"
                            color="orange"
                            aria-label={`${m.tipo === 'ingreso_manual' ? 'Revertir ingreso' : 'Revertir cobro del abono'} del movimiento ${m.id}`}
                            onClick={() => onRevertMovement(m)}
                          >
                            <IconArrowBackUp size={16} />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      <LoadMore
        shown={list.items.length}
        hasMore={list.hasMore}
        loading={list.isFetchingNextPage}
        onLoadMore={list.loadMore}
      />
    </Stack>
  );
}
