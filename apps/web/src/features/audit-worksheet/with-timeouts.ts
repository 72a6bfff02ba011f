import { prefixedErrorMessage } from '../../lib/error-message';

/**
 * Spec section 9 names a 60 s warning and a 45 s hard timeout for save, approve and finalize; taken literally the
 * warning could never show. The two values are used in the only order that works (docs/decisions.md): the warning
 * at 45 s, the abort at 60 s. An aborted save loses nothing: the draft stays in this browser and is sent again.
 */
export const SLOW_WARNING_MS = 45_000;
export const HARD_TIMEOUT_MS = 60_000;
export const SLOW_WARNING_MESSAGE = 'La operación está tardando más de lo esperado. Verifique su conexión.';
export const TIMEOUT_MESSAGE = 'La operación superó el tiempo máximo de espera (60 s)';

export class OperationTimeoutError extends Error {
  constructor() {
    super(TIMEOUT_MESSAGE);
    this.name = 'OperationTimeoutError';
  }
}

/** Runs a call with a warning callback at 45 s and an abort at 60 s; the timers end with the call. */
export async function runWithTimeouts<T>(
  call: (signal: AbortSignal) => Promise<T>,
  onSlow: () => void,
  limits: { warningMs?: number; timeoutMs?: number } = {},
): Promise<T> {
  const controller = new AbortController();
  const warning = setTimeout(onSlow, limits.warningMs ?? SLOW_WARNING_MS);
  let timedOut = false;
  const hard = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs ?? HARD_TIMEOUT_MS);
  try {
    return await call(controller.signal);
  } catch (error) {
    if (timedOut) throw new OperationTimeoutError();
    throw error;
  } finally {
    clearTimeout(warning);
    clearTimeout(hard);
  }
}

/** The failure of an operation run with the timeouts: the server's message, or the timeout, after its prefix. */
export function timedFailureText(prefix: string, error: unknown): string {
  const fallback =
    error instanceof OperationTimeoutError ? `${prefix}: ${error.message}` : `${prefix}: ${String(error)}`;
  return prefixedErrorMessage(prefix, error, fallback);
}
