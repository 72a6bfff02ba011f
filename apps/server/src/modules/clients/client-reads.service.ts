import { companyFieldAccess, mayViewCompany } from '@auditorias/domain/auth/access';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { toClientSummary } from './clients.mapper';
import * as repo from './clients.repo';
import { CLIENT_MSG, type ClientsCore } from './clients-core';

/** Reading clients: the list, the companies for audits, one client, a contract or procedure file to download. */
export function createClientReads(core: ClientsCore) {
  const { deps, db, loadVisible, view, idsInScope } = core;
  const { files } = deps;

  async function list(auth: AuthContext, query: { search?: string; activo?: 'true' | 'false' }) {
    const filter = {
      ids: idsInScope(auth),
      search: query.search,
      activo: query.activo === undefined ? undefined : query.activo === 'true',
      onlyTopLevel: true,
    };
    const [rows, totales] = await Promise.all([repo.listClients(db, filter), repo.branchTotals(db, filter)]);
    return { data: rows.map((r) => toClientSummary(r.client, r)), totales };
  }

  /** Companies (with their active branches) a user may order or work audits for. */
  async function forAudits(auth: AuthContext, onlyActive: boolean) {
    const rows = (
      await repo.listClients(db, { ids: idsInScope(auth), activo: onlyActive ? true : undefined })
    ).filter((r) => mayViewCompany(auth.viewer, r.client.id));
    const branchRows = await repo.listBranches(
      db,
      rows.map((r) => r.client.id),
    );
    return rows.map(({ client }) => ({
      id: client.id,
      nombre: client.nombre,
      email: client.email,
      activo: client.activo,
      parentId: client.parentId,
      branches: branchRows
        .filter((b) => b.clientId === client.id && (!onlyActive || b.activa))
        .map((b) => ({ id: b.id, nombre: b.nombre, direccion: b.direccion, activa: b.activa })),
    }));
  }

  async function get(auth: AuthContext, id: number) {
    return view(auth, await loadVisible(auth, id));
  }

  /** The stored file behind a client's contract or procedure, or a branch's procedure, for download. */
  async function fileFor(
    auth: AuthContext,
    clientId: number,
    what: 'contrato' | 'procedimiento',
    branchId?: number,
  ) {
    const client = await loadVisible(auth, clientId);
    if (
      what === 'contrato' &&
      !companyFieldAccess(auth.viewer, clientId, { holdsAuditOfCompany: false }).contract
    )
      throw notFound(CLIENT_MSG.noContractFile);
    let fileId: number | null;
    if (branchId !== undefined) {
      const branch = await repo.findBranch(db, clientId, branchId);
      if (!branch) throw notFound(CLIENT_MSG.branchNotFound);
      fileId = branch.archivoProcedimientoId;
    } else {
      fileId = what === 'contrato' ? client.contratoArchivoId : client.archivoProcedimientoId;
    }
    const row = fileId === null ? null : await files.find(fileId);
    const missing = what === 'contrato' ? CLIENT_MSG.noContractFile : CLIENT_MSG.noProcedureFile;
    if (!row || !(await files.storage.exists(row.storageKey))) throw notFound(missing);
    return row;
  }

  return { list, forAudits, get, fileFor };
}
