import { companyFieldAccess, mayReadCompanyRecord, mayViewCompany } from '@auditorias/domain/auth/access';
import { normaliseModality } from '@auditorias/domain/clients/branch-rules';
import { hhmmToMinutes, type Modality } from '@auditorias/domain/clients/constants';
import { pesosToCentavos } from '@auditorias/domain/money';
import type {
  BranchInput,
  BranchUpdateInput,
  CreateClientRequest,
  UpdateClientRequest,
} from '@auditorias/domain/schemas/clients';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badField, badRequest, forbidden, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secrets';
import { callerEntry, recordActivities } from '../activity/public';
import { companiesInHandOf } from '../audits/public';
import { endUserSessions } from '../auth/public';
import type { ConfigService } from '../config/config.service';
import type { FilesService } from '../files/files.service';
import { findFiles } from '../files/public';
import { updateUser } from '../users/public';
import type { UsersService } from '../users/users.service';
import { type MapContext, toBranch, toClient, toClientSummary } from './clients.mapper';
import * as repo from './clients.repo';

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

const nullableCentavos = (v: number | null | undefined) =>
  v === undefined ? undefined : v === null ? null : pesosToCentavos(v);

function modalityOrThrow(
  campo: string,
  modalidad: Modality | null,
  dias: string[] | null | undefined,
  fecha: string | null | undefined,
) {
  const result = normaliseModality(modalidad, dias, fecha);
  if ('problema' in result) throw badField(campo, result.problema);
  return result;
}

/** The branch columns each field of a branch edit sets (the modality trio and the DVR password apart). */
const BRANCH_COLUMNS: Record<
  Exclude<
    keyof BranchInput,
    'id' | 'dvr_password' | 'modalidad_auditoria' | 'dias_auditoria' | 'fecha_exacta'
  >,
  readonly (keyof repo.NewBranch)[]
> = {
  nombre: ['nombre'],
  direccion: ['direccion'],
  telefono: ['telefono'],
  activa: ['activa'],
  dvr_id: ['dvrId'],
  tiempo_auditoria: ['tiempoAuditoria'],
  tiempoEstimadoHoras: ['tiempoEstimadoMin'],
  precio_normal: ['precioNormal'],
  precio_prioritaria: ['precioPrioritaria'],
  precio_urgente: ['precioUrgente'],
  pago_operador_normal: ['pagoOperadorNormal'],
  pago_operador_prioritaria: ['pagoOperadorPrioritaria'],
  pago_operador_urgente: ['pagoOperadorUrgente'],
  tipoComision: ['tipoComision'],
  comisionOperador: ['comisionOperador'],
  montoFijoOperador: ['montoFijoOperador'],
  instrucciones_op: ['instruccionesOp'],
  archivoProcedimientoId: ['archivoProcedimientoId'],
  auditoria_fija_mes: ['auditoriaFijaMes'],
  urgencia: ['urgencia'],
  prioritaria: ['prioritaria'],
};

/** For each client column, the request fields whose values it can hold as they are (the copy stays typed). */
type CopiedFields = {
  [C in keyof repo.NewClient]?: {
    [F in keyof UpdateClientRequest]-?: UpdateClientRequest[F] extends repo.NewClient[C] | undefined
      ? F
      : never;
  }[keyof UpdateClientRequest];
};

/** The client columns a create or update copies as sent: each column with the request field it comes from. */
const COPIED_FIELDS = {
  nombre: 'nombre',
  empresa: 'empresa',
  email: 'email',
  cuit: 'cuit',
  telefono: 'telefono',
  direccion: 'direccion',
  sitioWeb: 'sitioWeb',
  contactoPrincipal: 'contactoPrincipal',
  facturacion: 'facturacion',
  activo: 'activo',
  condicionesPago: 'condicionesPago',
  comisionOperador: 'comisionOperador',
  tipoComision: 'tipoComision',
  limiteDias: 'limiteDias',
  auditoriaFijaMes: 'auditoria_fija_mes',
  tipoAuditoriaDefault: 'tipo_auditoria_default',
  tiempoAuditoriaCliente: 'tiempo_auditoria_cliente',
  dvrIdPrincipal: 'dvr_id_principal',
  instruccionesOperador: 'instrucciones_operador',
  contratoArchivoId: 'contratoArchivoId',
  contratoFechaFirma: 'contrato_fecha_firma',
  contratoObservaciones: 'contrato_observaciones',
  descuentoVolumen: 'descuentoVolumen',
  archivoProcedimientoId: 'archivoProcedimientoId',
} as const satisfies CopiedFields;

/** The client columns in centavos, from the request fields in pesos. */
const PESOS_FIELDS = {
  costoAuditoria: 'costoAuditoria',
  montoFijoOperador: 'montoFijoOperador',
} as const satisfies { [C in keyof repo.NewClient]?: keyof UpdateClientRequest };

