import { useCallback, useEffect, useRef, useState } from 'react';
import { prefixedErrorMessage } from './error-message';

export interface TimedMessage {
  color: 'green' | 'red';
  text: string;
}

/** Spec (audit workflow §9, finance §9): success messages disappear after 3 s. */
export const SUCCESS_MESSAGE_MS = 3000;
/** Spec (finance §8): client deletion error banners and salary save failures clear after 5 s. */
export const ERROR_MESSAGE_MS = 5000;

export interface TimedMessageOptions {
  /** How long an error stays on screen; `null` (the default) keeps it until the person closes it. */
  errorMs?: number | null;
}

/**
 * A banner that clears itself: `success` shows for 3 s; `error` stays until closed, or for `errorMs` when given.
 * Either accepts its own duration (`null` = until closed). A new message replaces the one on screen and restarts
 * the clock.
 */
export function useTimedMessage({ errorMs = null }: TimedMessageOptions = {}) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage(null);
  }, []);

  const show = useCallback((next: TimedMessage, ms: number | null) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage(next);
    if (ms === null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setMessage(null);
    }, ms);
  }, []);

  const success = useCallback(
    (text: string, ms: number | null = SUCCESS_MESSAGE_MS) => show({ color: 'green', text }, ms),
    [show],
  );
  const error = useCallback(
    (text: string, ms: number | null = errorMs) => show({ color: 'red', text }, ms),
    [show, errorMs],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** A request's callbacks showing its outcome here: the server's confirmation, or its refusal under `prefix`. */
  const outcome = (prefix: string) => ({
    onSuccess: (answer: { message: string }) => success(answer.message),
    onError: (failure: unknown) => error(prefixedErrorMessage(prefix, failure)),
  });

  return { message, success, error, clear, outcome };
}
