import { maySeeAuditMoney } from '@auditorias/domain/audits/visibility';
import type { Role } from '@auditorias/domain/auth/roles';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateTime } from '../../../components/date-time';
import { LabeledValue } from '../../../components/labeled-value';
import { Money } from '../../../components/money';
import { formatDay } from '../date-input';
import { AuditAttachments } from './audit-attachments';

function Block({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text?.trim()) return null;
  return (
    <LabeledValue label={label}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </LabeledValue>
  );
}

/** Everything the tracking screen knows about an audit: places, people, dates, notes and files. */
export function AuditDetails({ audit, viewerRole }: { audit: Audit; viewerRole: Role }) {
  const messages = (audit.observacionesOperador ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Stack gap="sm" data-testid="audit-details">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <LabeledValue label="Cliente">{audit.client.nombre}</LabeledValue>
        <LabeledValue label="Sucursal">{audit.branch?.nombre ?? audit.sucursal ?? '—'}</LabeledValue>
        <LabeledValue label="Dirección">{audit.branch?.direccion ?? audit.direccion ?? '—'}</LabeledValue>
        <LabeledValue label="Fecha solicitada">{formatDay(audit.fechaSolicitada)}</LabeledValue>
        <LabeledValue label="Operador">{audit.operador?.name ?? 'Sin asignar'}</LabeledValue>
        <LabeledValue label="Supervisor">{audit.supervisor?.name ?? '—'}</LabeledValue>
        {(
          [
            ['Creada', audit.createdAt],
            ['Asignada', audit.fechaAsignacion],
            ['Inicio', audit.fechaInicio],
            ['Terminación', audit.fechaTerminacion],
            ['Entrega', audit.fechaEntrega],
          ] as const
        ).map(([label, at]) => (
          <LabeledValue key={label} label={label}>
            <DateTime value={at} />
          </LabeledValue>
        ))}
        {audit.horasEstimadas !== undefined ? (
          <LabeledValue label="Horas estimadas">
            {audit.horasEstimadas.toLocaleString('es-AR')} h
          </LabeledValue>
        ) : null}
        {audit.tiempoTrabajadoPrevio !== undefined ? (
          <LabeledValue label="Tiempo trabajado">{audit.tiempoTrabajadoPrevio} min</LabeledValue>
        ) : null}
        {maySeeAuditMoney(viewerRole) && audit.costoFinal !== undefined ? (
          <LabeledValue label="Costo final">
            {audit.gratisParaCliente ? (
              'GRATIS'
            ) : audit.costoFinal === null ? (
              '—'
            ) : (
              <Money pesos={audit.costoFinal} />
            )}
          </LabeledValue>
        ) : null}
      </SimpleGrid>
      <Block label="Descripción" text={audit.descripcion} />
      <Block label="Notas" text={audit.notas} />
      <Block label="Observaciones iniciales" text={audit.observacionesIniciales} />
      {audit.estado === 'pausada' ? <Block label="Razón de la pausa" text={audit.razonPausa} /> : null}
      <Block label="Motivo de corrección" text={audit.requiereRevision ? audit.motivoRechazo : null} />
      {messages.length > 0 ? (
        <LabeledValue label="Mensajes">
          <List size="sm" spacing={2}>
            {messages.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same line may repeat; order is the identity
              <List.Item key={index}>{line}</List.Item>
            ))}
          </List>
        </LabeledValue>
      ) : null}
      <Block label="Observaciones del supervisor" text={audit.observacionesSupervisor} />
      <Block label="Observaciones finales" text={audit.observacionesFinales} />
      <LabeledValue label="Archivos adjuntos">
        <AuditAttachments auditId={audit.id} files={audit.archivosAdjuntos} />
      </LabeledValue>
    </Stack>
  );
}
