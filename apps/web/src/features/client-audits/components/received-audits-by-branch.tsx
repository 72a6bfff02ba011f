import { accountStatementPaymentState } from '@auditorias/domain/finance/account-statement';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconBuildingStore, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { type Columns, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { Money } from '../../../components/money';
import { reportErrorText } from '../../../lib/file-download';
import { PaymentStateBadge } from '../../account/public';
import { CLIENT_PDF_ERROR } from '../../reports/public';
import { useDownloadReceivedPdfMutation } from '../api/download-received-pdf';
import { availableUntil, groupByBranch } from '../client-audit-groups';
import { CLIENT_AUDIT_COLUMNS } from './client-audit-columns';

interface ReceivedAuditsByBranchProps {
  audits: readonly Audit[];
  /** Costs and payment state (cliente); an auditor user sees no money. */
  showMoney: boolean;
}

/** 'Auditorías Recibidas': delivered audits grouped by branch, each with its final PDF to download. */
export function ReceivedAuditsByBranch({ audits, showMoney }: ReceivedAuditsByBranchProps) {
  const groups = groupByBranch(audits);
  const download = useDownloadReceivedPdfMutation();
  const [problem, setProblem] = useState<string | null>(null);
  if (groups.length === 0) {
    return <EmptyState title="Auditorías Recibidas" message="Todavía no hay auditorías entregadas." />;
  }
  const downloadPdf = (auditId: number) => {
    setProblem(null);
    download.mutate(auditId, { onError: (error) => setProblem(reportErrorText(error, CLIENT_PDF_ERROR)) });
  };
  const columns: Columns<Audit> = [
    CLIENT_AUDIT_COLUMNS.number,
    CLIENT_AUDIT_COLUMNS.title,
    CLIENT_AUDIT_COLUMNS.requested,
    { header: 'Entregada', cell: (audit) => <DateTime value={audit.fechaEntrega} dateOnly /> },
    { header: 'Disponible hasta', cell: (audit) => <DateTime value={availableUntil(audit)} dateOnly /> },
    CLIENT_AUDIT_COLUMNS.priority,
    showMoney && {
      header: 'Costo (sin IVA)',
      align: 'right',
      cell: (audit) =>
        audit.gratisParaCliente ? (
          <Badge color="teal">GRATIS</Badge>
        ) : audit.costoFinal != null ? (
          <Money pesos={audit.costoFinal} />
        ) : (
          '—'
        ),
    },
    showMoney && {
      header: 'Pago',
      // The account statement's state (/mi-cuenta says the same): FACTURADA until collected, then PAGADA.
      cell: (audit) => (
        <PaymentStateBadge
          state={
            audit.estadoPagoCuenta ??
            accountStatementPaymentState({ estado: audit.estado, estadoPago: audit.estadoPago ?? null })
          }
        />
      ),
    },
    {
      header: 'Informe',
      card: 'actions',
      cell: (audit) => (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconFileDownload size={14} aria-hidden />}
          aria-label={`Descargar PDF de la auditoría #${audit.id}`}
          loading={download.isPending && download.variables === audit.id}
          disabled={download.isPending && download.variables !== audit.id}
          onClick={() => downloadPdf(audit.id)}
        >
          Descargar PDF
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md" data-testid="received-audits">
      {problem ? (
        <ErrorAlert onClose={() => setProblem(null)} testId="client-pdf-error">
          {problem}
        </ErrorAlert>
      ) : null}
      {groups.map((group) => (
        <Paper
          key={group.key}
          withBorder
          radius="md"
          p="md"
          aria-label={`Sucursal ${group.label}`}
          component="section"
        >
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <IconBuildingStore size={18} aria-hidden />
              <Title order={3} size="h5">
                {group.label}
              </Title>
            </Group>
            <Badge variant="light" color="gray">
              {group.audits.length === 1 ? '1 auditoría' : `${group.audits.length} auditorías`}
            </Badge>
          </Group>
          <DataTable
            rows={group.audits}
            columns={columns}
            rowKey={(audit) => audit.id}
            minWidth={760}
            scroll="area"
            highlightOnHover
            verticalSpacing="xs"
          />
        </Paper>
      ))}
    </Stack>
  );
}
