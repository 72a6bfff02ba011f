import {
  AUDIT_STATES,
  type AuditState,
  FINISHED_STATES,
  normaliseState,
} from '@auditorias/domain/audits/states';
import { workedSeconds } from '@auditorias/domain/audits/timer';
import { TRACKING_ORDER } from '@auditorias/domain/audits/tracking-order';
import { auditListScope, statesWithin } from '@auditorias/domain/audits/visibility';
import { mayViewCompany } from '@auditorias/domain/auth/access';
import { isClientRole } from '@auditorias/domain/auth/roles';
import { effectiveBranch } from '@auditorias/domain/clients/branch-rules';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { branchOwn, clientDefaults } from '../clients/public';
import { AUDIT_MSG, type AuditCore, type AuditDeps } from './audit-core';
import type { createAuditQueue } from './audit-queue.service';
import * as repo from './audits.repo';
import { EMPTY_WORKSHEET, eventsForApi, imageIdsOf } from './worksheet';

function parseStates(raw: string | undefined): AuditState[] | undefined {
  if (!raw) return undefined;
  const states = raw
    .split(',')
    .map((s) => normaliseState(s.trim()))
    .filter((s): s is AuditState => s !== null);
  if (states.length === 0) throw badRequest(`Estado inválido. Estados: ${AUDIT_STATES.join(', ')}`);
  return states;
}

/** Reading audits: the lists and counts, one audit, its timeline, its worksheet and its attachments. */
export function createAuditReads(
  deps: AuditDeps,
  core: AuditCore,
  queue: Pick<ReturnType<typeof createAuditQueue>, 'nextFor'>,
) {
  const { db, files } = deps;

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
      orden?: 'seguimiento';
      limit: number;
      cursor?: string;
    },
  ) {
    const role = auth.user.role;
    if ((role === 'operador' || role === 'supervisor') && query.available === 'true') {
      const next = await queue.nextFor(auth);
      return {
        auditorias: next ? await core.present(auth, [next]) : [],
        paginacion: { siguiente: null, limite: 1 },
      };
    }
    return core.pageFor(
      auth,
      visibleFilter(auth, query),
      query,
      query.orden === TRACKING_ORDER ? 'tracking' : 'recent',
    );
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
    await core.loadVisible(auth, id);
    return core.presentOne(auth, id);
  }

  async function historial(auth: AuthContext, page: { limit: number; cursor?: string }) {
    return core.pageFor(auth, { operadorId: auth.user.id, estados: FINISHED_STATES }, page);
  }

  async function timelineOf(auth: AuthContext, id: number) {
    await core.loadVisible(auth, id);
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

  /** The worksheet of an audit: for its operator, and for admins and supervisors. */
  async function template(auth: AuthContext, id: number) {
    const row = await core.loadVisible(auth, id);
    const a = row.audit;
    if (auth.user.role === 'operador' && a.operadorId !== auth.user.id) throw notFound(AUDIT_MSG.notFound);
    if (!['admin', 'supervisor', 'operador'].includes(auth.user.role)) throw forbidden();
    const sheet = a.hoja ?? EMPTY_WORKSHEET;
    const images = await repo.imagesOf(db, id, imageIdsOf(sheet));
    const auditoria = await core.presentOne(auth, id);
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
    await core.loadVisible(auth, id);
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

  return { list, counts, get, historial, timelineOf, template, attachment };
}
