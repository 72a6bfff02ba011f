import type { Audit } from '@auditorias/domain/schemas/audits';
import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { LabeledValue } from '../../../components/labeled-value';
import { AuditAttachments, AuditPriorityBadge } from '../../audits/public';

interface AuditDetailModalProps {
  audit: Audit | null;
  onClose: () => void;
  onStart: (audit: Audit) => void;
  starting: boolean;
}

/** A fact of the audit, its typed line breaks kept. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <LabeledValue label={label} valueStyle={{ whiteSpace: 'pre-wrap' }}>
      {children}
    </LabeledValue>
  );
}

/**
 * 'Detalles de Auditoría' with the audit number: title, description, client, branch, address, priority badge,
 * initial observations, attached files with download, creation date, 'Cancelar' and 'INICIAR AUDITORÍA'.
 */
export function AuditDetailModal({ audit, onClose, onStart, starting }: AuditDetailModalProps) {
  return (
    <Modal
      opened={audit !== null}
      onClose={onClose}
      title={audit ? `Detalles de Auditoría #${audit.id}` : 'Detalles de Auditoría'}
      size="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      {audit ? (
        <Stack gap="sm" data-testid="audit-detail">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text fw={700} size="lg">
              {audit.titulo}
            </Text>
            <AuditPriorityBadge prioridad={audit.prioridad} />
          </Group>
          {audit.descripcion ? <Row label="Descripción">{audit.descripcion}</Row> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Row label="Cliente">{audit.client.nombre}</Row>
            <Row label="Sucursal">{audit.branch?.nombre ?? audit.sucursal ?? '—'}</Row>
            <Row label="Dirección">{audit.branch?.direccion ?? audit.direccion ?? '—'}</Row>
            <Row label="Creada">
              <DateTime value={audit.createdAt} />
            </Row>
          </SimpleGrid>
          <Row label="Observaciones iniciales">
            {audit.observacionesIniciales?.trim() || 'Sin observaciones'}
          </Row>
          <Row label="Archivos adjuntos">
            <AuditAttachments auditId={audit.id} files={audit.archivosAdjuntos} />
          </Row>
          <Divider />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={starting}>
              Cancelar
            </Button>
            <Button
              color="green"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => onStart(audit)}
              loading={starting}
            >
              INICIAR AUDITORÍA
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
