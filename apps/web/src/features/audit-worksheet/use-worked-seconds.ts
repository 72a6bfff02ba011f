import { useEffect, useMemo, useState } from 'react';

/**
 * Seconds worked: the server's measure when the worksheet opened, plus the seconds since, while the audit is in
 * progress (spec: the timer ticks every second).
 */
export function useWorkedSeconds(baseSeconds: number, running: boolean): number {
  const anchor = useMemo(() => ({ at: Date.now(), base: baseSeconds, running }), [baseSeconds, running]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (!anchor.running) return anchor.base;
  return anchor.base + Math.max(0, Math.floor((now - anchor.at) / 1000));
}
