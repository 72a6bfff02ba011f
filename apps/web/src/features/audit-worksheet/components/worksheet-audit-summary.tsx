import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LabeledValue } from '../../../components/labeled-value';
import { AuditAttachments, AuditPriorityBadge, AuditStateBadge, formatDay } from '../../audits/public';
import type { AuditTemplate } from '../api/get-audit-template';

interface WorksheetAuditSummaryProps {
  audit: Audit;
  template: AuditTemplate;
  /** In supervisor mode the title is edited here instead of shown as a heading. */
  titleEditor?: ReactNode;
}

/** The top of the worksheet: the audit's title and description, where, the client's files and instructions. */
export function WorksheetAuditSummary({ audit, template, titleEditor }: WorksheetAuditSummaryProps) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-label="Auditoría">
        {/* The badges wrap under the title when they do not fit beside it (a phone): never cut to 'N…'. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" mb="xs" style={{ rowGap: 6 }}>
          {titleEditor ?? (
            <Title order={2} size="h3" style={{ wordBreak: 'break-word' }}>
              {audit.titulo}
            </Title>
          )}
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            <AuditPriorityBadge prioridad={audit.prioridad} />
            <AuditStateBadge estado={audit.estado} />
          </Group>
        </Group>
        {audit.descripcion ? (
          <Text size="sm" mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {audit.descripcion}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <LabeledValue label="Cliente">{audit.client.nombre}</LabeledValue>
          <LabeledValue label="Sucursal">{audit.branch?.nombre ?? audit.sucursal ?? '—'}</LabeledValue>
          <LabeledValue label="Dirección">{audit.branch?.direccion ?? audit.direccion ?? '—'}</LabeledValue>
          <LabeledValue label="Fecha solicitada">{formatDay(audit.fechaSolicitada)}</LabeledValue>
        </SimpleGrid>
        {audit.observacionesIniciales?.trim() ? (
          <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <Text span fw={600}>
              Observaciones iniciales:{' '}
            </Text>
            {audit.observacionesIniciales}
          </Text>
        ) : null}
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label="Archivos del cliente">
          <Title order={3} size="h5" mb="xs">
            Archivos del cliente
          </Title>
          <AuditAttachments
            auditId={audit.id}
            files={template.archivosAdjuntos}
            emptyText="El cliente no adjuntó archivos."
          />
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-label="Instrucciones">
          <Title order={3} size="h5" mb="xs">
            Instrucciones del cliente
          </Title>
          {template.instrucciones?.trim() ? (
            <Alert
              color="blue"
              variant="light"
              icon={<IconInfoCircle aria-hidden />}
              data-testid="instructions"
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {template.instrucciones}
              </Text>
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              Sin instrucciones particulares.
            </Text>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
