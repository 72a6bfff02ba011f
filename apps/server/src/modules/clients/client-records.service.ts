import type {
  BranchInput,
  CreateClientRequest,
  UpdateClientRequest,
} from '@auditorias/domain/schemas/clients';
import type { AuthContext } from '../../lib/auth-context';
import { badField, badRequest, notFound } from '../../lib/errors';
import { endUserSessions } from '../auth/public';
import { updateUser } from '../users/public';
import type { ClientValues } from './client-values';
import * as repo from './clients.repo';
import { CLIENT_MSG, type ClientsCore } from './clients-core';

/** Writing clients: create (with its user), edit (with the whole branch list), delete, add a child business. */
export function createClientRecords(core: ClientsCore, values: ClientValues) {
  const { deps, db, view } = core;
  const { files, users } = deps;
  const { branchValues, clientValues, wantedFiles } = values;

  async function create(auth: AuthContext, input: CreateClientRequest) {
    const branchesIn = input.branches ?? [];
    if (!input.contratoArchivoId) throw badField('contratoArchivoId', CLIENT_MSG.contractRequired);
    if (!input.contrato_fecha_firma) throw badField('contrato_fecha_firma', CLIENT_MSG.signingDateRequired);
    if (branchesIn.length === 0 && !input.dvr_id_principal)
      throw badField('dvr_id_principal', CLIENT_MSG.dvrRequired);
    const values = clientValues(input, null);
    const branchRows = branchesIn.map((b, i) => branchValues(b, input.auditoria_fija_mes === true, i));
    const usuario = input.usuario;
    const preparedUser = usuario
      ? await users.prepareCreate(auth, {
          email: usuario.email ?? input.email,
          username: usuario.username,
          password: usuario.password,
          name: usuario.name || input.contactoPrincipal || input.nombre,
          role: usuario.role,
          // The company id is set once the client exists, below.
          clienteId: usuario.role === 'cliente' || usuario.role === 'auditor' ? 1 : null,
        })
      : null;
    const created = await db.transaction(async (tx) => {
      await files.attach(tx, auth, wantedFiles(input, null, []));
      const client = await repo.insertClient(
        tx,
        { ...(values as repo.NewClient), nombre: input.nombre },
        branchRows,
      );
      if (preparedUser) {
        const clientUser =
          preparedUser.clienteId !== null ? { ...preparedUser, clienteId: client.id } : preparedUser;
        await users.insertPrepared(tx, clientUser, true);
      }
      return client;
    });
    return {
      data: await view(auth, created),
      message: preparedUser ? CLIENT_MSG.createdWithUser : CLIENT_MSG.created,
    };
  }

  /** Edits a client. When `branches` is sent it is the whole list: new ones are added, missing ones removed. */
  async function update(auth: AuthContext, id: number, input: UpdateClientRequest) {
    const current = await repo.findClient(db, id);
    if (!current) throw notFound(CLIENT_MSG.notFound);
    const values = clientValues(input, current);
    if (current.parentId === null && input.contratoArchivoId === null) {
      throw badField('contratoArchivoId', CLIENT_MSG.contractRequired);
    }
    const currentBranches = await repo.listBranches(db, [id]);
    const hasFixed = input.auditoria_fija_mes ?? current.auditoriaFijaMes;
    await db.transaction(async (tx) => {
      await files.attach(tx, auth, wantedFiles(input, current, currentBranches));
      if (Object.keys(values).length > 0) await repo.updateClient(tx, id, values);
      if (input.branches) {
        const keep = new Set<number>();
        const toInsert: repo.NewBranch[] = [];
        for (const [i, b] of input.branches.entries()) {
          const row = branchValues(b, hasFixed, i);
          if (b.id) {
            if (!currentBranches.some((cb) => cb.id === b.id))
              throw badField(`branches.${i}.id`, CLIENT_MSG.branchNotFound);
            keep.add(b.id);
            await repo.updateBranch(tx, b.id, row);
          } else {
            toInsert.push(row);
          }
        }
        await repo.insertBranches(tx, id, toInsert);
        await repo.softDeleteBranches(
          tx,
          currentBranches.filter((cb) => !keep.has(cb.id)).map((cb) => cb.id),
          new Date(),
        );
      }
    });
    return view(auth, (await repo.findClient(db, id)) ?? current);
  }

  /**
   * Deleting a client keeps its audits and money (they are history): the client, its child businesses and
   * branches leave every list, and its users are deactivated and signed out.
   */
  async function remove(auth: AuthContext, id: number) {
    const client = await repo.findClient(db, id);
    if (!client) throw notFound(CLIENT_MSG.notFound);
    const children = await repo.listChildren(db, [id]);
    const at = new Date();
    await db.transaction(async (tx) => {
      await repo.softDeleteClients(tx, [id, ...children.map((c) => c.id)], at);
      for (const u of await repo.listClientUsers(tx, id)) {
        await updateUser(tx, u.id, { isActive: false });
        await endUserSessions(tx, u.id, 'credenciales', at, auth.user.id);
      }
    });
    return client.nombre;
  }

  async function createChild(
    auth: AuthContext,
    parentId: number,
    input: { nombre: string; branches?: BranchInput[] | undefined },
  ) {
    const parent = await repo.findClient(db, parentId);
    if (!parent) throw notFound(CLIENT_MSG.notFound);
    if (parent.parentId !== null) throw badRequest('Un negocio hijo no puede tener negocios hijos');
    const branchRows = (input.branches ?? []).map((b, i) => branchValues(b, parent.auditoriaFijaMes, i));
    await db.transaction(async (tx) => {
      await files.attach(tx, auth, wantedFiles({ branches: input.branches }, null, []));
      // A child business works under the parent's contract, prices and pay.
      const { id: _id, createdAt: _c, updatedAt: _u, deletedAt: _d, ...inherited } = parent;
      await repo.insertClient(
        tx,
        { ...inherited, nombre: input.nombre, parentId, email: parent.email },
        branchRows,
      );
    });
    return view(auth, parent);
  }

  return { create, update, remove, createChild };
}
