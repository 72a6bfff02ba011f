import type { WorksheetEvent } from './worksheet-events';

/** What the worksheet reads of a clipboard item (DataTransferItem). */
export interface ClipboardItemLike {
  kind: string;
  type: string;
  getAsFile: () => File | null;
}

/** Spec section 5: only image-type clipboard items are accepted. */
export function imageFilesFromClipboard(
  items: Iterable<ClipboardItemLike> | ArrayLike<ClipboardItemLike>,
): File[] {
  const files: File[] = [];
  for (const item of Array.from(items)) {
    if (item.kind !== 'file' || !item.type.startsWith('image/')) continue;
    const file = item.getAsFile();
    if (file) files.push(file);
  }
  return files;
}

export const PASTE_NEEDS_EVENT_MESSAGE = 'Agregá un evento antes de pegar imágenes';

/**
 * Spec section 5: images are accepted only when at least one event exists; they go to the selected event, else
 * to the last one. Null when there is no event.
 */
export function pasteTarget(events: readonly WorksheetEvent[], selectedId: string | null): string | null {
  if (events.length === 0) return null;
  if (selectedId && events.some((e) => e.id === selectedId)) return selectedId;
  return events[events.length - 1]?.id ?? null;
}
