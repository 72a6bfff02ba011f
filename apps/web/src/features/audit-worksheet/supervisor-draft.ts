import { readStoredDraft, shouldRestoreLocal, writeStoredDraft } from './local-draft';
import type { WorksheetSheet } from './worksheet-events';

/** What the supervisor changes in supervisor mode: the worksheet, the audit's title and their own observations. */
export interface SupervisorEdits {
  sheet: WorksheetSheet;
  titulo: string;
  observacionesSupervisor: string;
}

/**
 * The supervisor's unsaved edits kept in this browser (nothing typed is lost). Supervisor mode has no server
 * draft: saving changes the audit's state, so only 'Guardar cambios' sends them.
 */
export interface SupervisorDraft extends SupervisorEdits {
  /** When the last change was made here (ISO). */
  editedAt: string;
  /** The server's borradorGuardadoEn the edits started from. */
  baseSavedAt: string | null;
  /** Always false: the copy is removed once the server has it. */
  synced: false;
}

/** Apart from the operator's copy (`auditDraft_{id}`): the two modes never restore each other's work. */
export const supervisorDraftKey = (auditId: number) => `auditSupervisorDraft_${auditId}`;

export function readSupervisorDraft(auditId: number): SupervisorDraft | null {
  const draft = readStoredDraft<SupervisorDraft>(supervisorDraftKey(auditId));
  return draft && typeof draft.titulo === 'string' && typeof draft.observacionesSupervisor === 'string'
    ? draft
    : null;
}

export function writeSupervisorDraft(
  auditId: number,
  edits: SupervisorEdits,
  baseSavedAt: string | null,
): void {
  writeStoredDraft<SupervisorDraft>(supervisorDraftKey(auditId), {
    ...edits,
    editedAt: new Date().toISOString(),
    baseSavedAt,
    synced: false,
  });
}

export function clearSupervisorDraft(auditId: number): void {
  try {
    window.localStorage.removeItem(supervisorDraftKey(auditId));
  } catch {
    // nothing to remove
  }
}

/**
 * The edits to start from: this browser's copy when it holds work the server does not have (it started from the
 * server's current sheet, or was made after it), else null.
 */
export function restorableSupervisorDraft(
  auditId: number,
  serverSavedAt: string | null,
): SupervisorDraft | null {
  const local = readSupervisorDraft(auditId);
  return local && shouldRestoreLocal(local, serverSavedAt) ? local : null;
}
