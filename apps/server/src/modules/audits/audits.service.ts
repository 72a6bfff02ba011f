import { type QueueScope, queueScope, takeBlockedReason, WHOLE_QUEUE } from '@auditorias/domain/audits/queue';
import {
  AUDIT_STATES,
  type AuditState,
  FINISHED_STATES,
  normaliseState,
} from '@auditorias/domain/audits/states';
import { workedSeconds } from '@auditorias/domain/audits/timer';
import { type AuditAction, type AuditFacts, transition } from '@auditorias/domain/audits/transitions';
import { auditListScope, mayViewAudit, statesWithin } from '@auditorias/domain/audits/visibility';
import { mayUseQueue, mayViewCompany } from '@auditorias/domain/auth/access';
import { isClientRole } from '@auditorias/domain/auth/roles';
import { effectiveBranch } from '@auditorias/domain/clients/branch-rules';
import { operatorMayWorkFor } from '@auditorias/domain/clients/operator-access';
import { argentineDay } from '@auditorias/domain/format/locale';
import { pesosToCentavos } from '@auditorias/domain/money';
import {
  type Audit,
  type AuditForm,
  type CompleteRequest,
  type DraftRequest,
  pauseReasonProblem,
} from '@auditorias/domain/schemas/audits';
import { CURSOR_INVALID, decodeCursor, type KeysetPosition, pageOf } from '@auditorias/domain/schemas/lists';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from '../auth/auth.service';
import { branchOwn, clientDefaults } from '../clients/clients.mapper';
import { findBranch, findClient } from '../clients/clients.repo';
import type { ConfigService } from '../config/config.service';
import type { FileInfo, FilesService } from '../files/files.service';
import type { OperatorPermissionsService } from '../operator-permissions/operator-permissions.service';
import { raiseTimeAlerts } from '../time-alerts/time-alerts.service';
import { findUserById } from '../users/users.repo';
import { type AuditMapContext, toAudit } from './audits.mapper';
import * as repo from './audits.repo';
import { EMPTY_WORKSHEET, eventsForApi, imageIdsOf, worksheetToStore } from './worksheet';

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

const IMAGE_MAX_BYTES = 1024 * 1024;

function facts(a: repo.AuditRow): AuditFacts {
  return {
    estado: a.estado,
    operadorId: a.operadorId,
    asignadoPor: a.asignadoPor,
    enTransito: a.enTransito,
    fechaInicio: a.fechaInicio,
  };
}

function check(auth: AuthContext, action: AuditAction, audit: repo.AuditRow): AuditState {
  const verdict = transition(action, { id: auth.user.id, role: auth.user.role }, facts(audit));
  if (!verdict.ok) throw verdict.code === 'role' ? forbidden(verdict.problema) : conflict(verdict.problema);
  return verdict.to;
}

export interface UploadedFile {
  fileName: string;
  content: Buffer;
}

