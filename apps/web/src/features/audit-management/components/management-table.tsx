import { RETENTION_DAYS } from '@auditorias/domain/audits/management';
import { maySeeAuditMoney } from '@auditorias/domain/audits/visibility';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { type Column, type Columns, DataTable } from '../../../components/data-table';
import { Money } from '../../../components/money';
import {
  AuditStateBadge,
  auditNumberColumn,
  auditOperatorColumn,
  auditTitleColumn,
  formatDay,
} from '../../audits/public';
import { managementActions } from '../management-rules';
import { type ManagementHandler, ManagementRowActions } from './management-row-actions';

interface ManagementTableProps {
  audits: readonly Audit[];
  user: PublicUser;
  onAction: ManagementHandler;
}

/** The state column: the state, 'Requiere corrección' (with the reason on hover) and 'GRATIS'. */
const STATE_COLUMN: Column<Audit> = {
  header: 'Estado',
  cell: (audit) => (
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
  ),
};

/** The request day and the audit's age (in orange past the retention). */
const REQUESTED_COLUMN: Column<Audit> = {
  header: 'Solicitada',
  td: { style: { whiteSpace: 'nowrap' } },
  cell: (audit) => (
    <>
      <Text size="sm">{formatDay(audit.fechaSolicitada)}</Text>
      <Text size="xs" c={audit.antiguedad > RETENTION_DAYS ? 'orange' : 'dimmed'}>
        {audit.antiguedad === 1 ? 'Antigüedad: 1 día' : `Antigüedad: ${audit.antiguedad} días`}
      </Text>
    </>
  ),
};

/** The charge: free, final, estimated (dimmed, explained on hover) or none. */
const CHARGE_COLUMN: Column<Audit> = {
  header: 'Cobro',
  cell: (audit) =>
    audit.gratisParaCliente ? (
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
    ),
};

/** The admin's audit table: state, people, dates, age, files, charge and the possible actions. */
export function ManagementTable({ audits, user, onAction }: ManagementTableProps) {
  const columns: Columns<Audit> = [
    auditNumberColumn,
    auditTitleColumn({ typedBranch: true, withPriority: { maxWidth: 340 } }),
    STATE_COLUMN,
    auditOperatorColumn('Sin asignar'),
    REQUESTED_COLUMN,
    { header: 'Archivos', cell: (audit) => <Text size="sm">{audit.archivosCount}</Text> },
    maySeeAuditMoney(user.role) && CHARGE_COLUMN,
    {
      header: 'Acciones',
      align: 'right',
      cell: (audit) => (
        <ManagementRowActions audit={audit} actions={managementActions(user, audit)} onAction={onAction} />
      ),
    },
  ];
  return (
    <DataTable
      rows={audits}
      columns={columns}
      rowKey={(audit) => audit.id}
      rowProps={(audit) => ({ 'data-testid': `management-row-${audit.id}` })}
      minWidth={1000}
      highlightOnHover
      verticalSpacing="xs"
      data-testid="management-table"
    />
  );
}
