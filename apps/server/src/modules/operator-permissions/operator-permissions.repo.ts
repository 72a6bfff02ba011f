import { accessWithChildren, type OperatorAccess } from '@auditorias/domain/clients/operator-access';
import { and, asc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clients, operatorClientPermissions, users } from '../../db/schema/index';
import { cursorText } from '../../lib/keyset';
import { childIdsByParent } from '../clients/public';

const operator = alias(users, 'operator');
const creator = alias(users, 'creator');

/** The columns of a permission row with its client, operator and creator named. */
const columns = {
  id: operatorClientPermissions.id,
  operatorId: operatorClientPermissions.operatorId,
  clientId: operatorClientPermissions.clientId,
  status: operatorClientPermissions.status,
  reason: operatorClientPermissions.reason,
  createdAt: operatorClientPermissions.createdAt,
  clientNombre: clients.nombre,
  operatorName: operator.name,
  operatorUsername: operator.username,
  operatorEmail: operator.email,
  operatorRole: operator.role,
  creatorName: creator.name,
  /** The database's own text of created_at: the keyset cursor of the blocks list (exact to the microsecond). */
  cursorAt: cursorText(operatorClientPermissions.createdAt),
};

export type PermissionRow = Awaited<ReturnType<typeof listPermissions>>[number];

/** Who and where a list of assignments or blocks is narrowed to. */
export interface PermissionFilter {
  operatorId?: number | undefined;
  clientId?: number | undefined;
}

/**
 * The rows of one state (`columns`) of live operators and companies, narrowed by `filter` and `where`; the caller
 * orders and limits (also read by blocks.repo).
 */
export function selectPermissions(
  db: DbOrTx,
  status: 'asignado' | 'bloqueado',
  filter: PermissionFilter,
  where?: SQL,
) {
  return db
    .select(columns)
    .from(operatorClientPermissions)
    .innerJoin(clients, eq(clients.id, operatorClientPermissions.clientId))
    .innerJoin(operator, eq(operator.id, operatorClientPermissions.operatorId))
    .leftJoin(creator, eq(creator.id, operatorClientPermissions.createdBy))
    .where(
      and(
        eq(operatorClientPermissions.status, status),
        filter.operatorId !== undefined
          ? eq(operatorClientPermissions.operatorId, filter.operatorId)
          : undefined,
        filter.clientId !== undefined ? eq(operatorClientPermissions.clientId, filter.clientId) : undefined,
        isNull(clients.deletedAt),
        isNull(operator.deletedAt),
        where,
      ),
    );
}

/** Assignments or blocks, by operator or by client, with the people and company named. */
export async function listPermissions(
  db: DbOrTx,
  where: PermissionFilter & { status: 'asignado' | 'bloqueado' },
) {
  return selectPermissions(db, where.status, where).orderBy(asc(clients.nombre), asc(operator.name));
}

/** Sets the one state of an operator for a client (replacing the other state). */
export async function upsertPermission(
  db: DbOrTx,
  values: {
    operatorId: number;
    clientId: number;
    status: 'asignado' | 'bloqueado';
    reason: string | null;
    createdBy: number;
  },
) {
  await db
    .insert(operatorClientPermissions)
    .values(values)
    .onConflictDoUpdate({
      target: [operatorClientPermissions.operatorId, operatorClientPermissions.clientId],
      set: {
        status: values.status,
        reason: values.reason,
        createdBy: values.createdBy,
        createdAt: sql`now()`,
      },
    });
}

export async function deletePermission(
  db: DbOrTx,
  operatorId: number,
  clientId: number,
  status: 'asignado' | 'bloqueado',
) {
  const rows = await db
    .delete(operatorClientPermissions)
    .where(
      and(
        eq(operatorClientPermissions.operatorId, operatorId),
        eq(operatorClientPermissions.clientId, clientId),
        eq(operatorClientPermissions.status, status),
      ),
    )
    .returning({ id: operatorClientPermissions.id });
  return rows.length;
}

/**
 * Every state of one operator, and the clients claimed by an active assigned operator (anybody's): what the
 * visibility rule and the audit queue ask, in one query.
 */
export async function accessOf(db: DbOrTx, operatorId: number): Promise<OperatorAccess> {
  const rows = await db
    .select({
      clientId: operatorClientPermissions.clientId,
      status: operatorClientPermissions.status,
      mine: sql<boolean>`${operatorClientPermissions.operatorId} = ${operatorId}`,
    })
    .from(operatorClientPermissions)
    .innerJoin(users, eq(users.id, operatorClientPermissions.operatorId))
    .where(
      or(
        eq(operatorClientPermissions.operatorId, operatorId),
        and(
          eq(operatorClientPermissions.status, 'asignado'),
          eq(users.isActive, true),
          isNull(users.deletedAt),
        ),
      ),
    );
  const ids = (keep: (r: (typeof rows)[number]) => boolean) =>
    new Set(rows.filter(keep).map((r) => r.clientId));
  const access = {
    assignedClientIds: ids((r) => r.mine && r.status === 'asignado'),
    blockedClientIds: ids((r) => r.mine && r.status === 'bloqueado'),
    claimedClientIds: ids((r) => r.status === 'asignado'),
  };
  if (rows.length === 0) return access;
  // An assignment, block or claim of a company covers its child businesses.
  return accessWithChildren(access, await childIdsByParent(db, [...new Set(rows.map((r) => r.clientId))]));
}

/** Active operators and supervisors with no state for the client. */
export async function availableOperators(db: DbOrTx, clientId: number) {
  const taken = db
    .select({ id: operatorClientPermissions.operatorId })
    .from(operatorClientPermissions)
    .where(eq(operatorClientPermissions.clientId, clientId));
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(
      and(
        inArray(users.role, ['operador', 'supervisor']),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        notInArray(users.id, taken),
      ),
    )
    .orderBy(asc(users.name));
}

/** Active top-level and child companies with no state for the operator. */
export async function availableClients(db: DbOrTx, operatorId: number) {
  const taken = db
    .select({ id: operatorClientPermissions.clientId })
    .from(operatorClientPermissions)
    .where(eq(operatorClientPermissions.operatorId, operatorId));
  return db
    .select({ id: clients.id, nombre: clients.nombre, email: clients.email })
    .from(clients)
    .where(and(eq(clients.activo, true), isNull(clients.deletedAt), notInArray(clients.id, taken)))
    .orderBy(asc(clients.nombre));
}
