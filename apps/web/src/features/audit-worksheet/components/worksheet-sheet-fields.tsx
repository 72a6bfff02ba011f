import { Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconClipboardPlus, IconPhotoUp } from '@tabler/icons-react';
import { pasteTarget } from '../paste-rules';
import {
  removeEvent,
  removeImage,
  updateEvent,
  type WorksheetEvent,
  type WorksheetSheet,
} from '../worksheet-events';
import { addEventAndFocus } from '../worksheet-hotkeys';
import { WorksheetEventCard } from './worksheet-event-card';

interface WorksheetSheetFieldsProps {
  sheet: WorksheetSheet;
  editable: boolean;
  /** Pasted images on their way to the server. */
  uploading: number;
  selectedEventId: string | null;
  onSelectEvent: (id: string) => void;
  updateSheet: (change: (current: WorksheetSheet) => WorksheetSheet) => void;
}

interface SheetTextareaProps {
  label: string;
  description?: string;
  placeholder?: string;
  minRows: number;
  maxRows: number;
  maxLength: number;
  editable: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The block's border colour (the supervisor's own block is violet). */
  borderColor?: string;
}

/** One of the sheet's free texts in its bordered block, growing with what is written (read-only when not editable). */
export function SheetTextarea({ editable, onChange, borderColor, ...field }: SheetTextareaProps) {
  return (
    <Paper withBorder radius="md" p="md" style={borderColor ? { borderColor } : undefined}>
      <Textarea {...field} autosize readOnly={!editable} onChange={(e) => onChange(e.currentTarget.value)} />
    </Paper>
  );
}

function hasContent(event: WorksheetEvent): boolean {
  return Boolean(event.descripcion.trim() || event.observaciones.trim() || event.imagenes.length);
}

/**
 * What is written in the worksheet, in the operator's and the supervisor's mode alike: 'Información Adicional',
 * the events (numbered 1..n, removing one renumbers the rest, pasted images), 'Canales de Visión Utilizados' and
 * 'Observaciones Finales'.
 */
export function WorksheetSheetFields({
  sheet,
  editable,
  uploading,
  selectedEventId,
  onSelectEvent,
  updateSheet,
}: WorksheetSheetFieldsProps) {
  const confirmRemoveEvent = (event: WorksheetEvent) => {
    const remove = () =>
      updateSheet((current) => ({ ...current, eventos: removeEvent(current.eventos, event.id) }));
    if (!hasContent(event)) {
      remove();
      return;
    }
    modals.openConfirmModal({
      title: `Eliminar evento ${event.numero}`,
      children: <Text size="sm">Se quitarán su descripción, observaciones e imágenes. ¿Eliminarlo?</Text>,
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: remove,
    });
  };

  /** A free text of the sheet, written straight into it. */
  const textOf = (key: 'sucursalDetails' | 'canalesVision' | 'observacionesFinales') => ({
    editable,
    value: sheet[key],
    onChange: (value: string) => updateSheet((current) => ({ ...current, [key]: value })),
  });

  return (
    <>
      <SheetTextarea
        label="Información Adicional"
        description="Datos de la sucursal relevantes para el informe (superficie, cajas, accesos...)."
        minRows={3}
        maxRows={12}
        maxLength={20_000}
        {...textOf('sucursalDetails')}
      />

      <Paper withBorder radius="md" p="md" component="section" aria-label="Eventos">
        <Group justify="space-between" mb="sm">
          <div>
            <Title order={2} size="h4">
              Eventos ({sheet.eventos.length})
            </Title>
            {editable ? (
              <Text size="xs" c="dimmed">
                Pegá capturas con Ctrl+V: se recortan a 3:2 y se agregan al evento seleccionado (o al último).
              </Text>
            ) : null}
          </div>
          <Group gap="xs">
            {uploading > 0 ? (
              <Group gap={6} c="blue">
                <IconPhotoUp size={16} aria-hidden />
                <Text size="sm">Subiendo imagen...</Text>
                <Loader size={14} />
              </Group>
            ) : null}
            {editable ? (
              <Button
                leftSection={<IconClipboardPlus size={16} aria-hidden />}
                onClick={() => addEventAndFocus(updateSheet, onSelectEvent)}
              >
                Agregar evento
              </Button>
            ) : null}
          </Group>
        </Group>
        {sheet.eventos.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            Todavía no hay eventos.{editable ? ' Agregá el primero con «Agregar evento».' : ''}
          </Text>
        ) : (
          <Stack gap="sm">
            {sheet.eventos.map((event) => (
              <WorksheetEventCard
                key={event.id}
                event={event}
                readOnly={!editable}
                selected={pasteTarget(sheet.eventos, selectedEventId) === event.id}
                onSelect={() => onSelectEvent(event.id)}
                onChange={(changes) =>
                  updateSheet((current) => ({
                    ...current,
                    eventos: updateEvent(current.eventos, event.id, changes),
                  }))
                }
                onRemove={() => confirmRemoveEvent(event)}
                onRemoveImage={(imageId) =>
                  updateSheet((current) => ({
                    ...current,
                    eventos: removeImage(current.eventos, event.id, imageId),
                  }))
                }
              />
            ))}
          </Stack>
        )}
      </Paper>

      <SheetTextarea
        label="Canales de Visión Utilizados"
        placeholder="Ej.: Canal 1 (cajas), Canal 2 (salón)"
        minRows={2}
        maxRows={8}
        maxLength={5000}
        {...textOf('canalesVision')}
      />

      <SheetTextarea
        label="Observaciones Finales"
        minRows={4}
        maxRows={16}
        maxLength={20_000}
        {...textOf('observacionesFinales')}
      />
    </>
  );
}
