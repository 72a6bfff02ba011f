import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badField, notFound } from '../../lib/errors';
import { findClient } from '../clients/public';
import { findUserById } from '../users/public';
import * as repo from './operator-permissions.repo';

export const PERMISSION_MSG = {
  notOperator: 'El usuario no es un operador ni un supervisor activo',
  assigned: 'Cliente asignado exitosamente',
  unassigned: 'Cliente desasignado exitosamente',
  operatorAssigned: 'Operador asignado exitosamente',
  blocked: 'Operador bloqueado exitosamente',
  unblocked: 'Operador desbloqueado exitosamente',
  notAssigned: 'El operador no tiene asignado ese cliente',
  notBlocked: 'El operador no está bloqueado para ese cliente',
} as const;

function operatorOut(r: repo.PermissionRow) {
  return {
    id: r.operatorId,
    name: r.operatorName,
    username: r.operatorUsername,
    email: r.operatorEmail,
    role: r.operatorRole,
  };
}

function assignmentOut(r: repo.PermissionRow) {
  return {
    id: r.id,
    clientId: r.clientId,
    operatorId: r.operatorId,
    client: { id: r.clientId, nombre: r.clientNombre },
    operator: operatorOut(r),
    assignedByUser: r.creatorName ? { name: r.creatorName } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A block as the permission calls and the blocks list answer it. */
export function blockOut(r: repo.PermissionRow) {
  return {
    id: r.id,
    operatorId: r.operatorId,
    clientId: r.clientId,
    operator: operatorOut(r),
    blockedReason: r.reason,
    blockedByUser: r.creatorName ? { name: r.creatorName } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export function createOperatorPermissionsService(deps: { db: Db }) {
  const { db } = deps;

  async function checkPair(operatorId: number, clientId: number) {
    const [operator, client] = await Promise.all([findUserById(db, operatorId), findClient(db, clientId)]);
    if (!operator?.isActive || (operator.role !== 'operador' && operator.role !== 'supervisor')) {
      throw badField('operatorId', PERMISSION_MSG.notOperator);
    }
    if (!client) throw notFound('Cliente no encontrado');
  }

  return {
    assignedClients: async (operatorId: number) =>
      (await repo.listPermissions(db, { operatorId, status: 'asignado' })).map(assignmentOut),
    assignedOperators: async (clientId: number) =>
      (await repo.listPermissions(db, { clientId, status: 'asignado' })).map(assignmentOut),
    blockedOperators: async (clientId: number) =>
      (await repo.listPermissions(db, { clientId, status: 'bloqueado' })).map(blockOut),
    availableOperators: (clientId: number) => repo.availableOperators(db, clientId),
    availableClients: (operatorId: number) => repo.availableClients(db, operatorId),

    async assign(auth: AuthContext, operatorId: number, clientId: number) {
      await checkPair(operatorId, clientId);
      await repo.upsertPermission(db, {
        operatorId,
        clientId,
        status: 'asignado',
        reason: null,
        createdBy: auth.user.id,
      });
    },
    async unassign(operatorId: number, clientId: number) {
      if ((await repo.deletePermission(db, operatorId, clientId, 'asignado')) === 0)
        throw notFound(PERMISSION_MSG.notAssigned);
    },
    async block(auth: AuthContext, operatorId: number, clientId: number, reason: string | null) {
      await checkPair(operatorId, clientId);
      await repo.upsertPermission(db, {
        operatorId,
        clientId,
        status: 'bloqueado',
        reason,
        createdBy: auth.user.id,
      });
    },
    async unblock(operatorId: number, clientId: number) {
      if ((await repo.deletePermission(db, operatorId, clientId, 'bloqueado')) === 0)
        throw notFound(PERMISSION_MSG.notBlocked);
    },
    /** The operator's access: what it may see and take (domain: operatorMayWorkFor). */
    accessOf(operatorId: number, tx: DbOrTx = db) {
      return repo.accessOf(tx, operatorId);
    },
  };
}

export type OperatorPermissionsService = ReturnType<typeof createOperatorPermissionsService>;