export function createAuditsService(deps: {
  db: Db;
  files: FilesService;
  config: ConfigService;
  permissions: OperatorPermissionsService;
}) {
  const { db, files, config, permissions } = deps;

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

  async function present(auth: AuthContext, rows: repo.AuditListRow[]): Promise<Audit[]> {
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

  /** Runs `work` on a locked audit inside a transaction. */
  async function withLockedAudit<T>(
    id: number,
    work: (tx: DbOrTx, audit: repo.AuditRow) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const audit = await repo.lockAudit(tx, id);
      if (!audit) throw notFound(AUDIT_MSG.notFound);
      return work(tx, audit);
    });
  }

  // ---- lists ----

  function parseStates(raw: string | undefined): AuditState[] | undefined {
    if (!raw) return undefined;
    const states = raw
      .split(',')
      .map((s) => normaliseState(s.trim()))
      .filter((s): s is AuditState => s !== null);
    if (states.length === 0) throw badRequest(`Estado inválido. Estados: ${AUDIT_STATES.join(', ')}`);
    return states;
  }

  /** A keyset position from the list's cursor (400 when it is not one of ours). */
  function afterOf(cursor: string | undefined): KeysetPosition | undefined {
    if (!cursor) return undefined;
    const position = decodeCursor(cursor);
    if (!position) throw badRequest(CURSOR_INVALID, [{ campo: 'cursor', mensaje: CURSOR_INVALID }]);
    return position;
  }

  /** One page of a list filter, newest first, with the cursor of the next page. */
  async function pageFor(
    auth: AuthContext,
    filter: repo.AuditFilter,
    page: { limit: number; cursor?: string },
  ) {
    const rows = await repo.listAudits(db, filter, page.limit + 1, afterOf(page.cursor));
    const { page: pageRows, paginacion } = pageOf(rows, page.limit, (r) => ({
      at: r.cursorAt,
      id: r.audit.id,
    }));
    // The filter already is the visibility rule (auditListScope); the check below only guards it.
    return {
      auditorias: await present(
        auth,
        pageRows.filter((r) => mayViewAudit(auth.viewer, r.audit)),
      ),
      paginacion,
    };
  }

  /** The list filter of what this user may see, narrowed by the query (domain `auditListScope`). */
  function visibleFilter(
    auth: AuthContext,
    query: { estado?: string; supervisor?: string; search?: string; clienteId?: number },
  ): repo.AuditFilter {
    const scope = auditListScope(auth.viewer);
    const filter: repo.AuditFilter = {
      estados: statesWithin(parseStates(query.estado), scope),
      excludeEstados: scope.hiddenStates,
      search: query.search,
    };
    if (scope.clientIds) filter.clientIds = scope.clientIds;
    if (scope.operadorId !== null) filter.operadorId = scope.operadorId;
    if (query.clienteId) {
      if (!mayViewCompany(auth.viewer, query.clienteId)) throw notFound('Cliente no encontrado');
      filter.clientIds = [query.clienteId];
    }
    if (auth.user.role === 'supervisor' && query.supervisor === 'true') filter.supervisorId = auth.user.id;
    return filter;
  }

  async function list(
    auth: AuthContext,
    query: {
      available?: string;
      estado?: string;
      supervisor?: string;
      search?: string;
      clienteId?: number;
      limit: number;
      cursor?: string;
    },
  ) {
    const role = auth.user.role;
    if ((role === 'operador' || role === 'supervisor') && query.available === 'true') {
      const next = await nextFor(auth);
      return {
        auditorias: next ? await present(auth, [next]) : [],
        paginacion: { siguiente: null, limite: 1 },
      };
    }
    return pageFor(auth, visibleFilter(auth, query), query);
  }

  /**
   * How many audits the user may see are in each state, from maintained counters: everybody's for staff, its own
   * for an operator, its companies' for a client (without the states hidden from it).
   */
  async function counts(auth: AuthContext, query: { clienteId?: number }) {
    const filter = visibleFilter(auth, query);
    const rows =
      filter.operadorId !== undefined
        ? await repo.scopeCounts(db, 'o', [filter.operadorId])
        : filter.clientIds
          ? await repo.scopeCounts(db, 'c', filter.clientIds)
          : await repo.allStateCounts(db);
    const shown = (e: AuditState) =>
      !filter.excludeEstados?.includes(e) && (filter.estados === undefined || filter.estados.includes(e));
    const conteo = Object.fromEntries(AUDIT_STATES.map((e) => [e, 0])) as Record<AuditState, number>;
    for (const r of rows) if (shown(r.estado)) conteo[r.estado] = r.n;
    return { conteo, total: Object.values(conteo).reduce((a, b) => a + b, 0) };
  }

  async function get(auth: AuthContext, id: number) {
    await loadVisible(auth, id);
    return presentOne(auth, id);
  }

  async function historial(auth: AuthContext, page: { limit: number; cursor?: string }) {
    return pageFor(auth, { operadorId: auth.user.id, estados: FINISHED_STATES }, page);
  }

  async function timelineOf(auth: AuthContext, id: number) {
    await loadVisible(auth, id);
    if (isClientRole(auth.user.role)) throw forbidden();
    const rows = await repo.listTimeline(db, id);
    return rows.map((r) => ({
      id: r.entry.id,
      at: r.entry.at.toISOString(),
      actor: r.entry.actorId ? { id: r.entry.actorId, name: r.actorName ?? '' } : null,
      action: r.entry.action,
      de: r.entry.fromEstado,
      a: r.entry.toEstado,
      nota: r.entry.note,
    }));
  }

  // ---- the queue ----

  /** The part of the queue this user takes from: supervisors any waiting audit; operators `queueScope`. */
  async function queueOf(auth: AuthContext, tx: DbOrTx): Promise<QueueScope> {
    if (!mayUseQueue(auth.user.role)) throw forbidden();
    if (auth.user.role === 'supervisor') return WHOLE_QUEUE;
    return queueScope(await permissions.accessOf(auth.user.id, tx));
  }

  /** The one audit offered to this operator now: the oldest waiting one it may work on. */
  async function nextFor(auth: AuthContext, tx: DbOrTx = db): Promise<repo.AuditListRow | null> {
    const id = await repo.oldestWaiting(tx, await queueOf(auth, tx));
    return id === null ? null : repo.findAuditRow(tx, id);
  }

  /** The queue for an operator or a supervisor (refused to everyone else), with the counts of its panel. */
  async function nextAvailable(auth: AuthContext) {
    const part = await queueOf(auth, db);
    const [id, counts, disponibles] = await Promise.all([
      repo.oldestWaiting(db, part),
      repo.operatorCounts(db, auth.user.id),
      repo.countWaiting(db, part),
    ]);
    const next = id === null ? null : await repo.findAuditRow(db, id);
    const motivo = takeBlockedReason(auth.user.role, counts);
    return {
      data: next ? ((await present(auth, [next]))[0] ?? null) : null,
      puedeTomar: motivo === null && next !== null,
      motivo,
      conteo: { ...counts, disponibles },
    };
  }

  /**
   * Takes the next audit. Safe under a race: the operator's own takes are serialised by an advisory lock, and
   * the update only succeeds while the audit is still waiting and unassigned, so exactly one taker wins.
   */
  async function take(auth: AuthContext, id: number) {
    const role = auth.user.role;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${771_000}, ${auth.user.id})`);
      const motivo = takeBlockedReason(role, await repo.operatorCounts(tx, auth.user.id));
      if (motivo) throw conflict(motivo);
      const audit = await repo.lockAudit(tx, id);
      if (!audit) throw notFound(AUDIT_MSG.notFound);
      if (audit.operadorId !== null || !['solicitud', 'pendiente'].includes(audit.estado))
        throw conflict(AUDIT_MSG.alreadyTaken);
      const to = check(auth, 'take', audit);
      if (role === 'operador') {
        const next = await nextFor(auth, tx);
        if (next?.audit.id !== id) throw conflict(next ? AUDIT_MSG.notNext : AUDIT_MSG.nothingAvailable);
      }
      const now = new Date();
      const changed = await repo.updateAuditIf(
        tx,
        id,
        ['solicitud', 'pendiente'],
        { estado: to, operadorId: auth.user.id, asignadoPor: auth.user.id, fechaAsignacion: now },
        { requireUnassigned: true },
      );
      if (!changed) throw conflict(AUDIT_MSG.alreadyTaken);
      await timeline(tx, auth, id, 'tomada', audit.estado, to);
    });
    return presentOne(auth, id);
  }

  /** An operator never receives an audit of a company it may not work for (assigned elsewhere, or blocked). */
  async function assertMayWorkFor(tx: DbOrTx, operator: { id: number; role: string }, clientId: number) {
    if (operator.role !== 'operador') return;
    if (!operatorMayWorkFor(await permissions.accessOf(operator.id, tx), clientId))
      throw conflict(AUDIT_MSG.operatorMayNotWork);
  }

  async function assign(auth: AuthContext, id: number, operadorId: number) {
    const operator = await findUserById(db, operadorId);
    if (!operator?.isActive || (operator.role !== 'operador' && operator.role !== 'supervisor')) {
      throw badRequest(AUDIT_MSG.notOperator, [{ campo: 'operadorId', mensaje: AUDIT_MSG.notOperator }]);
    }
    await withLockedAudit(id, async (tx, audit) => {
      const to = check(auth, 'assign', audit);
      await assertMayWorkFor(tx, operator, audit.clientId);
      await repo.updateAuditIf(tx, id, [audit.estado], {
        estado: to,
        operadorId,
        asignadoPor: auth.user.id,
        fechaAsignacion: new Date(),
        enTransito: true,
      });
      await timeline(tx, auth, id, 'asignada', audit.estado, to, `Asignada a ${operator.name}`);
    });
    return presentOne(auth, id);
  }

  // ---- working ----

  async function assertNoOtherInProgress(tx: DbOrTx, auth: AuthContext, exceptId: number) {
    const mine = await repo.listAudits(tx, { operadorId: auth.user.id, estados: ['en_proceso'] }, 5);
    if (mine.some((r) => r.audit.id !== exceptId)) throw conflict(AUDIT_MSG.otherInProgress);
  }

  async function beginWork(
    tx: DbOrTx,
    auth: AuthContext,
    audit: repo.AuditRow,
    to: AuditState,
    action: string,
  ) {
    const now = new Date();
    await repo.updateAuditIf(tx, audit.id, [audit.estado], {
      estado: to,
      fechaInicio: audit.fechaInicio ?? now,
      fechaPausa: null,
      razonPausa: null,
    });
    await repo.closeWorkPeriods(tx, audit.id, now);
    await repo.openWorkPeriod(tx, audit.id, auth.user.id, now);
    await timeline(tx, auth, audit.id, action, audit.estado, to);
  }

  async function start(auth: AuthContext, id: number) {
    await withLockedAudit(id, async (tx, audit) => {
      const to = check(auth, 'start', audit);
      await assertNoOtherInProgress(tx, auth, id);
      await beginWork(tx, auth, audit, to, 'iniciada');
    });
    return presentOne(auth, id);
  }

  async function resume(auth: AuthContext, id: number) {
    await withLockedAudit(id, async (tx, audit) => {
      const to = check(auth, 'resume', audit);
      await assertNoOtherInProgress(tx, auth, id);
      await beginWork(tx, auth, audit, to, 'reanudada');
    });
    return presentOne(auth, id);
  }

  /** Takes an audit someone else assigned: the operator's current audit in progress is paused first. */
  async function takeAssigned(auth: AuthContext, id: number) {
    await db.transaction(async (tx) => {
      const audit = await repo.lockAudit(tx, id);
      if (!audit) throw notFound(AUDIT_MSG.notFound);
      const to = check(auth, 'take_assigned', audit);
      const current = await repo.listAudits(tx, { operadorId: auth.user.id, estados: ['en_proceso'] }, 5);
      const now = new Date();
      for (const row of current) {
        if (row.audit.id === id) continue;
        await repo.updateAuditIf(tx, row.audit.id, ['en_proceso'], {
          estado: 'pausada',
          fechaPausa: now,
          razonPausa: AUDIT_MSG.autoPaused,
        });
        await repo.closeWorkPeriods(tx, row.audit.id, now);
        await timeline(tx, auth, row.audit.id, 'pausada', 'en_proceso', 'pausada', AUDIT_MSG.autoPaused);
      }
      await beginWork(tx, auth, audit, to, 'tomada_asignada');
    });
    return presentOne(auth, id);
  }

  async function knownImages(tx: DbOrTx, auditId: number, sheet: DraftRequest) {
    const wanted = sheet.eventos.flatMap((e) => e.imagenes.map((i) => i.id));
    const rows = await repo.imagesOf(tx, auditId, wanted);
    return new Set(rows.map((r) => r.id));
  }

  /** Saves the worksheet as it is (the operator's draft), without changing the state. */
  async function saveDraft(auth: AuthContext, id: number, draft: DraftRequest) {
    const at = new Date();
    await withLockedAudit(id, async (tx, audit) => {
      check(auth, 'save_draft', audit);
      const hoja = worksheetToStore(draft, await knownImages(tx, id, draft));
      await repo.updateAuditIf(tx, id, [audit.estado], { hoja, hojaGuardadaEn: at });
    });
    return at.toISOString();
  }

  /** Completes (estado terminada) or pauses (estado pausada, reason required), saving the worksheet. */
  async function complete(auth: AuthContext, id: number, body: CompleteRequest) {
    const pausing = body.estado === 'pausada';
    if (pausing && !body.razonPausa?.trim())
      throw badRequest(pauseReasonProblem, [{ campo: 'razonPausa', mensaje: pauseReasonProblem }]);
    await withLockedAudit(id, async (tx, audit) => {
      const to = check(auth, pausing ? 'pause' : 'complete', audit);
      const hoja = worksheetToStore(body, await knownImages(tx, id, body));
      const now = new Date();
      await repo.updateAuditIf(tx, id, [audit.estado], {
        estado: to,
        hoja,
        hojaGuardadaEn: now,
        ...(pausing
          ? { fechaPausa: now, razonPausa: body.razonPausa?.trim() ?? null }
          : { fechaTerminacion: now, requiereRevision: false }),
      });
      await repo.closeWorkPeriods(tx, id, now);
      // Finished far from its estimate: a time alert for admins and supervisors (once per audit and kind).
      if (!pausing)
        await raiseTimeAlerts(tx, {
          auditId: id,
          estimatedHours: audit.horasEstimadas,
          userId: auth.user.id,
          at: now,
        });
      await timeline(
        tx,
        auth,
        id,
        pausing ? 'pausada' : 'terminada',
        audit.estado,
        to,
        pausing ? (body.razonPausa?.trim() ?? null) : null,
      );
    });
    return presentOne(auth, id);
  }

  /** A pasted image (JPEG or PNG made by the worksheet), stored for the audit; events reference it by id. */
  async function uploadImage(auth: AuthContext, id: number, dataUrl: string, name: string) {
    const base64 = dataUrl.replace(/^data:image\/[a-z]+;base64,/, '');
    const content = Buffer.from(base64, 'base64');
    const type = await fileTypeFromBuffer(content);
    if (!type || !['jpg', 'png'].includes(type.ext) || content.length > IMAGE_MAX_BYTES) {
      throw badRequest(AUDIT_MSG.badImage, [{ campo: 'data', mensaje: AUDIT_MSG.badImage }]);
    }
    return withLockedAudit(id, async (tx, audit) => {
      // Supervisors and admins paste images while reviewing; operators while working on their own audit.
      const reviewing =
        ['admin', 'supervisor'].includes(auth.user.role) &&
        ['terminada', 'guardado_supervisor'].includes(audit.estado);
      if (!reviewing) check(auth, 'save_draft', audit);
      return repo.insertImage(tx, {
        auditId: id,
        data: content,
        mime: type.mime,
        name,
        size: content.length,
        createdBy: auth.user.id,
      });
    });
  }

  /** The worksheet of an audit: for its operator, and for admins and supervisors. */
  async function template(auth: AuthContext, id: number) {
    const row = await loadVisible(auth, id);
    const a = row.audit;
    if (auth.user.role === 'operador' && a.operadorId !== auth.user.id) throw notFound(AUDIT_MSG.notFound);
    if (!['admin', 'supervisor', 'operador'].includes(auth.user.role)) throw forbidden();
    const sheet = a.hoja ?? EMPTY_WORKSHEET;
    const images = await repo.imagesOf(db, id, imageIdsOf(sheet));
    const auditoria = await presentOne(auth, id);
    const periods = await repo.workPeriods(db, [id]);
    const effective = row.branch
      ? effectiveBranch(clientDefaults(row.client), branchOwn(row.branch)).efectivo
      : null;
    return {
      auditoria,
      eventos: eventsForApi(sheet, new Map(images.map((i) => [i.id, i]))),
      observacionesFinales: sheet.observacionesFinales,
      sucursalDetails: sheet.sucursalDetails,
      canalesVision: sheet.canalesVision,
      archivosAdjuntos: auditoria.archivosAdjuntos.map((f) => ({
        ...f,
        name: f.nombreOriginal,
        size: f.tamaño,
        type: f.tipoMime,
      })),
      tiempoTrabajadoSegundos: workedSeconds(periods, new Date()),
      borradorGuardadoEn: a.hojaGuardadaEn ? a.hojaGuardadaEn.toISOString() : null,
      instrucciones: effective?.instrucciones ?? row.client.instruccionesOperador,
    };
  }

  async function attachment(auth: AuthContext, id: number, fileName: string) {
    await loadVisible(auth, id);
    const found = (await repo.listAttachments(db, [id])).find(
      (a) =>
        a.file.storageKey === fileName ||
        a.file.nombreOriginal === fileName ||
        String(a.file.id) === fileName,
    );
    if (!found || !(await files.storage.exists(found.file.storageKey)))
      throw notFound('Archivo no encontrado');
    return found.file;
  }

  // ---- ordering ----

  /** Attachments are checked and stored before the transaction; the transaction attaches them. */
  async function storeUploads(auth: AuthContext, uploads: UploadedFile[]): Promise<FileInfo[]> {
    const infos: FileInfo[] = [];
    for (const up of uploads) infos.push(await files.upload(auth, 'adjunto', up.fileName, up.content));
    return infos;
  }

  /**
   * Creates an audit. A client's order starts as 'solicitud', in transit unless its branch is scheduled by
   * weekdays or a date (then it waits in the management queue); staff create 'pendiente' audits; a scheduled
   * audit ('programada', admin) waits in the queue until enabled.
   */
  async function create(auth: AuthContext, form: AuditForm, uploads: UploadedFile[]) {
    const role = auth.user.role;
    if ((form.tiempoEstimadoHoras !== undefined || form.costo !== undefined) && role !== 'admin')
      throw forbidden(AUDIT_MSG.adminOnlyFields);
    const client = await findClient(db, form.clienteId);
    if (!client || !mayViewCompany(auth.viewer, client.id))
      throw badRequest(AUDIT_MSG.branchRequired, [{ campo: 'clienteId', mensaje: 'Cliente no encontrado' }]);
    if (!client.activo) throw badRequest(AUDIT_MSG.clientInactive);
    const branch = form.branchId ? await findBranch(db, client.id, form.branchId) : null;
    if (form.branchId && !branch)
      throw badRequest(AUDIT_MSG.branchRequired, [{ campo: 'branchId', mensaje: 'Sucursal no encontrada' }]);
    const sucursal = branch?.nombre ?? form.sucursal ?? null;
    if (!sucursal)
      throw badRequest(AUDIT_MSG.branchRequired, [{ campo: 'sucursal', mensaje: AUDIT_MSG.branchRequired }]);

    const programada = form.origenCarga === 'programada';
    if (programada && role !== 'admin') throw forbidden();
    const origen = isClientRole(role) ? 'cliente' : programada ? 'programada' : 'normal';
    const effective = branch ? effectiveBranch(clientDefaults(client), branchOwn(branch)).efectivo : null;
    const scheduledBranch = origen === 'cliente' && (effective?.modalidad ?? client.modalidad) !== 'manual';
    const estado: AuditState = origen === 'cliente' ? 'solicitud' : 'pendiente';
    const enTransito = !(programada || scheduledBranch);

    const infos = await storeUploads(auth, uploads);
    const created = await db.transaction(async (tx) => {
      await files.attach(
        tx,
        auth,
        infos.map((f) => ({ id: f.id, kind: 'adjunto' as const, campo: 'files', alreadyOwned: false })),
      );
      const audit = await repo.insertAudit(tx, {
        titulo: form.titulo,
        descripcion: form.descripcion ?? null,
        notas: form.notas ?? null,
        observacionesIniciales: form.observaciones ?? null,
        estado,
        prioridad: form.prioridad,
        origen,
        enTransito,
        clientId: client.id,
        branchId: branch?.id ?? null,
        sucursal,
        direccion: branch?.direccion ?? form.direccion ?? client.direccion,
        fechaSolicitada: form.fechaSolicitada ?? argentineDay(),
        fechaProgramada: form.fechaProgramada ?? null,
        horasEstimadas: form.tiempoEstimadoHoras ?? (effective ? effective.tiempoEstimadoMin / 60 : 2),
        costoEstimado: form.costo === undefined ? null : pesosToCentavos(form.costo),
        creadoPor: auth.user.id,
      });
      await repo.addAttachments(
        tx,
        audit.id,
        infos.map((f) => f.id),
      );
      await timeline(tx, auth, audit.id, 'creada', null, estado, enTransito ? null : 'En la cola de gestión');
      return audit;
    });
    return presentOne(auth, created.id);
  }

  /** Edits an order: a client while nobody took it; admins and supervisors until it is delivered. */
  async function update(auth: AuthContext, id: number, form: Partial<AuditForm>, uploads: UploadedFile[]) {
    const row = await loadVisible(auth, id);
    const role = auth.user.role;
    if ((form.tiempoEstimadoHoras !== undefined || form.costo !== undefined) && role !== 'admin')
      throw forbidden(AUDIT_MSG.adminOnlyFields);
    if (isClientRole(role)) check(auth, 'client_edit', row.audit);
    else if (!['admin', 'supervisor'].includes(role)) throw forbidden();
    else if (['entregada', 'facturada'].includes(row.audit.estado))
      throw conflict('La auditoría ya fue entregada');
    const branch = form.branchId ? await findBranch(db, row.audit.clientId, form.branchId) : undefined;
    if (form.branchId && !branch)
      throw badRequest('Sucursal no encontrada', [{ campo: 'branchId', mensaje: 'Sucursal no encontrada' }]);
    const infos = await storeUploads(auth, uploads);
    await withLockedAudit(id, async (tx, audit) => {
      await files.attach(
        tx,
        auth,
        infos.map((f) => ({ id: f.id, kind: 'adjunto' as const, campo: 'files', alreadyOwned: false })),
      );
      await repo.updateAuditIf(tx, id, [audit.estado], {
        ...(form.titulo !== undefined ? { titulo: form.titulo } : {}),
        ...(form.descripcion !== undefined ? { descripcion: form.descripcion } : {}),
        ...(form.notas !== undefined ? { notas: form.notas } : {}),
        ...(form.observaciones !== undefined ? { observacionesIniciales: form.observaciones } : {}),
        ...(form.fechaSolicitada !== undefined ? { fechaSolicitada: form.fechaSolicitada } : {}),
        ...(form.prioridad !== undefined ? { prioridad: form.prioridad } : {}),
        ...(branch ? { branchId: branch.id, sucursal: branch.nombre, direccion: branch.direccion } : {}),
        ...(form.tiempoEstimadoHoras !== undefined ? { horasEstimadas: form.tiempoEstimadoHoras } : {}),
        ...(form.costo !== undefined ? { costoEstimado: pesosToCentavos(form.costo) } : {}),
      });
      await repo.addAttachments(
        tx,
        id,
        infos.map((f) => f.id),
      );
      await timeline(tx, auth, id, 'editada', audit.estado, audit.estado);
    });
    return presentOne(auth, id);
  }

  /** A client deletes its own order while nobody took it (the admin's deletions are another call). */
  async function removeOrder(auth: AuthContext, id: number) {
    await loadVisible(auth, id);
    await withLockedAudit(id, async (tx, audit) => {
      check(auth, 'client_delete', audit);
      await repo.softDeleteAudit(tx, id, new Date());
      await timeline(tx, auth, id, 'eliminada', audit.estado, null, 'Pedido eliminado por el cliente');
    });
  }

  return {
    /** Shared steps for the review and management services. */
    core: {
      withLockedAudit,
      check: check,
      timeline,
      present,
      presentOne,
      pageFor,
      loadVisible,
      storeUploads,
      knownImages,
    },
    list,
    counts,
    get,
    historial,
    timelineOf,
    nextAvailable,
    take,
    assign,
    assertMayWorkFor,
    start,
    resume,
    takeAssigned,
    saveDraft,
    complete,
    uploadImage,
    template,
    attachment,
    create,
    update,
    removeOrder,
  };
}

export type AuditsService = ReturnType<typeof createAuditsService>;
