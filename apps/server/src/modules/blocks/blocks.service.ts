import type { Block, BlockListQuery } from '@auditorias/domain/schemas/blocks';
import { CURSOR_INVALID, decodeCursor, type KeysetPosition, pageOf } from '@auditorias/domain/schemas/lists';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthContext } from '../auth/auth.service';
import {
  type OperatorPermissionsService,
  PERMISSION_MSG,
} from '../operator-permissions/operator-permissions.service';
import * as repo from './blocks.repo';

export const BLOCK_MSG = {
  notFound: 'Bloqueo no encontrado',
  created: PERMISSION_MSG.blocked,
} as const;

function toBlock(r: repo.BlockRow): Block {
  return {
    id: r.id,
    operatorId: r.operatorId,
    clientId: r.clientId,
    client: { id: r.clientId, nombre: r.clientNombre },
    operator: {
      id: r.operatorId,
      name: r.operatorName,
      username: r.operatorUsername,
      email: r.operatorEmail,
      role: r.operatorRole,
    },
    blockedReason: r.reason,
    blockedByUser: r.creatorName ? { name: r.creatorName } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The spec's blocks: operator blocks read across clients, one by id, and created like `block-operator` (the
 * creation goes through the permissions service, so its checks and the one-state-per-pair rule hold).
 */
export function createBlocksService(deps: { db: Db; permissions: OperatorPermissionsService }) {
  const { db, permissions } = deps;

  function afterOf(cursor: string | undefined): KeysetPosition | undefined {
    if (!cursor) return undefined;
    const position = decodeCursor(cursor);
    if (!position) throw badRequest(CURSOR_INVALID, [{ campo: 'cursor', mensaje: CURSOR_INVALID }]);
    return position;
  }

  return {
    async list(query: BlockListQuery) {
      const rows = await repo.listBlocks(
        db,
        { clientId: query.clientId, operatorId: query.operatorId },
        query.limit + 1,
        afterOf(query.cursor),
      );
      const { page, paginacion } = pageOf(rows, query.limit, (r) => ({ at: r.cursorAt, id: r.id }));
      return { data: page.map(toBlock), paginacion };
    },
    async get(id: number): Promise<Block> {
      const row = await repo.findBlock(db, id);
      if (!row) throw notFound(BLOCK_MSG.notFound);
      return toBlock(row);
    },
    async create(
      auth: AuthContext,
      input: { operatorId: number; clientId: number; reason?: string | null },
    ): Promise<Block> {
      await permissions.block(auth, input.operatorId, input.clientId, input.reason ?? null);
      const row = await repo.findBlockOf(db, input.operatorId, input.clientId);
      if (!row) throw notFound(BLOCK_MSG.notFound);
      return toBlock(row);
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
