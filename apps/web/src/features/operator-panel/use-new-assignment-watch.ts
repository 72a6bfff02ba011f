import type { Audit } from '@auditorias/domain/schemas/audits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuditListQuery } from '../audits/public';
import { playAlertTone, TITLE_ALERT_MS, TITLE_ALERT_TEXT } from './alert-tone';
import { ASSIGNMENT_POLL_MS, firstNewAssignment, readPrompted, rememberPrompted } from './new-assignments';

/**
 * Polls every 10 s for audits newly assigned to the operator by someone else; the first one found is prompted
 * once (with the alert tone and a title banner for 30 s) and remembered so it is not prompted again.
 */
export function useNewAssignmentWatch(
  operatorId: number,
  {
    enabled = true,
    excludeId = null,
    tone = playAlertTone,
  }: {
    enabled?: boolean;
    /** The audit already open (the worksheet's own): never prompted. */
    excludeId?: number | null;
    tone?: () => void;
  } = {},
) {
  const query = useAuditListQuery(
    { estado: ['asignada'] },
    { refetchInterval: enabled ? ASSIGNMENT_POLL_MS : false, enabled },
  );
  const prompted = useRef<Set<number>>(readPrompted(operatorId));
  const [prompt, setPrompt] = useState<Audit | null>(null);

  useEffect(() => {
    if (!enabled || prompt || !query.data) return;
    const candidates = excludeId === null ? query.data : query.data.filter((a) => a.id !== excludeId);
    const fresh = firstNewAssignment(candidates, operatorId, Date.now(), prompted.current);
    if (!fresh) return;
    prompted.current.add(fresh.id);
    rememberPrompted(operatorId, prompted.current);
    setPrompt(fresh);
    tone();
  }, [enabled, excludeId, query.data, operatorId, prompt, tone]);

  useEffect(() => {
    if (!prompt) return;
    const original = document.title;
    document.title = `${TITLE_ALERT_TEXT} · ${original}`;
    const timer = setTimeout(() => {
      document.title = original;
    }, TITLE_ALERT_MS);
    return () => {
      clearTimeout(timer);
      document.title = original;
    };
  }, [prompt]);

  const dismiss = useCallback(() => setPrompt(null), []);
  return { prompt, dismiss };
}
