import { canViewUser, PERMISSION_KEYS, sanitizeOverrides } from '@auditorias/domain/auth/permissions';
import { isClientRole } from '@auditorias/domain/auth/roles';
import {
  type Actor,
  clientLinkProblem,
  currentPasswordProblem,
  needsCurrentPassword,
  type UserChange,
  uniqueUsername,
  userChangeProblem,
  usernameFromEmail,
} from '@auditorias/domain/auth/user-rules';
import { MSG } from '@auditorias/domain/messages';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { CURSOR_INVALID, decodeCursor, pageOf } from '@auditorias/domain/schemas/lists';
import type {
  CreateUserRequest,
  PermissionsInput,
  UpdateUserRequest,
  UserListQuery,
} from '@auditorias/domain/schemas/users';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, badField, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { recordCallerActivity } from '../activity/public';
import { endUserSessions } from '../auth/public';
import { existingClientIds } from '../clients/public';
import { toPublicUser } from './users.mapper';
import * as repo from './users.repo';

function actorOf(auth: AuthContext): Actor {
  return {
    id: auth.user.id,
    role: auth.user.role,
    isActive: auth.user.isActive,
    permissionOverrides: auth.user.permissionOverrides,
    impersonatorId: auth.impersonatorId,
  };
}

function assertChange(
  auth: AuthContext,
  target: { id: number; role: PublicUser['role'] },
  change: UserChange,
) {
  const problem = userChangeProblem(actorOf(auth), target, change);
  if (problem) throw forbidden(problem);
}

async function assertClientsExist(db: DbOrTx, ids: readonly number[], campo: string) {
  const found = await existingClientIds(db, ids);
  if (ids.some((id) => !found.has(id))) throw badField(campo, MSG.clientNotFound);
}

async function assertFree(db: DbOrTx, email: string | null, username: string | null, exceptUserId?: number) {
  const taken = await repo.emailOrUsernameTaken(db, email, username, exceptUserId);
  if (taken.email) throw conflict(MSG.emailTaken);
  if (taken.username) throw conflict(MSG.usernameTaken);
}

/** The audit trail of a change to user `id`, written in the change's transaction. */
function recordUserChange(
  tx: DbOrTx,
  auth: AuthContext,
  id: number,
  action: string,
  details: Record<string, unknown>,
) {
  return recordCallerActivity(tx, auth, { action, targetType: 'usuario', targetId: id, details });
}

/** Splits the permissions input into the overrides of a staff user and the group data of a client user. */
function permissionValues(role: PublicUser['role'], input: PermissionsInput) {
  if (isClientRole(role)) {
    const group = role === 'cliente' && input.esAdministradorGrupo === true;
    return {
      permissionOverrides: {},
      esAdministradorGrupo: group,
      nombreGrupo: group ? (input.nombreGrupo ?? null) : null,
      clientesAdministrados: group ? (input.clientesAdministrados ?? []) : [],
    };
  }
  const overrides = sanitizeOverrides(Object.fromEntries(PERMISSION_KEYS.map((k) => [k, input[k]])));
  return {
    permissionOverrides: overrides,
    esAdministradorGrupo: false,
    nombreGrupo: null,
    clientesAdministrados: [],
  };
}

