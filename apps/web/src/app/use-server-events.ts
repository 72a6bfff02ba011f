import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { auditsQueryKey } from '../features/audits/api/list-audits';
import { currentUserQueryKey } from '../features/auth/api/get-current-user';
import { messagesQueryKey } from '../features/messages/api/message-query-keys';
import { nextAvailableQueryKey } from '../features/operator-panel/api/get-next-available';
import { timeAlertsQueryKey } from '../features/time-alerts/api/time-alert-query-keys';
import { connectEventStream, type ServerEvent } from '../lib/event-stream';
import { getToken } from '../lib/session-storage';

/**
 * An audit event refreshes after a random wait of up to this long: one change can reach many tabs at the same
 * moment (a new audit in the queue reaches every operator), and they must not all ask again in the same instant.
 */
export const AUDIT_REFRESH_SPREAD_MS = 1_000;

/** `run` at once, or `soon`: within `spreadMs` (random), once however many times it is asked meanwhile. */
function spreadOut(run: () => void, spreadMs: number, random: () => number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    now: () => {
      cancel();
      run();
    },
    soon: () => {
      if (timer) return;
      timer = setTimeout(
        () => {
          timer = null;
          run();
        },
        Math.round(random() * spreadMs),
      );
    },
    cancel,
  };
}

/**
 * Keeps the stream of server events open while a user is signed in, and refreshes what an event names: audits
 * (lists, counters, the operator's next available audit), messages (conversations and the unread count), time
 * alerts (the bell of admins and supervisors; the server sends them to no one else), or the
 * session (the next call to /auth/me answers 401 after a forced logout or a deactivation, and the API client
 * signs out as usual). The screens keep polling: without the stream they work as before, only later.
 * `sessionKey` changes with the signed-in user (or the impersonated one): the stream is opened again with the
 * new token. After a restart the stream comes back within seconds, at a random moment (`connectEventStream`), and
 * an audit event refreshes within AUDIT_REFRESH_SPREAD_MS: the tabs of everybody do not ask at once.
 */
export function useServerEvents(sessionKey: string | null, random: () => number = Math.random): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (sessionKey === null) return;
    const audits = spreadOut(
      () => {
        void queryClient.invalidateQueries({ queryKey: auditsQueryKey });
        // Under the audits key already; named so that a change of keys does not silently drop it.
        void queryClient.invalidateQueries({ queryKey: nextAvailableQueryKey });
      },
      AUDIT_REFRESH_SPREAD_MS,
      random,
    );
    const messages = () => void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    const alerts = () => void queryClient.invalidateQueries({ queryKey: timeAlertsQueryKey });
    const session = () =>
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey, refetchType: 'all' });
    const stop = connectEventStream({
      getToken,
      onEvent: (event: ServerEvent) => {
        if (event.event === 'auditorias') audits.soon();
        else if (event.event === 'mensajes') messages();
        else if (event.event === 'alertas') alerts();
        else if (event.event === 'sesion') session();
      },
      // Back after a gap: whatever was announced meanwhile was missed.
      onOpen: (reconnected) => {
        if (!reconnected) return;
        audits.now();
        messages();
        alerts();
      },
      onUnauthorized: session,
    });
    return () => {
      audits.cancel();
      stop();
    };
  }, [sessionKey, queryClient, random]);
}
