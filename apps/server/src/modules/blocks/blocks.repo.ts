import type { KeysetPosition } from '@auditorias/domain/schemas/lists';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { operatorClientPermissions } from '../../db/schema/index';
import { keysetAfter } from '../../lib/keyset';
import { type PermissionFilter, type PermissionRow, selectPermissions } from '../operator-permissions/public';

export type BlockRow = PermissionRow;

function selectBlocks(db: DbOrTx, filter: PermissionFilter, limit: number, where?: SQL) {
  return selectPermissions(db, 'bloqueado', filter, where)
    .orderBy(desc(operatorClientPermissions.createdAt), desc(operatorClientPermissions.id))
    .limit(limit);
}

/** A page of blocks, newest first; `after` continues after a row of the previous page (keyset). */
export function listBlocks(db: DbOrTx, filter: PermissionFilter, limit: number, after?: KeysetPosition) {
  return selectBlocks(
    db,
    filter,
    limit,
    keysetAfter(operatorClientPermissions.createdAt, operatorClientPermissions.id, after),
  );
}

export async function findBlock(db: DbOrTx, id: number): Promise<BlockRow | undefined> {
  const [row] = await selectBlocks(db, {}, 1, eq(operatorClientPermissions.id, id));
  return row;
}

export async function findBlockOf(
  db: DbOrTx,
  operatorId: number,
  clientId: number,
): Promise<BlockRow | undefined> {
  const [row] = await selectBlocks(db, { operatorId, clientId }, 1);
  return row;
}
