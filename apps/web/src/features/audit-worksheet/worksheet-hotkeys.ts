import { useHotkeys } from '@mantine/hooks';
import { pasteTarget } from './paste-rules';
import { addEvent, newEventId, type WorksheetSheet } from './worksheet-events';

/** The worksheet's keyboard shortcuts, as shown on screen (keys as Mantine's useHotkeys spells them). */
export const WORKSHEET_SHORTCUTS = [
  { keys: ['Alt', 'N'], hotkey: 'alt+N', action: 'Nuevo evento' },
  { keys: ['Alt', 'T'], hotkey: 'alt+T', action: 'Tipo de evento (↓ para elegir)' },
  { keys: ['Ctrl', 'V'], hotkey: null, action: 'Pegar imagen en el evento seleccionado' },
  { keys: ['Tab'], hotkey: null, action: 'Pasar al campo siguiente (Mayús+Tab: al anterior)' },
  { keys: ['Ctrl', 'S'], hotkey: 'mod+S', action: 'Guardar' },
  { keys: ['Alt', 'P'], hotkey: 'alt+P', action: 'Pausar' },
  { keys: ['Ctrl', 'Enter'], hotkey: 'mod+Enter', action: 'Finalizar' },
] as const;

/** The id of an event's time field and of its type field (the shortcuts move the focus there). */
export const eventTimeFieldId = (eventId: string) => `event-time-${eventId}`;
export const eventTypeFieldId = (eventId: string) => `event-type-${eventId}`;

function focusSoon(id: string) {
  // After React has drawn the new event.
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** Adds an event at the end, selects it and moves the focus to its first field. */
export function addEventAndFocus(
  updateSheet: (change: (current: WorksheetSheet) => WorksheetSheet) => void,
  onSelectEvent: (id: string) => void,
) {
  const id = newEventId();
  updateSheet((current) => ({ ...current, eventos: addEvent(current.eventos, id) }));
  onSelectEvent(id);
  focusSoon(eventTimeFieldId(id));
}

interface WorksheetHotkeysOptions {
  /** false while the sheet is read-only or busy: no shortcut acts. */
  enabled: boolean;
  sheetRef: { current: WorksheetSheet };
  selectedRef: { current: string | null };
  updateSheet: (change: (current: WorksheetSheet) => WorksheetSheet) => void;
  onSelectEvent: (id: string) => void;
  onSave: () => void;
  onPause: () => void;
  onFinish: () => void;
}

/**
 * The worksheet from the keyboard alone (WORKSHEET_SHORTCUTS): they act in the text fields too, where most of the
 * typing happens. Pasting (Ctrl+V) and moving between fields (Tab) are the browser's own.
 */
export function useWorksheetHotkeys({
  enabled,
  sheetRef,
  selectedRef,
  updateSheet,
  onSelectEvent,
  onSave,
  onPause,
  onFinish,
}: WorksheetHotkeysOptions) {
  const when = (action: () => void) => () => {
    if (enabled) action();
  };
  const physical = { preventDefault: true, usePhysicalKeys: true };
  useHotkeys(
    [
      ['alt+N', when(() => addEventAndFocus(updateSheet, onSelectEvent)), physical],
      [
        'alt+T',
        when(() => {
          const target = pasteTarget(sheetRef.current.eventos, selectedRef.current);
          if (target) document.getElementById(eventTypeFieldId(target))?.focus();
        }),
        physical,
      ],
      ['mod+S', when(onSave)],
      ['alt+P', when(onPause), physical],
      ['mod+Enter', when(onFinish)],
    ],
    [],
  );
}
