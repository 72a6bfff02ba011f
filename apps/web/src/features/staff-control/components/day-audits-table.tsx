import { normaliseState } from '@auditorias/domain/audits/states';
import type { dayDetailResponseSchema } from '@auditorias/domain/schemas/staff';
import { formatMinutes } from '@auditorias/domain/staff/time-alerts';
import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { AuditStateBadge } from '../../audits/public';
import { SPEED_LABELS } from '../staff-texts';

type DayAudit = z.infer<typeof dayDetailResponseSchema>['auditorias'][number];

/** The speed indicator: ok, rápido or lento (time worked against the estimate); a dash when unknown. */
export function SpeedBadge({ indicador }: { indicador: DayAudit['indicador'] }) {
  if (!indicador) return <Text span>—</Text>;
  const { label, color } = SPEED_LABELS[indicador];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}

function StateCell({ estado }: { estado: string }) {
  const state = normaliseState(estado);
  return state ? <AuditStateBadge estado={state} /> : <Text span>{estado}</Text>;
}

/**
 * The day's audits: client, branch, status, time worked against the estimate, commission and the speed
 * indicator. Audits the employee approved as supervisor are corrections (no commission).
 */
export function DayAuditsTable({ audits }: { audits: readonly DayAudit[] }) {
  if (audits.length === 0) return <EmptyState message="Sin auditorías este día" />;
  return (
    <ScrollArea type="auto">
      <Table striped verticalSpacing="xs" miw={760} data-testid="day-audits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Auditoría</Table.Th>
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Sucursal</Table.Th>
            <Table.Th style={{ minWidth: 140 }}>Estado</Table.Th>
            <Table.Th>Tiempo (real / estimado)</Table.Th>
            <Table.Th ta="right">Comisión</Table.Th>
            <Table.Th>Indicador</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {audits.map((a) => (
            <Table.Tr key={`${a.id}-${a.rol}`} data-testid={`day-audit-${a.id}`}>
              <Table.Td>
                <Text size="sm">
                  #{a.id} {a.titulo}
                </Text>
                {a.esCorreccion ? (
                  <Badge color="violet" variant="light" size="sm">
                    Corrección
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{a.cliente}</Table.Td>
              <Table.Td>{a.sucursal ?? '—'}</Table.Td>
              <Table.Td>
                <StateCell estado={a.estado} />
              </Table.Td>
              <Table.Td>
                {formatMinutes(a.tiempoTrabajado)} / {formatMinutes(a.tiempoEstimado)}
              </Table.Td>
              <Table.Td ta="right">{a.esCorreccion ? '—' : <Money pesos={a.comision} />}</Table.Td>
              <Table.Td>
                <SpeedBadge indicador={a.indicador} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
