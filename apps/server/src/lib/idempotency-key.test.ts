import { describe, expect, it } from 'vitest';
import { bodyHash, keyWithBody, splitKey } from './idempotency-key';

describe('the Idempotency-Key with the hash of its body', () => {
  it('the same body in another key order hashes the same; another value does not', () => {
    const a = { monto: 120, descripcion: 'Luz', extra: { b: 1, a: [1, { y: 2, x: 1 }] } };
    const b = { extra: { a: [1, { x: 1, y: 2 }], b: 1 }, descripcion: 'Luz', monto: 120 };
    expect(bodyHash(a)).toBe(bodyHash(b));
    expect(bodyHash({ ...a, monto: 999 })).not.toBe(bodyHash(a));
    expect(bodyHash({ monto: 1, nota: undefined })).toBe(bodyHash({ monto: 1 }));
    expect(bodyHash(undefined)).toBe(bodyHash(null));
  });

  it("travels as one string and comes apart again; a caller's key without a hash has none", () => {
    const key = keyWithBody('cobro-42', { monto: 1 });
    expect(splitKey(key)).toEqual({ key: 'cobro-42', hash: bodyHash({ monto: 1 }) });
    expect(splitKey('cobro-42')).toEqual({ key: 'cobro-42', hash: null });
    // A '#' the caller sent stays in its key, which the key rule then refuses.
    expect(splitKey(keyWithBody('a#b', {})).key).toBe('a#b');
  });
});
