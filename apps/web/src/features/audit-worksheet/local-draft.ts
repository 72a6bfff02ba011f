import type { WorksheetSheet } from './worksheet-events';

/** The copy of the worksheet kept in this browser, so that nothing typed is lost without a connection. */
export interface LocalDraft {
  sheet: WorksheetSheet;
  /** When the last change was made here (ISO). */
  editedAt: string;
  /** The server's borradorGuardadoEn this copy started from (ISO, or null when the server had none). */
  baseSavedAt: string | null;
  /** true once the server holds this exact copy. */
  synced: boolean;
}

export const localDraftKey = (auditId: number) => `auditDraft_${auditId}`;

export function readLocalDraft(auditId: number): LocalDraft | null {
  return readStoredDraft<LocalDraft>(localDraftKey(auditId));
}

/** Reads a copy of a worksheet kept under `key` (the operator's or the supervisor's), null when none is usable. */
export function readStoredDraft<T extends { sheet: WorksheetSheet }>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as T;
    return parsed && typeof parsed === 'object' && parsed.sheet && Array.isArray(parsed.sheet.eventos)
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the latest copy. When the browser's storage is full the copy is kept without the images' pixels (they are
 * on the server already, referenced by id).
 */
export function writeLocalDraft(auditId: number, draft: LocalDraft): void {
  writeStoredDraft(localDraftKey(auditId), draft);
}

/** Keeps a copy of a worksheet under `key`, without the images' pixels when the storage is full. */
export function writeStoredDraft<T extends { sheet: WorksheetSheet }>(key: string, draft: T): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    const light: T = {
      ...draft,
      sheet: {
        ...draft.sheet,
        eventos: draft.sheet.eventos.map((e) => ({
          ...e,
          imagenes: e.imagenes.map((i) => ({ ...i, data: '' })),
        })),
      },
    };
    try {
      window.localStorage.setItem(key, JSON.stringify(light));
    } catch {
      // Storage blocked: the server copy is the only one.
    }
  }
}

export function markLocalDraftSynced(auditId: number, savedAt: string): void {
  const draft = readLocalDraft(auditId);
  if (draft) writeLocalDraft(auditId, { ...draft, synced: true, baseSavedAt: savedAt });
}

export function clearLocalDraft(auditId: number): void {
  try {
    window.localStorage.removeItem(localDraftKey(auditId));
  } catch {
    // nothing to remove
  }
}

/**
 * Whether a local copy holds work the server does not have: it was never synced, and the server's draft is the
 * one it started from (or none), or older than the last change made here.
 */
export function shouldRestoreLocal(
  local: Pick<LocalDraft, 'synced' | 'baseSavedAt' | 'editedAt'> | null,
  serverSavedAt: string | null,
): boolean {
  if (!local || local.synced) return false;
  if (serverSavedAt === null) return true;
  if (local.baseSavedAt === serverSavedAt) return true;
  return new Date(local.editedAt).getTime() > new Date(serverSavedAt).getTime();
}
