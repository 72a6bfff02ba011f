import type { AuditState } from '@auditorias/domain/audits/states';
import { workedSeconds } from '@auditorias/domain/audits/timer';
import { isFinished, PRIORITY_RANK } from '@auditorias/domain/audits/tracking-order';
import { type AuditAction, type AuditFacts, transition } from '@auditorias/domain/audits/transitions';
import { mayViewAudit } from '@auditorias/domain/audits/visibility';
import { operatorMayWorkFor } from '@auditorias/domain/clients/operator-access';
import type { Audit, DraftRequest } from '@auditorias/domain/schemas/audits';
import {
  CURSOR_INVALID,
  decodeCursor,
  encodeCursor,
  type PageInfo,
  pageOf,
} from '@auditorias/domain/schemas/lists';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badField, conflict, forbidden, notFound } from '../../lib/errors';
import { afterOf, decodeKeyCursor, encodeKeyCursor, isRowId } from '../../lib/keyset';
import type { ConfigService } from '../config/config.service';
import type { FileInfo, FilesService } from '../files/files.service';
import type { OperatorPermissionsService } from '../operator-permissions/operator-permissions.service';
import { findUserById } from '../users/public';
import { type AuditMapContext, toAudit } from './audits.mapper';
import * as repo from './audits.repo';

/**
 * The steps every audit use case shares (present, lock, check a transition, write the timeline, page a list),
 * and the audit messages. The use cases are `audit-*.service.ts`, put together by `audits.service.ts` and
 * `audit-review.service.ts`.
 */
export const AUDIT_MSG = {
  notFound: 'Auditoría no encontrada',
  created: '✅ Auditoría creada exitosamente',
  updated: '✅ Auditoría actualizada exitosamente',
  deleted: 'Auditoría eliminada',
  alreadyTaken: 'La auditoría ya fue tomada por otro operador. Actualizá la lista.',
  notNext: 'Solo podés tomar la próxima auditoría disponible de la cola',
  nothingAvailable: 'No hay auditorías disponibles para vos en este momento',
  taken: 'Auditoría tomada',
  assigned: 'Auditoría asignada',
  started: 'Auditoría iniciada',
  resumed: 'Auditoría reanudada',
  paused: 'Auditoría pausada',
  completed: 'Auditoría completada',
  draftSaved: 'Borrador guardado',
  otherInProgress: 'Pausá o terminá la auditoría en proceso antes de iniciar otra',
  adminOnlyFields: 'Solo un administrador define las horas estimadas y el costo',
  notOperator: 'El usuario elegido no es un operador ni un supervisor activo',
  operatorMayNotWork:
    'El operador elegido no puede trabajar para este cliente (está asignado a otros clientes o bloqueado)',
  branchRequired: 'Cliente, título y sucursal son obligatorios',
  clientInactive: 'El cliente está inactivo',
  autoPaused: 'Pausada automáticamente para tomar una auditoría asignada',
  badImage: 'La imagen debe ser JPEG o PNG de hasta 1 MB',
} as const;

export interface UploadedFile {
  fileName: string;
  content: Buffer;
}

/** What the audit use cases need from the rest of the server. */
export interface AuditDeps {
  db: Db;
  files: FilesService;
  config: ConfigService;
  permissions: OperatorPermissionsService;
}

/** The tracking list's cursor: the sort key of a page's last row (`repo.TrackingPosition`). */
function trackingPositionOf(r: repo.AuditItemRow): repo.TrackingPosition {
  return {
    unfinished: !isFinished(r.audit.estado),
    at: r.cursorAt,
    rank: PRIORITY_RANK[r.audit.prioridad],
    id: r.audit.id,
  };
}

