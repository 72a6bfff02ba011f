import { createHash } from 'node:crypto';

/**
 * An `Idempotency-Key` travels from the route to the money write as one string: the key the caller sent and, after
 * a '#' (a character a key may not hold), the hash of the request body it came with. The write stores the hash with
 * the key, so that the same key sent again with another body is refused instead of answering the first result
 * (docs/decisions.md, "Money inputs").
 */
const SEPARATOR = '#';

/** JSON with the keys of every object sorted: the same body in another key order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash of a request body (sha256 of its canonical JSON). */
export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

/** The key a route hands to its service: the caller's key and the hash of its body. */
export function keyWithBody(key: string, body: unknown): string {
  return `${key}${SEPARATOR}${bodyHash(body)}`;
}

/** The caller's key and the body hash (null when the key came without one: a job, a test, a service call). */
export function splitKey(key: string): { key: string; hash: string | null } {
  const at = key.lastIndexOf(SEPARATOR);
  if (at < 0) return { key, hash: null };
  return { key: key.slice(0, at), hash: key.slice(at + 1) };
}
