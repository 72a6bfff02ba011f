import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Badge, Button, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingStore, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { reportErrorText } from '../../../lib/file-download';
import { AuditPriorityBadge, formatDay } from '../../audits/public';
import { CLIENT_PDF_ERROR } from '../../reports/public';
import { useDownloadReceivedPdfMutation } from '../api/download-received-pdf';
import { availableUntil, groupByBranch } from '../client-audit-groups';

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
  return (
    <Stack gap="md" data-testid="received-audits">
      {problem ? (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          withCloseButton
          closeButtonLabel="Cerrar mensaje"
          onClose={() => setProblem(null)}
          data-testid="client-pdf-error"
        >
          {problem}
        </Alert>
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
          <ScrollArea type="auto">
            <Table striped highlightOnHover verticalSpacing="xs" miw={760}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Título</Table.Th>
                  <Table.Th>Solicitada</Table.Th>
                  <Table.Th>Entregada</Table.Th>
                  <Table.Th>Disponible hasta</Table.Th>
                  <Table.Th>Prioridad</Table.Th>
                  {showMoney ? <Table.Th ta="right">Costo (sin IVA)</Table.Th> : null}
                  {showMoney ? <Table.Th>Pago</Table.Th> : null}
                  <Table.Th>Informe</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.audits.map((audit) => (
                  <Table.Tr key={audit.id}>
                    <Table.Td>{audit.id}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {audit.titulo}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDay(audit.fechaSolicitada)}</Table.Td>
                    <Table.Td>
                      <DateTime value={audit.fechaEntrega} dateOnly />
                    </Table.Td>
                    <Table.Td>
                      <DateTime value={availableUntil(audit)} dateOnly />
                    </Table.Td>
                    <Table.Td>
                      <AuditPriorityBadge prioridad={audit.prioridad} size="sm" />
                    </Table.Td>
                    {showMoney ? (
                      <Table.Td ta="right">
                        {audit.gratisParaCliente ? (
                          <Badge color="teal">GRATIS</Badge>
                        ) : audit.costoFinal != null ? (
                          <Money pesos={audit.costoFinal} />
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                    ) : null}
                    {showMoney ? (
                      <Table.Td>
                        {audit.estadoPago === 'pagada' ? (
                          <Badge color="green" variant="light">
                            Pagada
                          </Badge>
                        ) : (
                          <Badge color="orange" variant="light">
                            Pendiente
                          </Badge>
                        )}
                      </Table.Td>
                    ) : null}
                    <Table.Td>
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
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      ))}
    </Stack>
  );
}
