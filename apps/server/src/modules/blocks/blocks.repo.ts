import type { KeysetPosition } from '@auditorias/domain/schemas/lists';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, operatorClientPermissions } from '../../db/schema/index';
import { columns, creator, operator } from '../operator-permissions/operator-permissions.repo';

const blockColumns = {
  ...columns,
  /** The database's own text of created_at: the keyset cursor (exact to the microsecond). */
  cursorAt: sql<string>`${operatorClientPermissions.createdAt}::text`,
};

export type BlockRow = Awaited<ReturnType<typeof selectBlocks>>[number];

function selectBlocks(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select(blockColumns)
    .from(operatorClientPermissions)
    .innerJoin(clients, eq(clients.id, operatorClientPermissions.clientId))
    .innerJoin(operator, eq(operator.id, operatorClientPermissions.operatorId))
    .leftJoin(creator, eq(creator.id, operatorClientPermissions.createdBy))
    .where(
      and(
        eq(operatorClientPermissions.status, 'bloqueado'),
        isNull(clients.deletedAt),
        isNull(operator.deletedAt),
        where,
      ),
    )
    .orderBy(desc(operatorClientPermissions.createdAt), desc(operatorClientPermissions.id))
    .limit(limit);
}

export interface BlockFilter {
  clientId?: number;
  operatorId?: number;
}

/** A page of blocks, newest first; `after` continues after a row of the previous page (keyset). */
export function listBlocks(db: DbOrTx, filter: BlockFilter, limit: number, after?: KeysetPosition) {
  return selectBlocks(
    db,
    and(
      filter.clientId !== undefined ? eq(operatorClientPermissions.clientId, filter.clientId) : undefined,
      filter.operatorId !== undefined
        ? eq(operatorClientPermissions.operatorId, filter.operatorId)
        : undefined,
      after
        ? sql`(${operatorClientPermissions.createdAt}, ${operatorClientPermissions.id}) < (${after.at}::timestamptz, ${after.id})`
        : undefined,
    ),
    limit,
  );
}

export async function findBlock(db: DbOrTx, id: number): Promise<BlockRow | undefined> {
  const [row] = await selectBlocks(db, eq(operatorClientPermissions.id, id), 1);
  return row;
}

export async function findBlockOf(
  db: DbOrTx,
  operatorId: number,
  clientId: number,
): Promise<BlockRow | undefined> {
  const [row] = await selectBlocks(
    db,
    and(
      eq(operatorClientPermissions.operatorId, operatorId),
      eq(operatorClientPermissions.clientId, clientId),
    ),
    1,
  );
  return row;
}
