import { NetworkError } from './api-client';

/**
 * A fresh id for one user action on money (a collection, an income, an expense, a revert): sent as the
 * `Idempotency-Key` header so that a retried request answers the first result instead of acting twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The header of a money write. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { 'Idempotency-Key': key };
}

/**
 * Mutation options of every money write: a request that never reached an answer (no connection) is sent again,
 * twice at most, with the same variables — hence the same idempotency key — so the server acts once.
 */
export const moneyWriteRetry = {
  retry: (failures: number, error: Error) => error instanceof NetworkError && failures < 2,
  retryDelay: 400,
} as const;

/** The variables of a money write: what to send and the key of the user's action. */
export interface MoneyAction<T> {
  input: T;
  key: string;
}

/** Wraps the input of a user action with a new idempotency key. */
export function moneyAction<T>(input: T): MoneyAction<T> {
  return { input, key: newIdempotencyKey() };
}