function trackingPage(rows: repo.AuditItemRow[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const position = rows.length > limit && last ? trackingPositionOf(last) : null;
  const siguiente = position
    ? encodeKeyCursor([position.unfinished ? 1 : 0, position.at, position.rank, position.id])
    : null;
  return { page, paginacion: { siguiente, limite: limit } satisfies PageInfo };
}

/** The position a tracking cursor names (none without a cursor; 400 when it is not one of ours). */
function trackingAfter(cursor: string | undefined): repo.TrackingPosition | undefined {
  if (!cursor) return undefined;
  const [unfinished, at, rank, id] = decodeKeyCursor(cursor, 4) ?? [];
  const validAt = typeof at === 'string' && decodeCursor(encodeCursor({ at, id: 1 })) !== null;
  const validRank = typeof rank === 'number' && Object.values(PRIORITY_RANK).includes(rank);
  if ((unfinished !== 0 && unfinished !== 1) || !validAt || !validRank || !isRowId(id))
    throw badField('cursor', CURSOR_INVALID);
  return { unfinished: unfinished === 1, at, rank, id };
}

function facts(a: repo.AuditRow): AuditFacts {
  return {
    estado: a.estado,
    operadorId: a.operadorId,
    asignadoPor: a.asignadoPor,
    enTransito: a.enTransito,
    fechaInicio: a.fechaInicio,
  };
}

/** The state `action` leads to (domain transition table); 403 when the role may not, 409 when the state forbids it. */
export function check(auth: AuthContext, action: AuditAction, audit: repo.AuditRow): AuditState {
  const verdict = transition(action, { id: auth.user.id, role: auth.user.role }, facts(audit));
  if (!verdict.ok) throw verdict.code === 'role' ? forbidden(verdict.problema) : conflict(verdict.problema);
  return verdict.to;
}

export function createAuditCore(deps: AuditDeps) {
  const { db, files, config } = deps;

  async function mapContext(auth: AuthContext, ids: number[]): Promise<AuditMapContext> {
    const [attachments, periods, pricing] = await Promise.all([
      repo.listAttachments(db, ids),
      repo.workPeriods(db, ids),
      config.pricing(),
    ]);
    const now = new Date();
    const byAudit = new Map<number, Audit['archivosAdjuntos']>();
    for (const a of attachments) {
      byAudit.set(a.auditId, [
        ...(byAudit.get(a.auditId) ?? []),
        {
          id: a.file.id,
          nombreOriginal: a.file.nombreOriginal,
          nombreArchivo: a.file.storageKey,
          tamaño: a.file.tamaño,
          tipoMime: a.file.tipoMime,
        },
      ]);
    }
    const worked = new Map<number, number>();
    for (const id of ids)
      worked.set(
        id,
        workedSeconds(
          periods.filter((p) => p.auditId === id),
          now,
        ),
      );
    return {
      viewer: { id: auth.user.id, role: auth.user.role },
      pricing,
      attachments: byAudit,
      workedSeconds: worked,
      now,
    };
  }

  async function present(auth: AuthContext, rows: readonly repo.AuditItemRow[]): Promise<Audit[]> {
    const ctx = await mapContext(
      auth,
      rows.map((r) => r.audit.id),
    );
    return rows.map((r) => toAudit(ctx, r));
  }

  async function presentOne(auth: AuthContext, id: number): Promise<Audit> {
    const row = await repo.findAuditRow(db, id);
    if (!row) throw notFound(AUDIT_MSG.notFound);
    const [audit] = await present(auth, [row]);
    if (!audit) throw notFound(AUDIT_MSG.notFound);
    return audit;
  }

  /** Loads an audit the caller may see; otherwise 404, as if it did not exist. */
  async function loadVisible(auth: AuthContext, id: number): Promise<repo.AuditListRow> {
    const row = await repo.findAuditRow(db, id);
    if (!row || !mayViewAudit(auth.viewer, row.audit)) {
      throw notFound(AUDIT_MSG.notFound);
    }
    return row;
  }

  async function timeline(
    tx: DbOrTx,
    auth: AuthContext,
    auditId: number,
    action: string,
    from: AuditState | null,
    to: AuditState | null,
    note: string | null = null,
  ) {
    await repo.addTimeline(tx, {
      auditId,
      actorId: auth.user.id,
      impersonatorId: auth.impersonatorId,
      action,
      fromEstado: from,
      toEstado: to,
      note,
    });
  }

  /**
   * An operator acting on an audit it does not hold learns nothing of it unless the audit's company is one it may
   * work for (then the transition says 'ya fue tomada' or 'asignada a otra persona'): 404 otherwise. Read from the
   * database, like the queue, not from the session's cached access.
   */
  async function assertKnownTo(tx: DbOrTx, auth: AuthContext, audit: repo.AuditRow) {
    if (auth.user.role !== 'operador' || audit.operadorId === auth.user.id) return;
    if (!operatorMayWorkFor(await deps.permissions.accessOf(auth.user.id, tx), audit.clientId))
      throw notFound(AUDIT_MSG.notFound);
  }

  /** Runs `work` on a locked audit inside a transaction; with `actor`, 404 when the actor may not know of it. */
  async function withLockedAudit<T>(
    id: number,
    work: (tx: DbOrTx, audit: repo.AuditRow) => Promise<T>,
    actor?: AuthContext,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const audit = await repo.lockAudit(tx, id);
      if (!audit) throw notFound(AUDIT_MSG.notFound);
      if (actor) await assertKnownTo(tx, actor, audit);
      return work(tx, audit);
    });
  }

  /**
   * One page of a list filter, newest first (or in the tracking list's order), with the cursor of the next page.
   */
  async function pageFor(
    auth: AuthContext,
    filter: repo.AuditFilter,
    page: { limit: number; cursor?: string | undefined },
    order: 'recent' | 'tracking' = 'recent',
  ) {
    const { page: pageRows, paginacion } =
      order === 'tracking'
        ? trackingPage(
            await repo.listTrackingAudits(db, filter, page.limit + 1, trackingAfter(page.cursor)),
            page.limit,
          )
        : pageOf(
            await repo.listAudits(db, filter, page.limit + 1, afterOf(page.cursor)),
            page.limit,
            (r) => ({
              at: r.cursorAt,
              id: r.audit.id,
            }),
          );
    // The filter already is the visibility rule (auditListScope); the check below only guards it.
    return {
      auditorias: await present(
        auth,
        pageRows.filter((r) => mayViewAudit(auth.viewer, r.audit)),
      ),
      paginacion,
    };
  }

  /**
   * Attachments are checked (all of them, before any is stored: one refused file leaves none behind) and stored
   * before the transaction; the transaction attaches them.
   */
  async function storeUploads(auth: AuthContext, uploads: UploadedFile[]): Promise<FileInfo[]> {
    return files.uploadAll(auth, 'adjunto', uploads);
  }

  /** The ids of the worksheet's images that belong to the audit (others are dropped when saving). */
  async function knownImages(tx: DbOrTx, auditId: number, sheet: DraftRequest) {
    const wanted = sheet.eventos.flatMap((e) => e.imagenes.map((i) => i.id));
    const rows = await repo.imagesOf(tx, auditId, wanted);
    return new Set(rows.map((r) => r.id));
  }

  /** The user an audit is given to: an active operator or supervisor (400 otherwise). */
  async function assignableUser(operadorId: number) {
    const user = await findUserById(db, operadorId);
    if (!user?.isActive || (user.role !== 'operador' && user.role !== 'supervisor')) {
      throw badField('operadorId', AUDIT_MSG.notOperator);
    }
    return user;
  }

  /** `withLockedAudit` for an actor who must know of the audit (an operator's own work). */
  function withKnownAudit<T>(
    actor: AuthContext,
    id: number,
    work: (tx: DbOrTx, audit: repo.AuditRow) => Promise<T>,
  ): Promise<T> {
    return withLockedAudit(id, work, actor);
  }

  return {
    withLockedAudit,
    withKnownAudit,
    assertKnownTo,
    check,
    timeline,
    present,
    presentOne,
    pageFor,
    loadVisible,
    storeUploads,
    knownImages,
    assignableUser,
  };
}

export type AuditCore = ReturnType<typeof createAuditCore>;
