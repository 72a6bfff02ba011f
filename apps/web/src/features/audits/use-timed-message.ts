import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  color: 'green' | 'red';
  text: string;
}

/** Spec section 9: success messages disappear after 3 s. Errors stay until closed. */
export const SUCCESS_MESSAGE_MS = 3000;

/** A banner that clears itself: success after 3 s; an error stays until the person closes it. */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage(null);
  }, []);

  const success = useCallback((text: string) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage({ color: 'green', text });
    timer.current = setTimeout(() => {
      timer.current = null;
      setMessage(null);
    }, SUCCESS_MESSAGE_MS);
  }, []);

  const error = useCallback((text: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage({ color: 'red', text });
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { message, success, error, clear };
}
