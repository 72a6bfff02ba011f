import { eq, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { branches, clients } from '../db/schema/index';
import type { SecretBox } from './secrets';

export interface RotationResult {
  /** Passwords re-encrypted from the old key to the new one. */
  reencrypted: number;
  /** Passwords already under the new key, left as they were. */
  skipped: number;
}

/** A stored password neither key opens: the rotation stops and changes nothing. */
export class RotationError extends Error {}

interface SealedRow {
  id: number;
  sealed: string | null;
}

/** Every column that holds a sealed secret: how to read its rows (locked) and write one back. */
const SEALED_COLUMNS: Array<{
  label: string;
  rows(tx: DbOrTx): Promise<SealedRow[]>;
  write(tx: DbOrTx, id: number, sealed: string): Promise<unknown>;
}> = [
  {
    label: 'clients.dvr_password_principal_enc',
    rows: (tx) =>
      tx
        .select({ id: clients.id, sealed: clients.dvrPasswordPrincipalEnc })
        .from(clients)
        .where(isNotNull(clients.dvrPasswordPrincipalEnc))
        .for('update'),
    write: (tx, id, sealed) =>
      tx.update(clients).set({ dvrPasswordPrincipalEnc: sealed }).where(eq(clients.id, id)),
  },
  {
    label: 'branches.dvr_password_enc',
    rows: (tx) =>
      tx
        .select({ id: branches.id, sealed: branches.dvrPasswordEnc })
        .from(branches)
        .where(isNotNull(branches.dvrPasswordEnc))
        .for('update'),
    write: (tx, id, sealed) => tx.update(branches).set({ dvrPasswordEnc: sealed }).where(eq(branches.id, id)),
  },
];

function opens(box: SecretBox, sealed: string): string | null {
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}

/**
 * Re-encrypts every stored DVR password from `oldBox` to `newBox` in one transaction (all or nothing; the rows
 * are locked while it runs). AES-GCM authenticates: a password the new key opens is already rotated and is
 * skipped, so the command can run again (after a failure, or twice by mistake) without harm. A password neither
 * key opens stops the rotation, naming it, and nothing is changed.
 */
export async function rotateSecrets(db: Db, oldBox: SecretBox, newBox: SecretBox): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const result: RotationResult = { reencrypted: 0, skipped: 0 };
    for (const c of SEALED_COLUMNS) {
      for (const row of await c.rows(tx)) {
        if (row.sealed === null) continue;
        if (opens(newBox, row.sealed) !== null) {
          result.skipped++;
          continue;
        }
        const clear = opens(oldBox, row.sealed);
        if (clear === null)
          throw new RotationError(
            `${c.label} id ${row.id}: ninguna de las dos claves abre la contraseña guardada; no se cambió nada`,
          );
        await c.write(tx, row.id, newBox.seal(clear));
        result.reencrypted++;
      }
    }
    return result;
  });
}
