import {
  EVENT_TYPE_COLORS,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventType,
} from '@auditorias/domain/audits/states';
import {
  ActionIcon,
  Badge,
  ColorSwatch,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconClipboardText, IconTrash } from '@tabler/icons-react';
import { bindFields } from '../../../lib/form-fields';
import { readableOn } from '../../../lib/readable-color';
import type { WorksheetEvent } from '../worksheet-events';
import { eventTimeFieldId, eventTypeFieldId } from '../worksheet-hotkeys';
import { EventImages } from './event-images';

interface WorksheetEventCardProps {
  event: WorksheetEvent;
  selected: boolean;
  readOnly: boolean;
  onSelect: () => void;
  onChange: (changes: Partial<Omit<WorksheetEvent, 'id' | 'numero'>>) => void;
  onRemove: () => void;
  onRemoveImage: (imageId: number) => void;
}

const TYPE_OPTIONS = EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }));

/** One event of the worksheet: number, free-text time, type (with its colour), description, notes, images. */
export function WorksheetEventCard({
  event,
  selected,
  readOnly,
  onSelect,
  onChange,
  onRemove,
  onRemoveImage,
}: WorksheetEventCardProps) {
  const color = EVENT_TYPE_COLORS[event.tipoEvento];
  const field = bindFields(event, onChange);
  /** The free-text fields: they grow with their text, up to 10 000 characters. */
  const note = { autosize: true, maxLength: 10_000, readOnly } as const;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Evento ${event.numero}`}
      data-testid="worksheet-event"
      data-selected={selected || undefined}
      onFocusCapture={onSelect}
      onMouseDown={onSelect}
      style={{
        borderLeft: `6px solid ${color}`,
        boxShadow: selected ? `0 0 0 2px ${color}33` : undefined,
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Badge
              size="lg"
              radius="sm"
              color={readableOn(color, '#ffffff')}
              variant="filled"
              leftSection={<IconClipboardText size={14} aria-hidden />}
            >
              Evento {event.numero}
            </Badge>
            {selected && !readOnly ? (
              <Text size="xs" c="dimmed">
                Las imágenes pegadas (Ctrl+V) se agregan a este evento
              </Text>
            ) : null}
          </Group>
          {readOnly ? null : (
            <Tooltip label="Eliminar evento">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Eliminar evento ${event.numero}`}
                onClick={onRemove}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            id={eventTimeFieldId(event.id)}
            label="Hora / marca de tiempo"
            placeholder="Ej.: 14:32 o Cámara 3 — 14:32:10"
            {...field.text('timestamp')}
            readOnly={readOnly}
            maxLength={100}
          />
          <Select
            id={eventTypeFieldId(event.id)}
            label="Tipo de evento"
            data={TYPE_OPTIONS}
            value={event.tipoEvento}
            allowDeselect={false}
            readOnly={readOnly}
            leftSection={<ColorSwatch color={color} size={14} />}
            renderOption={({ option }) => (
              <Group gap="xs">
                <ColorSwatch color={EVENT_TYPE_COLORS[option.value as EventType]} size={14} />
                {option.label}
              </Group>
            )}
            onChange={(value) => value && onChange({ tipoEvento: value as EventType })}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Textarea label="Descripción" {...note} minRows={2} maxRows={10} {...field.text('descripcion')} />
        <Textarea label="Observaciones" {...note} minRows={1} maxRows={8} {...field.text('observaciones')} />
        <EventImages images={event.imagenes} readOnly={readOnly} onRemove={onRemoveImage} />
      </Stack>
    </Paper>
  );
}
