import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  color: 'green' | 'red';
  text: string;
}

/** Spec section 9: success messages disappear after 3 s; error banners after 5 s. */
export const SUCCESS_MESSAGE_MS = 3000;
export const ERROR_MESSAGE_MS = 5000;

/**
 * A banner that clears itself: `success` shows for 3 s and `error` for 5 s unless told otherwise. A new message
 * replaces the one on screen and restarts the clock.
 */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage(null);
  }, []);

  const show = useCallback((next: TimedMessage, ms?: number) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(
      () => {
        timer.current = null;
        setMessage(null);
      },
      ms ?? (next.color === 'green' ? SUCCESS_MESSAGE_MS : ERROR_MESSAGE_MS),
    );
  }, []);

  const success = useCallback((text: string, ms?: number) => show({ color: 'green', text }, ms), [show]);
  const error = useCallback((text: string, ms?: number) => show({ color: 'red', text }, ms), [show]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { message, success, error, clear };
}
