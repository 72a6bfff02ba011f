import { RETENTION_DAYS } from '@auditorias/domain/audits/management';
import { maySeeAuditMoney } from '@auditorias/domain/audits/visibility';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { Money } from '../../../components/money';
import { AuditPriorityBadge, AuditStateBadge, formatDay } from '../../audits/public';
import { managementActions } from '../management-rules';
import { type ManagementHandler, ManagementRowActions } from './management-row-actions';

interface ManagementTableProps {
  audits: readonly Audit[];
  user: PublicUser;
  onAction: ManagementHandler;
}

/** The admin's audit table: state, people, dates, age, files, charge and the possible actions. */
export function ManagementTable({ audits, user, onAction }: ManagementTableProps) {
  const money = maySeeAuditMoney(user.role);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="management-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Auditoría</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Operador</Table.Th>
            <Table.Th>Solicitada</Table.Th>
            <Table.Th>Archivos</Table.Th>
            {money ? <Table.Th>Cobro</Table.Th> : null}
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {audits.map((audit) => (
            <Table.Tr key={audit.id} data-testid={`management-row-${audit.id}`}>
              <Table.Td>
                <Text size="sm" c="dimmed" fw={600}>
                  {audit.id}
                </Text>
              </Table.Td>
              <Table.Td style={{ minWidth: 220, maxWidth: 340 }}>
                <Stack gap={2}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {audit.titulo}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <AuditPriorityBadge
                      prioridad={audit.prioridad}
                      size="xs"
                      style={{ flexShrink: 0, minWidth: 'max-content' }}
                    />
                    <Text size="xs" c="dimmed" truncate>
                      {audit.client.nombre}
                      {audit.branch?.nombre || audit.sucursal
                        ? ` · ${audit.branch?.nombre ?? audit.sucursal}`
                        : ''}
                    </Text>
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <AuditStateBadge estado={audit.estado} style={{ minWidth: 'max-content' }} />
                  {audit.requiereRevision ? (
                    <Tooltip label={audit.motivoRechazo ?? 'Sin motivo'} multiline w={260} withinPortal>
                      <Badge color="orange" variant="outline" size="sm">
                        Requiere corrección
                      </Badge>
                    </Tooltip>
                  ) : null}
                  {audit.gratisParaCliente ? (
                    <Badge color="pink" variant="filled" size="sm">
                      GRATIS
                    </Badge>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{audit.operador?.name ?? 'Sin asignar'}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDay(audit.fechaSolicitada)}</Text>
                <Text size="xs" c={audit.antiguedad > RETENTION_DAYS ? 'orange' : 'dimmed'}>
                  {audit.antiguedad === 1 ? 'Antigüedad: 1 día' : `Antigüedad: ${audit.antiguedad} días`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{audit.archivosCount}</Text>
              </Table.Td>
              {money ? (
                <Table.Td>
                  {audit.gratisParaCliente ? (
                    <Text size="sm" c="dimmed">
                      $ 0
                    </Text>
                  ) : typeof audit.costoFinal === 'number' ? (
                    <Money pesos={audit.costoFinal} size="sm" />
                  ) : typeof audit.precioEstimado === 'number' ? (
                    <Tooltip label="Precio estimado (se fija al entregar)" withinPortal>
                      <Money pesos={audit.precioEstimado} size="sm" c="dimmed" />
                    </Tooltip>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              ) : null}
              <Table.Td>
                <ManagementRowActions
                  audit={audit}
                  actions={managementActions(user, audit)}
                  onAction={onAction}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