export function createClientsService(deps: {
  db: Db;
  secrets: SecretBox;
  files: FilesService;
  users: UsersService;
  config: ConfigService;
}) {
  const { db, secrets, files, users, config } = deps;

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

  /** The branch columns from a branch of the form, for `client` (fixed audits on a branch of a fixed client is moot). */
  function branchValues(input: BranchInput, clientHasFixed: boolean, index: number): repo.NewBranch {
    const modalidad = input.modalidad_auditoria ?? null;
    const { dias, fecha } = modalityOrThrow(
      `branches.${index}.dias_auditoria`,
      modalidad ?? 'manual',
      input.dias_auditoria,
      input.fecha_exacta,
    );
    return {
      nombre: input.nombre,
      direccion: input.direccion ?? null,
      telefono: input.telefono ?? null,
      activa: input.activa ?? true,
      dvrId: input.dvr_id ?? null,
      ...(input.dvr_password !== undefined ? { dvrPasswordEnc: seal(input.dvr_password) } : {}),
      tiempoAuditoria: input.tiempo_auditoria ?? null,
      tiempoEstimadoMin:
        input.tiempoEstimadoHoras === undefined || input.tiempoEstimadoHoras === null
          ? null
          : Math.round(input.tiempoEstimadoHoras * 60),
      precioNormal: nullableCentavos(input.precio_normal) ?? null,
      precioPrioritaria: nullableCentavos(input.precio_prioritaria) ?? null,
      precioUrgente: nullableCentavos(input.precio_urgente) ?? null,
      pagoOperadorNormal: nullableCentavos(input.pago_operador_normal) ?? null,
      pagoOperadorPrioritaria: nullableCentavos(input.pago_operador_prioritaria) ?? null,
      pagoOperadorUrgente: nullableCentavos(input.pago_operador_urgente) ?? null,
      tipoComision: input.tipoComision ?? null,
      comisionOperador: input.comisionOperador ?? null,
      montoFijoOperador: nullableCentavos(input.montoFijoOperador) ?? null,
      modalidad,
      diasAuditoria: modalidad ? dias : null,
      fechaExacta: modalidad ? fecha : null,
      instruccionesOp: input.instrucciones_op ?? null,
      archivoProcedimientoId: input.archivoProcedimientoId ?? null,
      auditoriaFijaMes: clientHasFixed ? null : (input.auditoria_fija_mes ?? null),
      urgencia: input.urgencia ?? true,
      prioritaria: input.prioritaria ?? true,
    };
  }

  /** The client columns of a create or update (only the fields sent). */
  function clientValues(input: UpdateClientRequest, current: repo.ClientRow | null): Partial<repo.NewClient> {
    const v: Partial<repo.NewClient> = {};
    const set = <K extends keyof repo.NewClient>(key: K, value: repo.NewClient[K] | undefined) => {
      if (value !== undefined) v[key] = value;
    };
    for (const [column, field] of Object.entries(COPIED_FIELDS)) {
      set(column as keyof repo.NewClient, input[field as keyof UpdateClientRequest] as never);
    }
    for (const [column, field] of Object.entries(PESOS_FIELDS)) {
      const pesos = input[field as keyof typeof PESOS_FIELDS];
      set(column as keyof repo.NewClient, pesos === undefined ? undefined : pesosToCentavos(pesos));
    }
    if (input.tiempoEstimado !== undefined) {
      const minutes = hhmmToMinutes(input.tiempoEstimado);
      if (minutes === null) throw badField('tiempoEstimado', 'Usá el formato hh:mm');
      v.tiempoEstimadoMin = minutes;
    }
    set('dvrPasswordPrincipalEnc', seal(input.dvr_password_principal));
    if (
      input.modalidad_auditoria_cliente !== undefined ||
      input.dias_auditoria !== undefined ||
      input.fecha_exacta !== undefined
    ) {
      const modalidad = input.modalidad_auditoria_cliente ?? current?.modalidad ?? 'manual';
      const { dias, fecha } = modalityOrThrow(
        'dias_auditoria',
        modalidad,
        input.dias_auditoria !== undefined ? input.dias_auditoria : current?.diasAuditoria,
        input.fecha_exacta !== undefined ? input.fecha_exacta : current?.fechaExacta,
      );
      v.modalidad = modalidad;
      v.diasAuditoria = dias;
      v.fechaExacta = fecha;
    }
    return v;
  }

  /** Files a client form wants attached, with whether the record already holds them. */
  function wantedFiles(
    input: UpdateClientRequest,
    current: repo.ClientRow | null,
    currentBranches: repo.BranchRow[],
  ) {
    const wanted: Array<{
      id: number;
      kind: 'contrato' | 'procedimiento';
      campo: string;
      alreadyOwned: boolean;
    }> = [];
    const ownFiles = [
      ['contratoArchivoId', 'contrato'],
      ['archivoProcedimientoId', 'procedimiento'],
    ] as const;
    for (const [campo, kind] of ownFiles) {
      const id = input[campo];
      if (id) wanted.push({ id, kind, campo, alreadyOwned: current?.[campo] === id });
    }
    (input.branches ?? []).forEach((b, i) => {
      if (!b.archivoProcedimientoId) return;
      const owned = currentBranches.some((cb) => cb.archivoProcedimientoId === b.archivoProcedimientoId);
      wanted.push({
        id: b.archivoProcedimientoId,
        kind: 'procedimiento',
        campo: `branches.${i}.archivoProcedimientoId`,
        alreadyOwned: owned,
      });
    });
    return wanted;
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

  /** Edits by client-company users are not allowed: their company data is the admin's. */
  function assertStaff(auth: AuthContext) {
    if (auth.scope.kind !== 'all') throw forbidden();
  }

  return {
    list,
    forAudits,
    get,
    create,
    update,
    remove,
    createChild,
    listBranchesOf,
    createBranch,
    updateBranch,
    removeBranch,
    fileFor,
    assertStaff,
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
