import { maySeeAuditMoney } from '@auditorias/domain/audits/visibility';
import type { Role } from '@auditorias/domain/auth/roles';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { Money } from '../../../components/money';
import { formatDay } from '../date-input';
import { AuditAttachments } from './audit-attachments';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function Block({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text?.trim()) return null;
  return (
    <Field label={label}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Field>
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
        <Field label="Cliente">{audit.client.nombre}</Field>
        <Field label="Sucursal">{audit.branch?.nombre ?? audit.sucursal ?? '—'}</Field>
        <Field label="Dirección">{audit.branch?.direccion ?? audit.direccion ?? '—'}</Field>
        <Field label="Fecha solicitada">{formatDay(audit.fechaSolicitada)}</Field>
        <Field label="Operador">{audit.operador?.name ?? 'Sin asignar'}</Field>
        <Field label="Supervisor">{audit.supervisor?.name ?? '—'}</Field>
        <Field label="Creada">
          <DateTime value={audit.createdAt} />
        </Field>
        <Field label="Asignada">
          <DateTime value={audit.fechaAsignacion} />
        </Field>
        <Field label="Inicio">
          <DateTime value={audit.fechaInicio} />
        </Field>
        <Field label="Terminación">
          <DateTime value={audit.fechaTerminacion} />
        </Field>
        <Field label="Entrega">
          <DateTime value={audit.fechaEntrega} />
        </Field>
        {audit.horasEstimadas !== undefined ? (
          <Field label="Horas estimadas">{audit.horasEstimadas.toLocaleString('es-AR')} h</Field>
        ) : null}
        {audit.tiempoTrabajadoPrevio !== undefined ? (
          <Field label="Tiempo trabajado">{audit.tiempoTrabajadoPrevio} min</Field>
        ) : null}
        {maySeeAuditMoney(viewerRole) && audit.costoFinal !== undefined ? (
          <Field label="Costo final">
            {audit.gratisParaCliente ? (
              'GRATIS'
            ) : audit.costoFinal === null ? (
              '—'
            ) : (
              <Money pesos={audit.costoFinal} />
            )}
          </Field>
        ) : null}
      </SimpleGrid>
      <Block label="Descripción" text={audit.descripcion} />
      <Block label="Notas" text={audit.notas} />
      <Block label="Observaciones iniciales" text={audit.observacionesIniciales} />
      {audit.estado === 'pausada' ? <Block label="Razón de la pausa" text={audit.razonPausa} /> : null}
      <Block label="Motivo de corrección" text={audit.requiereRevision ? audit.motivoRechazo : null} />
      {messages.length > 0 ? (
        <Field label="Mensajes">
          <List size="sm" spacing={2}>
            {messages.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same line may repeat; order is the identity
              <List.Item key={index}>{line}</List.Item>
            ))}
          </List>
        </Field>
      ) : null}
      <Block label="Observaciones del supervisor" text={audit.observacionesSupervisor} />
      <Block label="Observaciones finales" text={audit.observacionesFinales} />
      <Field label="Archivos adjuntos">
        <AuditAttachments auditId={audit.id} files={audit.archivosAdjuntos} />
      </Field>
    </Stack>
  );
}
