import { EVENT_TYPE_COLORS, EVENT_TYPE_LABELS } from '@auditorias/domain/audits/states';
import { formatTimer } from '@auditorias/domain/audits/timer';
import { Alert, Badge, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LoadingSpinner } from '../../../components/query-state';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { readableOn } from '../../../lib/readable-color';
import { useSupervisorFormDataQuery } from '../api/get-supervisor-form-data';

/** What the operator wrote: the events, the final observations and the worked time (read-only). */
export function WorksheetPreview({ auditId }: { auditId: number }) {
  const query = useSupervisorFormDataQuery(auditId);
  if (query.isPending) {
    return <LoadingSpinner label="Cargando planilla" size="sm" py="md" />;
  }
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {prefixedErrorMessage('Error cargando datos', query.error, 'Error cargando datos')}
      </Alert>
    );
  }
  const { eventos, observacionesFinales, tiempoTrabajadoSegundos } = query.data;
  return (
    <Stack gap="xs" data-testid="worksheet-preview">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Eventos ({eventos.length})
        </Text>
        <Text size="sm" c="dimmed">
          · Tiempo trabajado: {formatTimer(tiempoTrabajadoSegundos)}
        </Text>
      </Group>
      {eventos.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin eventos registrados.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
          <Stack gap={6}>
            {eventos.map((evento) => (
              <Paper
                key={evento.id}
                withBorder
                p="xs"
                radius="sm"
                style={{ borderLeft: `4px solid ${EVENT_TYPE_COLORS[evento.tipoEvento]}` }}
              >
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={700}>
                    {evento.numero}.
                  </Text>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs">
                      {evento.timestamp ? (
                        <Text size="xs" c="dimmed">
                          {evento.timestamp}
                        </Text>
                      ) : null}
                      <Badge
                        size="xs"
                        variant="light"
                        // The light badge tints its background with the colour: the text needs a darker shade.
                        color={readableOn(EVENT_TYPE_COLORS[evento.tipoEvento], '#ffffff', 5.6)}
                      >
                        {EVENT_TYPE_LABELS[evento.tipoEvento]}
                      </Badge>
                      {evento.imagenes.length > 0 ? (
                        <Text size="xs" c="dimmed">
                          {evento.imagenes.length === 1 ? '1 imagen' : `${evento.imagenes.length} imágenes`}
                        </Text>
                      ) : null}
                    </Group>
                    <Text size="sm" style={{ wordBreak: 'break-word' }}>
                      {evento.descripcion || '—'}
                    </Text>
                    {evento.observaciones ? (
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                        {evento.observaciones}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {observacionesFinales.trim() ? (
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Observaciones finales
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {observacionesFinales}
          </Text>
        </div>
      ) : null}
    </Stack>
  );
}