export function createUsersService(deps: { db: Db }) {
  const { db } = deps;

  async function load(id: number) {
    const user = await repo.findUserById(db, id);
    if (!user) throw notFound(MSG.userNotFound);
    return user;
  }

  /** Where a cursor of the users list continues: the user it names, by (name, id). */
  async function positionOf(cursor: string | undefined) {
    if (!cursor) return undefined;
    const decoded = decodeCursor(cursor);
    const position = decoded ? await repo.listPositionOf(db, decoded.id) : null;
    if (!position) throw badField('cursor', CURSOR_INVALID);
    return position;
  }

  /** One page of the users list by name, with how many match and the cursor of the next page. */
  async function list(query: UserListQuery) {
    const activo = query.activo === undefined ? undefined : query.activo === 'true';
    const { rows, total } = await repo.listUsers(
      db,
      { search: query.search, role: query.role, activo },
      query.limit + 1,
      await positionOf(query.cursor),
    );
    // The cursor names the last user of the page (its id; the instant only keeps the list codec's form).
    const { page, paginacion } = pageOf(rows, query.limit, (u) => ({
      at: u.createdAt.toISOString(),
      id: u.id,
    }));
    return { data: page.map(toPublicUser), total, paginacion };
  }

  async function get(auth: AuthContext, id: number): Promise<PublicUser> {
    if (!canViewUser(auth.user, id)) throw forbidden();
    return toPublicUser(await load(id));
  }

  /**
   * Checks a new user and hashes its password (outside any transaction: hashing takes ~30 ms). Creating an
   * admin or giving permissions is an admin's decision.
   */
  async function prepareCreate(auth: AuthContext | null, input: CreateUserRequest) {
    if (auth && (input.role === 'admin' || input.permissions)) {
      assertChange(auth, { id: 0, role: input.role }, input.role === 'admin' ? 'role' : 'permissions');
    }
    const clienteId = input.clienteId ?? null;
    const linkProblem = clientLinkProblem(input.role, clienteId);
    if (linkProblem) throw badField('clienteId', linkProblem);
    return {
      input,
      clienteId,
      perms: permissionValues(input.role, input.permissions ?? {}),
      passwordHash: await hashPassword(input.password),
    };
  }

  /** Inserts a prepared user inside the caller's transaction; refuses duplicates and unknown companies. */
  async function insertPrepared(
    tx: DbOrTx,
    prepared: Awaited<ReturnType<typeof prepareCreate>>,
    skipClientCheck = false,
  ) {
    const { input, clienteId, perms, passwordHash } = prepared;
    const companies = [...(clienteId && !skipClientCheck ? [clienteId] : []), ...perms.clientesAdministrados];
    await assertClientsExist(tx, companies, 'clienteId');
    await assertFree(tx, input.email, input.username ?? null);
    return repo.insertUser(tx, {
      name: input.name,
      email: input.email,
      username: input.username ?? null,
      passwordHash,
      role: input.role,
      clienteId,
      ...perms,
    });
  }

  async function create(auth: AuthContext | null, input: CreateUserRequest): Promise<PublicUser> {
    const prepared = await prepareCreate(auth, input);
    return toPublicUser(await db.transaction((tx) => insertPrepared(tx, prepared)));
  }

  /**
   * One's own password changes only with the current one (admins too); an admin resetting someone else's needs
   * none. Missing: 400, wrong: 403, both naming the field. Either way nothing changes.
   */
  async function assertCurrentPassword(
    auth: AuthContext,
    target: repo.UserRecord,
    given: string | undefined,
  ) {
    const actor = actorOf(auth);
    if (!needsCurrentPassword(actor, target)) return;
    const matches = given === undefined ? undefined : await verifyPassword(target.passwordHash, given);
    const problem = currentPasswordProblem(actor, target, matches);
    if (!problem) return;
    const details = [{ campo: 'passwordActual', mensaje: problem }];
    if (matches === undefined) throw badRequest(problem, details);
    throw new AppError(403, 'FORBIDDEN', problem, { details });
  }

  /** Edits a user. A new password or role ends the user's open sessions (but the caller's own current one). */
  async function update(auth: AuthContext, id: number, input: UpdateUserRequest): Promise<PublicUser> {
    const target = await load(id);
    const roleChanges =
      (input.role !== undefined && input.role !== target.role) ||
      (input.clienteId !== undefined && input.clienteId !== target.clienteId);
    const basicChanges =
      input.name !== undefined || input.email !== undefined || input.username !== undefined;
    if (basicChanges) assertChange(auth, target, 'basic');
    if (roleChanges) assertChange(auth, target, 'role');
    if (input.password !== undefined) {
      assertChange(auth, target, 'password');
      await assertCurrentPassword(auth, target, input.passwordActual);
    }

    const role = input.role ?? target.role;
    const clienteId =
      input.clienteId !== undefined ? input.clienteId : isClientRole(role) ? target.clienteId : null;
    const linkProblem = clientLinkProblem(role, clienteId);
    if (linkProblem) throw badField('clienteId', linkProblem);
    const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;

    await db.transaction(async (tx) => {
      if (clienteId && clienteId !== target.clienteId) await assertClientsExist(tx, [clienteId], 'clienteId');
      await assertFree(
        tx,
        input.email !== undefined && input.email !== target.email ? input.email : null,
        input.username ? (input.username !== target.username ? input.username : null) : null,
        id,
      );
      await repo.updateUser(tx, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.username !== undefined ? { username: input.username } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        ...(roleChanges ? { role, clienteId } : {}),
        // A role change leaves the previous role's overrides and group data behind.
        ...(roleChanges ? { permissionOverrides: {}, esAdministradorGrupo: false, nombreGrupo: null } : {}),
      });
      if (roleChanges) await repo.setAdministeredClients(tx, id, []);
      // The audit trail, in the same transaction: a role change as such, any other edit with the fields it touched.
      const campos = (['name', 'email', 'username', 'password'] as const).filter(
        (k) => input[k] !== undefined,
      );
      if (roleChanges || campos.length > 0)
        await recordUserChange(tx, auth, id, roleChanges ? 'user_role_change' : 'user_update', {
          campos,
          ...(roleChanges
            ? { rolAnterior: target.role, rol: role, clienteIdAnterior: target.clienteId, clienteId }
            : {}),
        });
      if (passwordHash || roleChanges) {
        await endUserSessions(
          tx,
          id,
          'credenciales',
          new Date(),
          auth.user.id,
          id === auth.user.id ? auth.sessionId : undefined,
        );
      }
    });
    return toPublicUser(await load(id));
  }

  async function setPermissions(auth: AuthContext, id: number, input: PermissionsInput): Promise<PublicUser> {
    const target = await load(id);
    assertChange(auth, target, 'permissions');
    const perms = permissionValues(target.role, input);
    await db.transaction(async (tx) => {
      await assertClientsExist(tx, perms.clientesAdministrados, 'clientesAdministrados');
      const { clientesAdministrados, ...values } = perms;
      await repo.updateUser(tx, id, values);
      await repo.setAdministeredClients(tx, id, clientesAdministrados);
      await recordUserChange(tx, auth, id, 'user_permissions', { ...input });
    });
    return toPublicUser(await load(id));
  }

  /** Activates or deactivates; deactivating ends the user's sessions at once. */
  async function setActive(auth: AuthContext, id: number, isActive: boolean): Promise<PublicUser> {
    const target = await load(id);
    assertChange(auth, target, 'isActive');
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, id, { isActive });
      if (!isActive) await endUserSessions(tx, id, 'credenciales', new Date(), auth.user.id);
      await recordUserChange(tx, auth, id, 'user_activation', { isActive, anterior: target.isActive });
    });
    return toPublicUser(await load(id));
  }

  /**
   * Deleting keeps the user's history (messages, sessions, and later audits and pay) attributed to them: the user
   * is marked deleted, disappears from lists, cannot sign in, and frees the email and username.
   */
  async function remove(auth: AuthContext, id: number): Promise<void> {
    const target = await load(id);
    assertChange(auth, target, 'delete');
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, id, { deletedAt: new Date(), isActive: false });
      await endUserSessions(tx, id, 'credenciales', new Date(), auth.user.id);
      await recordUserChange(tx, auth, id, 'user_delete', { nombre: target.name, rol: target.role });
    });
  }

  async function assignable() {
    const rows = await repo.listActiveByRoles(db, ['operador', 'supervisor']);
    return rows.map((u) => ({ id: u.id, name: u.name, username: u.username, role: u.role }));
  }

  async function operators() {
    return (await repo.listActiveByRoles(db, ['operador'])).map(toPublicUser);
  }

  /** Gives every user without a username one derived from the email (unique). */
  async function fixUsernames() {
    return db.transaction(async (tx) => {
      const missing = await repo.usersWithoutUsername(tx);
      const taken = await repo.allUsernamesAndEmails(tx);
      const fixes: Array<{ email: string; newUsername: string }> = [];
      for (const user of missing) {
        const newUsername = uniqueUsername(usernameFromEmail(user.email), taken);
        taken.add(newUsername);
        await repo.updateUser(tx, user.id, { username: newUsername });
        fixes.push({ email: user.email, newUsername });
      }
      return fixes;
    });
  }

  return {
    list,
    get,
    create,
    prepareCreate,
    insertPrepared,
    update,
    setPermissions,
    setActive,
    remove,
    assignable,
    operators,
    fixUsernames,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
