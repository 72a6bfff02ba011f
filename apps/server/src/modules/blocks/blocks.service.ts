import type { Block, BlockListQuery } from '@auditorias/domain/schemas/blocks';
import { pageOf } from '@auditorias/domain/schemas/lists';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { afterOf } from '../../lib/keyset';
import {
  blockOut,
  type OperatorPermissionsService,
  PERMISSION_MSG,
} from '../operator-permissions/operator-permissions.service';
import * as repo from './blocks.repo';

export const BLOCK_MSG = {
  notFound: 'Bloqueo no encontrado',
  created: PERMISSION_MSG.blocked,
} as const;

function toBlock(r: repo.BlockRow): Block {
  return { ...blockOut(r), client: { id: r.clientId, nombre: r.clientNombre } };
}

/**
 * The spec's blocks: operator blocks read across clients, one by id, and created like `block-operator` (the
 * creation goes through the permissions service, so its checks and the one-state-per-pair rule hold).
 */
export function createBlocksService(deps: { db: Db; permissions: OperatorPermissionsService }) {
  const { db, permissions } = deps;

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
