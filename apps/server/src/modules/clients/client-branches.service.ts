import type { BranchInput, BranchUpdateInput } from '@auditorias/domain/schemas/clients';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { BRANCH_COLUMNS, type ClientValues } from './client-values';
import { toBranch } from './clients.mapper';
import * as repo from './clients.repo';
import { CLIENT_MSG, type ClientsCore } from './clients-core';

/** A client's branches one by one: list, add, edit (only the fields sent), delete. */
export function createClientBranches(core: ClientsCore, values: ClientValues) {
  const { deps, db, mapped, loadVisible } = core;
  const { files } = deps;
  const { branchValues, wantedFiles } = values;

  async function listBranchesOf(auth: AuthContext, clientId: number) {
    const client = await loadVisible(auth, clientId);
    const rows = await repo.listBranches(db, [clientId]);
    return mapped(
      auth,
      rows.map((b) => b.archivoProcedimientoId),
      (ctx) => rows.map((b) => toBranch(ctx, client, b)),
    );
  }

  async function createBranch(auth: AuthContext, clientId: number, input: BranchInput) {
    const client = await repo.findClient(db, clientId);
    if (!client) throw notFound(CLIENT_MSG.notFound);
    const row = branchValues(input, client.auditoriaFijaMes, 0);
    const [created] = await db.transaction(async (tx) => {
      await files.attach(tx, auth, wantedFiles({ branches: [input] }, null, []));
      return repo.insertBranches(tx, clientId, [row]);
    });
    if (!created) throw new Error('branch insert returned nothing');
    return mapped(auth, [created.archivoProcedimientoId], (ctx) => toBranch(ctx, client, created));
  }

  /**
   * Editing one branch changes only the fields sent (PATCH semantics on the PUT; docs/decisions.md, "Money
   * inputs"): a field left out keeps its stored value, null clears it. The web form sends every field, so it
   * saves as before. The modality, its days and its date are checked together, the stored ones standing in for
   * those not sent.
   */
  async function updateBranch(
    auth: AuthContext,
    clientId: number,
    branchId: number,
    input: BranchUpdateInput,
  ) {
    const client = await repo.findClient(db, clientId);
    const branch = client ? await repo.findBranch(db, clientId, branchId) : null;
    if (!client || !branch) throw notFound(CLIENT_MSG.branchNotFound);
    const modalitySent =
      input.modalidad_auditoria !== undefined ||
      input.dias_auditoria !== undefined ||
      input.fecha_exacta !== undefined;
    const full = branchValues(
      {
        ...input,
        nombre: input.nombre ?? branch.nombre,
        modalidad_auditoria:
          input.modalidad_auditoria !== undefined ? input.modalidad_auditoria : branch.modalidad,
        dias_auditoria:
          input.dias_auditoria !== undefined
            ? input.dias_auditoria
            : (branch.diasAuditoria as BranchInput['dias_auditoria']),
        fecha_exacta: input.fecha_exacta !== undefined ? input.fecha_exacta : branch.fechaExacta,
      },
      client.auditoriaFijaMes,
      0,
    );
    const row: Partial<repo.NewBranch> = {};
    for (const [field, columns] of Object.entries(BRANCH_COLUMNS)) {
      if (input[field as keyof BranchUpdateInput] === undefined) continue;
      for (const column of columns) (row as Record<string, unknown>)[column] = full[column];
    }
    if (modalitySent) {
      row.modalidad = full.modalidad;
      row.diasAuditoria = full.diasAuditoria;
      row.fechaExacta = full.fechaExacta;
    }
    if (full.dvrPasswordEnc !== undefined) row.dvrPasswordEnc = full.dvrPasswordEnc;
    await db.transaction(async (tx) => {
      await files.attach(
        tx,
        auth,
        wantedFiles({ branches: [{ ...input, nombre: input.nombre ?? branch.nombre }] }, null, [branch]),
      );
      await repo.updateBranch(tx, branchId, row);
    });
    const updated = (await repo.findBranch(db, clientId, branchId)) ?? branch;
    return mapped(auth, [updated.archivoProcedimientoId], (ctx) => toBranch(ctx, client, updated));
  }

  async function removeBranch(clientId: number, branchId: number) {
    const branch = await repo.findBranch(db, clientId, branchId);
    if (!branch) throw notFound(CLIENT_MSG.branchNotFound);
    await repo.softDeleteBranches(db, [branchId], new Date());
  }

  return { listBranchesOf, createBranch, updateBranch, removeBranch };
}
