import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkError } from '../../lib/api-client';
import { prefixedErrorMessage } from '../../lib/error-message';
import { retryDelay, serverWaitOf } from '../../lib/query-client';
import { saveAuditDraft } from './api/save-audit-draft';
import { markLocalDraftSynced, writeLocalDraft } from './local-draft';
import { OperationTimeoutError, runWithTimeouts } from './with-timeouts';
import { toDraftRequest, type WorksheetSheet } from './worksheet-events';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'offline' }
  | { kind: 'error'; message: string };

/** The server copy is saved about 2 s after the last change; without connection it is retried every 10 s. */
export const AUTOSAVE_DELAY_MS = 2000;
export const OFFLINE_RETRY_MS = 10_000;

interface AutosaveOptions {
  auditId: number;
  /** false while the worksheet is read-only: nothing is saved. */
  enabled: boolean;
  /** The server's borradorGuardadoEn when the worksheet opened. */
  serverSavedAt: string | null;
  save?: typeof saveAuditDraft;
  delayMs?: number;
}

/**
 * Nothing typed is lost: every change is written at once to this browser's storage and, debounced, to the server
 * (PUT /draft); also when the window loses focus or the page is hidden, and when the connection comes back.
 */
export function useWorksheetAutosave({
  auditId,
  enabled,
  serverSavedAt,
  save = saveAuditDraft,
  delayMs = AUTOSAVE_DELAY_MS,
}: AutosaveOptions) {
  const [status, setStatus] = useState<SaveStatus>(
    serverSavedAt ? { kind: 'saved', at: serverSavedAt } : { kind: 'idle' },
  );
  const latest = useRef<WorksheetSheet | null>(null);
  const revision = useRef(0);
  const savedRevision = useRef(0);
  const baseSavedAt = useRef<string | null>(serverSavedAt);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const enabledRef = useRef(enabled);
  const stopped = useRef(false);
  /** The worksheet was left: its last save is sent once, and nothing is retried afterwards (the local copy keeps it). */
  const left = useRef(false);
  enabledRef.current = enabled;

  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const flushRef = useRef<() => Promise<void>>(async () => {});

  const later = useCallback(
    (ms: number) => {
      clearTimer();
      timer.current = setTimeout(() => void flushRef.current(), ms);
    },
    [clearTimer],
  );

  const flush = useCallback(async (): Promise<void> => {
    clearTimer();
    if (inFlight.current) await inFlight.current;
    if (stopped.current || !enabledRef.current || !latest.current) return;
    if (revision.current === savedRevision.current) return;
    const rev = revision.current;
    const draft = toDraftRequest(latest.current);
    setStatus({ kind: 'saving' });
    let retry: number | null = null;
    const run = (async () => {
      try {
        // A stalled connection must not hold the next saves back: the call is abandoned at 60 s.
        const at = await runWithTimeouts(
          (signal) => save(auditId, draft, signal),
          () => {},
        );
        baseSavedAt.current = at;
        savedRevision.current = Math.max(savedRevision.current, rev);
        if (revision.current === rev) {
          markLocalDraftSynced(auditId, at);
          setStatus({ kind: 'saved', at });
        } else {
          retry = delayMs;
        }
      } catch (error) {
        if (error instanceof NetworkError || error instanceof OperationTimeoutError) {
          setStatus({ kind: 'offline' });
          retry = OFFLINE_RETRY_MS;
        } else if (serverWaitOf(error) !== null) {
          // The server was busy (a restart, a shift start): the same save again after its Retry-After, with jitter.
          setStatus({ kind: 'error', message: prefixedErrorMessage('Error al guardar cambios', error) });
          retry = retryDelay(0, error);
        } else {
          setStatus({ kind: 'error', message: prefixedErrorMessage('Error al guardar cambios', error) });
        }
      }
    })();
    inFlight.current = run;
    try {
      await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
    if (retry !== null && !stopped.current && !left.current) later(retry);
  }, [auditId, save, delayMs, later, clearTimer]);
  flushRef.current = flush;

  /** A change: kept here at once, sent to the server shortly. */
  const change = useCallback(
    (sheet: WorksheetSheet) => {
      latest.current = sheet;
      revision.current += 1;
      writeLocalDraft(auditId, {
        sheet,
        editedAt: new Date().toISOString(),
        baseSavedAt: baseSavedAt.current,
        synced: false,
      });
      if (enabledRef.current && !stopped.current && !left.current) later(delayMs);
    },
    [auditId, delayMs, later],
  );

  /** Waits for a save on its way and cancels the pending one (before finishing or pausing, which send it all). */
  const settle = useCallback(async () => {
    clearTimer();
    if (inFlight.current) await inFlight.current;
  }, [clearTimer]);

  /** No more saves (the audit was finished or paused). */
  const stop = useCallback(() => {
    stopped.current = true;
    clearTimer();
  }, [clearTimer]);

  useEffect(() => {
    left.current = false;
    const now = () => void flushRef.current();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') now();
    };
    window.addEventListener('blur', now);
    window.addEventListener('online', now);
    window.addEventListener('pagehide', now);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', now);
      window.removeEventListener('online', now);
      window.removeEventListener('pagehide', now);
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimer();
      // Leaving the worksheet: what is pending goes to the server once (the local copy already has it).
      now();
      left.current = true;
    };
  }, [clearTimer]);

  return { status, change, flush, settle, stop };
}
