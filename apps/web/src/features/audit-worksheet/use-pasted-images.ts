import { notifications } from '@mantine/notifications';
import { type RefObject, useEffect, useState } from 'react';
import { prefixedErrorMessage } from '../../lib/error-message';
import { uploadAuditImage } from './api/upload-audit-image';
import { type ImageSeam, processPastedImage } from './image-processing';
import { imageFilesFromClipboard, PASTE_NEEDS_EVENT_MESSAGE, pasteTarget } from './paste-rules';
import { attachImage, type WorksheetSheet } from './worksheet-events';

interface PastedImagesOptions {
  auditId: number;
  /** false while the worksheet is read-only: pasting is left to the browser. */
  enabled: boolean;
  imageSeam: ImageSeam;
  sheetRef: RefObject<WorksheetSheet>;
  selectedRef: RefObject<string | null>;
  updateSheet: (change: (current: WorksheetSheet) => WorksheetSheet) => void;
}

/**
 * Pasted images (spec section 5), the same in the operator's and the supervisor's worksheet: only image items,
 * only when an event exists; each is cropped to 3:2, resized, uploaded once and attached to the selected event
 * (or the last one). Answers how many are on their way.
 */
export function usePastedImages({
  auditId,
  enabled,
  imageSeam,
  sheetRef,
  selectedRef,
  updateSheet,
}: PastedImagesOptions): number {
  const [uploading, setUploading] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const attachPasted = async (files: File[], target: string) => {
      setUploading((n) => n + files.length);
      for (const [index, file] of files.entries()) {
        try {
          const data = await processPastedImage(file, imageSeam);
          const name = `imagen-${Date.now()}-${index + 1}.jpg`;
          const uploaded = await uploadAuditImage(auditId, { data, name });
          updateSheet((current) => ({
            ...current,
            eventos: attachImage(current.eventos, target, {
              id: uploaded.id,
              data,
              name: uploaded.name,
              size: uploaded.size,
            }),
          }));
        } catch (error) {
          notifications.show({
            color: 'red',
            message: prefixedErrorMessage('Error al subir la imagen', error, 'Error al subir la imagen'),
          });
        } finally {
          setUploading((n) => n - 1);
        }
      }
    };
    const onPaste = (event: ClipboardEvent) => {
      const items = event.clipboardData?.items;
      if (!items) return;
      const files = imageFilesFromClipboard(items);
      if (files.length === 0) return;
      event.preventDefault();
      const target = pasteTarget(sheetRef.current.eventos, selectedRef.current);
      if (!target) {
        notifications.show({ color: 'yellow', message: PASTE_NEEDS_EVENT_MESSAGE });
        return;
      }
      void attachPasted(files, target);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [enabled, auditId, imageSeam, sheetRef, selectedRef, updateSheet]);

  return uploading;
}
