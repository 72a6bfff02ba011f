import { Alert, Badge, Group, Loader, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { DateTime } from '../../../components/date-time';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useAuditTimelineQuery } from '../api/get-audit-timeline';
import { AuditStateBadge } from './audit-state-badge';

const ACTION_LABELS: Record<string, string> = {
  creada: 'Creada',
  editada: 'Editada',
  tomada: 'Tomada por el operador',
  asignada: 'Asignada',
  tomada_asignada: 'Asignación aceptada',
  iniciada: 'Iniciada',
  pausada: 'Pausada',
  reanudada: 'Reanudada',
  terminada: 'Terminada',
  guardada_supervisor: 'Guardada por el supervisor',
  aprobada_enviada: 'Aprobada y enviada al cliente',
  devuelta: 'Devuelta para corrección',
  reasignada: 'Reasignada',
  cobrada: 'Cobrada',
  eliminada: 'Eliminada',
};

/** A timeline action in Spanish ('tomada_asignada' -> 'Asignación aceptada'); unknown ones readable as they are. */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** GET /audits/{id}/timeline shown as a timeline: who, when, from which state to which, and the note. */
export function AuditTimeline({ auditId }: { auditId: number }) {
  const query = useAuditTimelineQuery(auditId);
  if (query.isPending) return <Loader size="sm" aria-label="Cargando línea de tiempo" />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light">
        {prefixedErrorMessage('Error cargando detalles', query.error, 'No se pudieron cargar los detalles')}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Sin movimientos registrados
      </Text>
    );
  }
  return (
    <Timeline active={query.data.length - 1} bulletSize={20} lineWidth={2} data-testid="audit-timeline">
      {query.data.map((entry) => (
        <Timeline.Item key={entry.id} bullet={<IconHistory size={12} />} title={actionLabel(entry.action)}>
          <Group gap={6} mt={2}>
            {entry.de ? <AuditStateBadge estado={entry.de} size="xs" /> : null}
            {entry.de && entry.a ? (
              <Text size="xs" c="dimmed">
                →
              </Text>
            ) : null}
            {entry.a ? <AuditStateBadge estado={entry.a} size="xs" /> : null}
            {!entry.de && !entry.a ? (
              <Badge size="xs" variant="outline" color="gray">
                sin cambio de estado
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            <DateTime value={entry.at} />
            {entry.actor ? ` · ${entry.actor.name}` : ''}
          </Text>
          {entry.nota ? (
            <Text size="sm" mt={2}>
              {entry.nota}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
