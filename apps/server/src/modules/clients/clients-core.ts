import { companyFieldAccess, mayReadCompanyRecord } from '@auditorias/domain/auth/access';
import { normaliseModality } from '@auditorias/domain/clients/branch-rules';
import type { Modality } from '@auditorias/domain/clients/constants';
import { pesosToCentavos } from '@auditorias/domain/money';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badField, forbidden, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secrets';
import { callerEntry, recordActivities } from '../activity/public';
import { companiesInHandOf } from '../audits/public';
import type { ConfigService } from '../config/config.service';
import type { FilesService } from '../files/files.service';
import { findFiles } from '../files/public';
import type { UsersService } from '../users/users.service';
import { type MapContext, toClient } from './clients.mapper';
import * as repo from './clients.repo';

/**
 * What the clients use cases share: `CLIENT_MSG`, sealing a DVR password, mapping with the viewer's field access
 * (recording each DVR password handed out), a client the caller may see, the full view of a client.
 */

export type ClientsDeps = {
  db: Db;
  secrets: SecretBox;
  files: FilesService;
  users: UsersService;
  config: ConfigService;
};

export const CLIENT_MSG = {
  notFound: 'Cliente no encontrado',
  branchNotFound: 'Sucursal no encontrada',
  contractRequired: 'El contrato es obligatorio. Debe adjuntar el archivo firmado.',
  signingDateRequired: 'La fecha de firma del contrato es obligatoria',
  dvrRequired: 'El ID/IP del DVR es obligatorio cuando el cliente no tiene sucursales',
  created: 'Cliente creado exitosamente',
  createdWithUser: 'Cliente y usuario creados exitosamente',
  updated: 'Cliente actualizado exitosamente',
  deleted: 'Cliente eliminado exitosamente',
  branchCreated: 'Sucursal creada exitosamente',
  branchUpdated: 'Sucursal actualizada exitosamente',
  branchDeleted: 'Sucursal eliminada exitosamente',
  noContractFile:
    'El contrato no tiene un archivo descargable. Volvé a adjuntar el archivo y guardá el cliente.',
  noProcedureFile: 'No hay archivo de procedimiento',
} as const;

export const nullableCentavos = (v: number | null | undefined) =>
  v === undefined ? undefined : v === null ? null : pesosToCentavos(v);

export function modalityOrThrow(
  campo: string,
  modalidad: Modality | null,
  dias: string[] | null | undefined,
  fecha: string | null | undefined,
) {
  const result = normaliseModality(modalidad, dias, fecha);
  if ('problema' in result) throw badField(campo, result.problema);
  return result;
}

export function createClientsCore(deps: ClientsDeps) {
  const { db, secrets, config } = deps;

  const seal = (v: string | null | undefined) =>
    v === undefined ? undefined : v === null ? null : secrets.seal(v);

  /**
   * What the mappers need for this viewer: field access per company (an operator's DVR passwords depend on the
   * audits it holds) and a record of every DVR password handed out, written by `recordReveals`.
   */
  async function mapContext(
    auth: AuthContext,
    fileIds: Array<number | null>,
  ): Promise<MapContext & { reveals: Map<number, Array<number | null>> }> {
    const ids = fileIds.filter((id): id is number => id !== null);
    const [rows, pricing, inHand] = await Promise.all([
      findFiles(db, [...new Set(ids)]),
      config.pricing(),
      auth.user.role === 'operador' ? companiesInHandOf(db, auth.user.id) : Promise.resolve([]),
    ]);
    const held = new Set(inHand);
    const reveals = new Map<number, Array<number | null>>();
    return {
      fields: (clientId) =>
        companyFieldAccess(auth.viewer, clientId, { holdsAuditOfCompany: held.has(clientId) }),
      onReveal: (clientId, branchId) => reveals.set(clientId, [...(reveals.get(clientId) ?? []), branchId]),
      reveals,
      secrets,
      files: new Map(rows.map((r) => [r.id, r])),
      pricing,
    };
  }

  /** Each view of a DVR password is recorded: who, when, which client (and which branches; null = main). */
  async function recordReveals(auth: AuthContext, ctx: { reveals: Map<number, Array<number | null>> }) {
    await recordActivities(
      db,
      [...ctx.reveals].map(([clientId, branchIds]) =>
        callerEntry(auth, {
          action: 'dvr_password_view',
          targetType: 'cliente',
          targetId: clientId,
          details: { clientId, branchIds },
        }),
      ),
    );
  }

  /** Maps with the viewer's field access and records the DVR passwords it handed out. */
  async function mapped<T>(
    auth: AuthContext,
    fileIds: Array<number | null>,
    map: (ctx: MapContext) => T,
  ): Promise<T> {
    const ctx = await mapContext(auth, fileIds);
    const result = map(ctx);
    await recordReveals(auth, ctx);
    return result;
  }

  async function loadVisible(auth: AuthContext, id: number) {
    const client = await repo.findClient(db, id);
    if (!client || !mayReadCompanyRecord(auth.viewer, id)) throw notFound(CLIENT_MSG.notFound);
    return client;
  }

  async function view(auth: AuthContext, client: repo.ClientRow, tx: DbOrTx = db) {
    const children = await repo.listChildren(tx, [client.id]);
    const allBranches = await repo.listBranches(tx, [client.id, ...children.map((c) => c.id)]);
    const ownBranches = allBranches.filter((b) => b.clientId === client.id);
    const users = await repo.listClientUsers(tx, client.id);
    return mapped(
      auth,
      [
        client.contratoArchivoId,
        client.archivoProcedimientoId,
        ...allBranches.map((b) => b.archivoProcedimientoId),
      ],
      (ctx) =>
        toClient(ctx, client, {
          branches: ownBranches,
          children: children.map((row) => ({
            row,
            branches: allBranches.filter((b) => b.clientId === row.id),
          })),
          users,
        }),
    );
  }

  function idsInScope(auth: AuthContext): readonly number[] | null {
    return auth.scope.kind === 'all' ? null : auth.scope.clientIds;
  }

  /** Edits by client-company users are not allowed: their company data is the admin's. */
  function assertStaff(auth: AuthContext) {
    if (auth.scope.kind !== 'all') throw forbidden();
  }

  return { deps, db, seal, mapped, loadVisible, view, idsInScope, assertStaff };
}

export type ClientsCore = ReturnType<typeof createClientsCore>;
