import { useCallback, useRef, useState } from 'react';
import type { ImageSeam } from './image-processing';
import { usePastedImages } from './use-pasted-images';
import type { WorksheetSheet } from './worksheet-events';

interface SheetEditorOptions {
  auditId: number;
  editable: boolean;
  imageSeam: ImageSeam;
  /** The sheet the screen opens with. */
  initial: WorksheetSheet;
  /** Every change, as soon as it is made (kept in this browser, saved later). */
  onChange: (sheet: WorksheetSheet) => void;
}

/**
 * The sheet being written, the same in the operator's and the supervisor's worksheet: its current copy (also in a
 * ref, for pastes and shortcuts), the event chosen, the pasted images on their way, and the props of
 * `WorksheetSheetFields`.
 */
export function useSheetEditor({ auditId, editable, imageSeam, initial, onChange }: SheetEditorOptions) {
  const [sheet, setSheet] = useState<WorksheetSheet>(initial);
  const sheetRef = useRef(initial);
  const [selectedEventId, setSelectedEventId] = useState<string | null>(null);
  const selectedRef = useRef(selectedEventId);
  selectedRef.current = selectedEventId;

  const updateSheet = useCallback(
    (change: (current: WorksheetSheet) => WorksheetSheet) => {
      const next = change(sheetRef.current);
      sheetRef.current = next;
      setSheet(next);
      onChange(next);
    },
    [onChange],
  );

  // What the paste and the keyboard shortcuts act on: the sheet as it stands and the event chosen.
  const access = { sheetRef, selectedRef, updateSheet };
  const uploading = usePastedImages({ auditId, enabled: editable, imageSeam, ...access });

  return {
    access,
    sheetRef,
    uploading,
    setSelectedEventId,
    fields: { sheet, editable, uploading, selectedEventId, onSelectEvent: setSelectedEventId, updateSheet },
  };
}
