import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { financeRequests } from '../../db/schema/index';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { splitKey } from '../../lib/idempotency-key';
import type { AuthContext } from '../auth/auth.service';

export const IDEMPOTENCY_MSG = {
  keyReused: 'La clave de idempotencia ya se usó para otra operación',
  keyInvalid: 'La clave de idempotencia no es válida',
  keyRequired:
    'Falta la clave de idempotencia (encabezado Idempotency-Key): el pago no se registró. Vuelva a intentarlo desde la pantalla',
  otherBody:
    'La clave de idempotencia ya se usó con otros datos: la operación no se repitió. Envíe los datos originales o use una clave nueva',
} as const;

/**
 * Runs a money write (finance, salaries) in one transaction. With an idempotency key, the key's row is inserted
 * first: a parallel twin waits on it and, once the first commits, answers the stored result; a failed first attempt
 * leaves no key. The same key for another `route` is refused (409); for the same route with another body (the hash
 * `keyWithBody` adds to the key) it is answered 422 and nothing is written: the caller learns that its new data
 * were not applied.
 */
async function idempotent<T>(
  db: Db,
  auth: AuthContext,
  key: string | undefined,
  route: string,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  if (key === undefined) return db.transaction(work);
  const sent = splitKey(key);
  if (!/^[\w.:-]{1,200}$/.test(sent.key)) throw badRequest(IDEMPOTENCY_MSG.keyInvalid);
  const full = `${auth.user.id}:${sent.key}`;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(financeRequests)
      .values({ key: full, userId: auth.user.id, route, bodyHash: sent.hash })
      .onConflictDoNothing()
      .returning({ key: financeRequests.key });
    if (inserted.length === 0) {
      const [row] = await tx.select().from(financeRequests).where(eq(financeRequests.key, full));
      if (!row || row.route !== route) throw conflict(IDEMPOTENCY_MSG.keyReused);
      if (row.bodyHash !== null && sent.hash !== null && row.bodyHash !== sent.hash)
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MSG.otherBody);
      return row.response as T;
    }
    const result = await work(tx);
    await tx
      .update(financeRequests)
      .set({ response: result as unknown })
      .where(eq(financeRequests.key, full));
    return result;
  });
}

/**
 * A money write that must carry a key (a payment to a person: a retry without one could pay twice): refused with
 * a Spanish 400 before anything is written when the header is missing.
 */
export function requireIdempotencyKey(key: string | undefined): string {
  if (key === undefined || splitKey(key).key === '') throw badRequest(IDEMPOTENCY_MSG.keyRequired);
  return key;
}

/** The money writes of a service on `db` (`idempotent` above): `write(auth, key, route, work)`. */
export function idempotentWrites(db: Db) {
  return <T>(auth: AuthContext, key: string | undefined, route: string, work: (tx: DbOrTx) => Promise<T>) =>
    idempotent(db, auth, key, route, work);
}
