import { FINISHED_STATES } from '@auditorias/domain/audits/states';
import { isClientRole, type Role } from '@auditorias/domain/auth/roles';
import type { SessionLimits } from '@auditorias/domain/auth/session-rules';
import { periodOrCurrent } from '@auditorias/domain/finance/periods';
import { MSG } from '@auditorias/domain/messages';
import { centavosToPesos } from '@auditorias/domain/money';
import { restDayNote, restDaysPaid } from '@auditorias/domain/salaries/rest-days';
import type {
  AuthorizeOvertimeRequest,
  DayStatsDto,
  EmployeeSummaryDto,
  EmployeeSummaryQuery,
  OvertimeAuthorizationDto,
  UserHoursDto,
} from '@auditorias/domain/schemas/staff';
import {
  mayAuthorizeOvertime,
  mayAuthorizeOvertimeOf,
  mayReadStaffControl,
  mayReadUserHours,
  STAFF_MSG,
} from '@auditorias/domain/staff/access';
import {
  addDays,
  classifyDay,
  classifyDays,
  type DayHours,
  dayOfInstant,
  dayRange,
  daysBetween,
  hoursOf,
  isStaffRole,
  minutesByDay,
  monthRange,
  overtimeMinutes,
  type SpeedIndicator,
  STAFF_TIME,
  sessionEnd,
  showWorkTimeWidget,
  speedIndicator,
  type WorkSession,
  workIntervals,
} from '@auditorias/domain/staff/hours';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { decodeKeyCursor, encodeKeyCursor, isRowId } from '../../lib/keyset';
import type { AuthContext } from '../auth/auth.service';
import { sqlRowsOf } from '../finance/sql';
import { figuresOf, readMonth, workSessionOf } from './staff.figures';
import * as repo from './staff.repo';

/**
 * Staff time control (spec: staff control centre, work-time widget, §7 "Staff time control"; docs/decisions.md:
 * "Control horario"). Hours come from the sign-in sessions, split by Argentine day (domain `staff/hours`); an
 * employee's completed audits are those delivered (entregada or facturada), on the Argentine day of delivery, the
 * day their pay is posted to the ledger.
 */

const pesos = (centavos: number) => centavosToPesos(centavos);

function authorizationDto(row: repo.AuthorizationRow): OvertimeAuthorizationDto {
  return {
    id: Number(row.id),
    fecha: row.fecha,
    horas: hoursOf(row.minutos),
    minutos: row.minutos,
    motivo: row.motivo,
    autorizadoPor:
      row.authorized_by === null ? null : { id: Number(row.authorized_by), name: row.autorizador ?? '' },
    createdAt: repo.toDate(row.created_at).toISOString(),
  };
}

/** The employee's own cursor of the employee list: the sort key of a page's last row. */
function encodeCursor(c: repo.EmployeeCursor): string {
  return encodeKeyCursor([c.logged ? 1 : 0, c.alertas, c.name, c.id]);
}

function decodeCursor(text: string): repo.EmployeeCursor {
  const [l, a, n, i] = decodeKeyCursor(text, 4) ?? [];
  if (
    (l === 0 || l === 1) &&
    Number.isSafeInteger(a) &&
    (a as number) >= 0 &&
    typeof n === 'string' &&
    n.length <= 500 &&
    isRowId(i)
  )
    return { logged: l === 1, alertas: a as number, name: n, id: i };
  throw badRequest(STAFF_MSG.cursorInvalid);
}

interface Target {
  id: number;
  name: string;
  role: Role;
  isActive: boolean;
}

/** One employee's sessions, read: the days worked and the live session. */
function sessionFacts(
  rows: readonly repo.SessionRow[],
  authorizedByDay: ReadonlyMap<string, number>,
  at: Date,
  limits: SessionLimits,
) {
  const sessions = rows.map(workSessionOf);
  const days = classifyDays(workIntervals(sessions, at, limits), authorizedByDay);
  let live: repo.SessionRow | null = null;
  rows.forEach((row, i) => {
    const s = sessions[i];
    if (!s || s.endedAt || !sessionEnd(s, at, limits).active) return;
    if (!live || repo.toDate(row.created_at) >= repo.toDate(live.created_at)) live = row;
  });
  return { sessions, days, live: live as repo.SessionRow | null };
}

/**
 * The speed indicator of an audit in the day detail: its final worked time against the estimate once the operator
 * finished it; while it is still in hand only 'lento' (already past one and a half times the estimate) is known.
 */
function indicatorOf(estado: string, worked: number, estimated: number): SpeedIndicator | null {
  const indicator = speedIndicator(worked, estimated);
  if ((FINISHED_STATES as readonly string[]).includes(estado)) return indicator;
  return indicator === 'lento' ? 'lento' : null;
}

function dayOrEmpty(
  days: ReadonlyMap<string, DayHours>,
  day: string,
  authorizedMinutes: number | null,
): DayHours {
  return days.get(day) ?? classifyDay(day, 0, authorizedMinutes);
}

export function createStaffService(deps: {
  db: Db;
  limits: SessionLimits;
  /** The present instant (tests may fix it). */
  clock?: () => Date;
  /** Called after sessions were closed (drops the cached sign-ins of this instance). */
  onSessionsClosed?: () => void;
}) {
  const { db, limits } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The user the call is about: 404 when missing; client-company users have no work hours. */
  async function employee(id: number): Promise<Target> {
    const row = await repo.findUser(db, id);
    if (!row) throw notFound(MSG.userNotFound);
    if (isClientRole(row.role)) throw badRequest(STAFF_MSG.notAnEmployee);
    return { id: Number(row.id), name: row.name, role: row.role, isActive: row.is_active };
  }

  function requireStaffReader(auth: AuthContext) {
    if (!mayReadStaffControl(auth.user)) throw forbidden();
  }

  /** Work-hours data of one user and day. */
  async function hoursOfDay(target: Target, day: string, at: Date): Promise<UserHoursDto> {
    const window = dayRange(day);
    const [sessions, authorizations, counts] = await Promise.all([
      repo.sessionsOf(db, [target.id], [window], at, limits),
      repo.liveAuthorizations(db, [target.id], { first: day, next: addDays(day, 1) }),
      repo.dailyCounts(db, target.id, window),
    ]);
    const authorization = authorizations[0] ?? null;
    const authorizedByDay = new Map(authorization ? [[day, authorization.minutos]] : []);
    const facts = sessionFacts(sessions, authorizedByDay, at, limits);
    const hours = dayOrEmpty(facts.days, day, authorization?.minutos ?? null);
    const live = facts.live;
    let loginTime: string | null = null;
    if (live) loginTime = repo.toDate(live.created_at).toISOString();
    else {
      const touching = facts.sessions
        .filter((s) => s.createdAt < window.end && sessionEnd(s, at, limits).end > window.start)
        .map((s) => s.createdAt.getTime());
      if (touching.length > 0) loginTime = new Date(Math.min(...touching)).toISOString();
    }
    const count = counts[0];
    return {
      fecha: day,
      usuario: { id: target.id, name: target.name, role: target.role },
      sesionActiva: live !== null,
      sessionId: live ? Number((live as repo.SessionRow).id) : null,
      loginTime,
      horasTrabajadas: hoursOf(hours.minutosTrabajados),
      horasRegulares: hoursOf(hours.minutosRegulares),
      horasExtra: hoursOf(hours.minutosExtra),
      horasExtraAprobadas: hoursOf(Math.min(hours.minutosExtra, hours.minutosAutorizados)),
      horasExtraSinAprobar: hoursOf(hours.minutosSinAutorizar),
      minutosTrabajados: hours.minutosTrabajados,
      auditoriasCompletadas: count?.hechas ?? 0,
      correcciones: count?.correcciones ?? 0,
      cercaDelLimite: hours.cercaDelLimite,
      excesivo: hours.excesivo,
      critico: hours.critico,
      necesitaAutorizacion: hours.necesitaAutorizacion,
      nivel: hours.nivel,
      mostrarWidget: showWorkTimeWidget(target.role, hours),
      autorizacion: authorization ? authorizationDto(authorization) : null,
    };
  }

  /** GET user-hours/{id}: the staff centre, and every user its own (the work-time widget). */
  async function userHours(auth: AuthContext, id: number, fecha: string | undefined): Promise<UserHoursDto> {
    if (!mayReadUserHours(auth.user, id)) throw forbidden();
    const target = await employee(id);
    const at = clock();
    return hoursOfDay(target, fecha ?? dayOfInstant(at.getTime()), at);
  }

  /**
   * What a month holds for some employees, in seven queries whatever their number: sessions (the month and today),
   * delivered audits, ledger commissions, salary records, live authorizations (the month and today), open time
   * alerts and audits in progress.
   */
  /**
   * The month of these employees: day totals from `staff_day_stats`; with `withAudits`, each day's delivered and
   * reviewed audits too (the printable report), read from the audits.
   */
  async function monthData(
    ids: readonly number[],
    mes: number,
    anio: number,
    at: Date,
    { withAudits }: { withAudits: boolean },
  ) {
    const month = monthRange(mes, anio);
    const monthWindow = { start: month.start, end: month.end };
    const today = dayOfInstant(at.getTime());
    const [reads, audits, salaries, alerts, current] = await Promise.all([
      readMonth(db, ids, mes, anio, { at, limits, today }),
      withAudits ? repo.deliveredAudits(db, ids, monthWindow, at) : Promise.resolve([]),
      repo.salariesOf(db, ids, mes, anio),
      repo.openAlerts(db, ids, monthWindow),
      repo.currentAudits(db, ids, at),
    ]);
    const group = <T>(rows: readonly T[], key: (r: T) => number) => {
      const out = new Map<number, T[]>();
      for (const r of rows) {
        const k = key(r);
        const list = out.get(k);
        if (list) list.push(r);
        else out.set(k, [r]);
      }
      return out;
    };
    const sessionsBy = group(reads.sessions, (r) => Number(r.user_id));
    const authorizationsBy = group(reads.authorizations, (r) => Number(r.user_id));
    const alertsBy = group(alerts, (r) => Number(r.user_id));

    function of(userId: number, role: Role) {
      const auths = authorizationsBy.get(userId) ?? [];
      const authorizedByDay = new Map(auths.map((a) => [a.fecha, a.minutos]));
      const facts = sessionFacts(sessionsBy.get(userId) ?? [], authorizedByDay, at, limits);
      // The month's figures: the one definition the salary screens and the exports read too.
      const figures = figuresOf(reads, userId, mes, anio, { at, limits });
      const detallesDias: Record<string, DayStatsDto> = {};
      const dayEntry = (day: string) => {
        let entry = detallesDias[day];
        if (!entry) {
          const h = figures.horasPorDia.get(day) ?? classifyDay(day, 0, authorizedByDay.get(day) ?? null);
          entry = {
            auditoriasCompletadas: 0,
            correcciones: 0,
            horasTrabajadas: hoursOf(h.minutosTrabajados),
            horasExtra: hoursOf(h.minutosExtra),
            necesitaAutorizacion: h.necesitaAutorizacion,
            nivel: h.nivel,
            ganado: 0,
            auditorias: [],
          };
          detallesDias[day] = entry;
        }
        return entry;
      };
      for (const day of figures.horasPorDia.keys()) dayEntry(day);
      for (const t of figures.totalesPorDia.values()) {
        const entry = dayEntry(t.dia);
        entry.auditoriasCompletadas = t.auditorias;
        entry.correcciones = t.correcciones;
        entry.ganado = pesos(t.ganado);
      }
      for (const a of audits) {
        const tiempoMinutos = Math.floor(Number(a.segundos) / 60);
        const cliente = a.cliente;
        // The employee's part in it: as its operator (with the commission), as its supervisor, or both.
        const parts = [
          { rol: 'operador' as const, who: a.operador_id, comision: pesos(Number(a.pago ?? 0)) },
          { rol: 'supervisor' as const, who: a.supervisor_id, comision: 0 },
        ];
        for (const { rol, who, comision } of parts)
          if (Number(who) === userId)
            dayEntry(a.dia).auditorias.push({
              id: Number(a.id),
              rol,
              cliente,
              titulo: a.titulo,
              tiempoMinutos,
              comision,
            });
      }
      const hechas = figures.auditoriasHechas;
      const correcciones = figures.correccionesHechas;
      const minutes = figures.minutosTrabajados;
      const extra = figures.minutosExtra;
      const unauthorizedDays = figures.diasSinAutorizar;
      const earned = figures.comisiones;
      const totalComisiones = pesos(earned);
      const salary = salaries.get(userId) ?? null;
      const todayAuth = auths.find((a) => a.fecha === today) ?? null;
      const todayHours = dayOrEmpty(facts.days, today, todayAuth?.minutos ?? null);
      const userAlerts = alertsBy.get(userId) ?? [];
      const cur = current.get(userId) ?? null;
      const live = facts.live as repo.SessionRow | null;
      const infoSueldo = salary
        ? {
            sueldoFinal: pesos(Number(salary.sueldo_final)),
            sueldoReferencia: pesos(Number(salary.sueldo_referencia)),
            pagoFrancos: pesos(Number(salary.pago_francos)),
            cantidadFrancos: restDaysPaid({
              pagados: Number(salary.francos ?? 0),
              trabajados: Number(salary.francos_trabajados ?? 0),
            }),
            francosPagados: Number(salary.francos ?? 0),
            francosTrabajados: Number(salary.francos_trabajados ?? 0),
            estado: salary.estado,
          }
        : null;
      const ganado = infoSueldo ? infoSueldo.sueldoFinal : totalComisiones;
      return {
        role,
        detallesDias: Object.fromEntries(
          Object.entries(detallesDias).sort(([a], [b]) => a.localeCompare(b)),
        ) as Record<string, DayStatsDto>,
        estadoLogin: {
          estaLogueado: live !== null,
          sessionId: live ? Number(live.id) : null,
          loginTime: live ? repo.toDate(live.created_at).toISOString() : null,
          necesitaAutorizacion: todayHours.necesitaAutorizacion,
          autorizacionSupervisor: todayAuth ? authorizationDto(todayAuth) : null,
          horasHoy: hoursOf(todayHours.minutosTrabajados),
        },
        alertasTiempo: userAlerts.map((t) => ({
          id: Number(t.id),
          auditId: Number(t.audit_id),
          tipo: t.tipo,
          prioridad: t.prioridad,
          estado: t.estado,
          tiempoEstimado: Number(t.tiempo_estimado_minutos),
          tiempoReal: Number(t.tiempo_real_minutos),
          createdAt: repo.toDate(t.created_at).toISOString(),
        })),
        totalAlertasTiempo: Number(userAlerts[0]?.total ?? 0),
        auditoriaActual: cur
          ? {
              auditId: Number(cur.id),
              titulo: cur.titulo,
              cliente: cur.cliente,
              horasEnProceso: hoursOf(Number(cur.segundos) / 60),
            }
          : null,
        estadisticas: {
          auditoriasCompletadas: hechas,
          correcciones,
          totalHorasLogueadas: hoursOf(minutes),
          totalHorasExtra: hoursOf(extra),
          diasConHorasSinAutorizar: unauthorizedDays,
          totalComisiones,
        },
        infoSueldo,
        ganado,
        porcentajeSueldoReferencia:
          infoSueldo && infoSueldo.sueldoReferencia > 0
            ? Math.round((ganado / infoSueldo.sueldoReferencia) * 1000) / 10
            : null,
      };
    }
    return { of };
  }

  /** GET employee-summary: the staff centre's cards, one page. */
  async function employeeSummary(auth: AuthContext, query: EmployeeSummaryQuery) {
    requireStaffReader(auth);
    const at = clock();
    const { mes, anio } = periodOrCurrent(query, at);
    const month = monthRange(mes, anio);
    const rows = await repo.employeePage(db, {
      role: query.role === 'todos' ? null : query.role,
      userId: query.userId ?? null,
      search: query.search ? query.search : null,
      onlyLogged: query.status === 'logueados',
      onlyInProgress: query.status === 'en_proceso',
      alertWindow: { start: month.start, end: month.end },
      now: at,
      limits,
      cursor: query.cursor ? decodeCursor(query.cursor) : null,
      limit: query.limit,
    });
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    const siguiente =
      rows.length > query.limit && last
        ? encodeCursor({
            logged: last.logged,
            alertas: Number(last.alertas),
            name: last.name,
            id: Number(last.id),
          })
        : null;
    const data = await monthData(
      page.map((r) => Number(r.id)),
      mes,
      anio,
      at,
      { withAudits: false },
    );
    const empleados: EmployeeSummaryDto[] = page.map((r) => {
      const { role, detallesDias, ...rest } = data.of(Number(r.id), r.role);
      // The card carries each day's totals; the day's audits come with the day detail or the report.
      const days = Object.fromEntries(
        Object.entries(detallesDias).map(([day, { auditorias: _audits, ...totals }]) => [day, totals]),
      );
      return {
        usuario: { id: Number(r.id), name: r.name, role, isActive: r.is_active },
        ...rest,
        detallesDias: days,
      };
    });
    return {
      success: true as const,
      mes,
      anio,
      empleados,
      total: Number(rows[0]?.total ?? 0),
      paginacion: { siguiente, limite: query.limit },
    };
  }

  /** GET report: the printable monthly report of one employee. */
  async function report(auth: AuthContext, query: { mes?: number; anio?: number; userId: number }) {
    requireStaffReader(auth);
    const target = await employee(query.userId);
    const at = clock();
    const { mes, anio } = periodOrCurrent(query, at);
    const data = await monthData([target.id], mes, anio, at, { withAudits: true });
    const s = data.of(target.id, target.role);
    const info = s.infoSueldo;
    // Paid and worked rest days are both inside `pagoFrancos`: the note names both (domain `restDayNote`).
    const notaFrancos = restDayNote(
      info
        ? { pagados: info.francosPagados, trabajados: info.francosTrabajados, pagoFrancos: info.pagoFrancos }
        : null,
    );
    return {
      success: true as const,
      usuario: { id: target.id, name: target.name, role: target.role },
      periodo: { mes, anio },
      generadoEn: at.toISOString(),
      totales: {
        auditorias: s.estadisticas.auditoriasCompletadas,
        correcciones: s.estadisticas.correcciones,
        horasLogueadas: s.estadisticas.totalHorasLogueadas,
        horasExtra: s.estadisticas.totalHorasExtra,
        totalComisiones: s.estadisticas.totalComisiones,
        totalGanado: s.ganado,
        sueldoFinal: info?.sueldoFinal ?? null,
        pagoFrancos: info?.pagoFrancos ?? 0,
        cantidadFrancos: info?.cantidadFrancos ?? 0,
        francosPagados: info?.francosPagados ?? 0,
        francosTrabajados: info?.francosTrabajados ?? 0,
      },
      notaFrancos,
      dias: Object.entries(s.detallesDias).map(([fecha, d]) => ({
        fecha,
        horasTrabajadas: d.horasTrabajadas,
        auditoriasCompletadas: d.auditoriasCompletadas,
        correcciones: d.correcciones,
        ganado: d.ganado,
        auditorias: d.auditorias,
      })),
    };
  }

  /** GET daily-audit-counts/{id}: audits completed (and corrections) per day in a range of at most 366 days. */
  async function dailyAuditCounts(auth: AuthContext, id: number, startDate: string, endDate: string) {
    requireStaffReader(auth);
    if (daysBetween(startDate, endDate) < 0) throw badRequest(STAFF_MSG.rangeInverted);
    if (daysBetween(startDate, endDate) >= 366) throw badRequest(STAFF_MSG.rangeTooLong);
    const target = await employee(id);
    const rows = await repo.dailyCounts(db, target.id, {
      start: dayRange(startDate).start,
      end: dayRange(endDate).end,
    });
    const dias = rows.map((r) => ({
      fecha: r.dia,
      auditoriasCompletadas: Number(r.hechas),
      correcciones: Number(r.correcciones),
    }));
    return {
      success: true as const,
      usuarioId: target.id,
      startDate,
      endDate,
      dias,
      total: {
        auditoriasCompletadas: dias.reduce((n, d) => n + d.auditoriasCompletadas, 0),
        correcciones: dias.reduce((n, d) => n + d.correcciones, 0),
      },
    };
  }

  /** GET day-detail/{id}/{date}. */
  async function dayDetail(auth: AuthContext, id: number, day: string) {
    requireStaffReader(auth);
    const target = await employee(id);
    const at = clock();
    const window = dayRange(day);
    const [sessionRows, authorizations, audits] = await Promise.all([
      repo.sessionsOf(db, [target.id], [window], at, limits),
      repo.liveAuthorizations(db, [target.id], { first: day, next: addDays(day, 1) }),
      repo.auditsOfDay(db, target.id, window, at),
    ]);
    const authorization = authorizations[0] ?? null;
    const facts = sessionFacts(
      sessionRows,
      new Map(authorization ? [[day, authorization.minutos]] : []),
      at,
      limits,
    );
    const hours = dayOrEmpty(facts.days, day, authorization?.minutos ?? null);
    // The day's sessions: those with time inside it.
    const sesiones = sessionRows
      .map((row, i) => {
        const s = facts.sessions[i] as WorkSession;
        const { end, active } = sessionEnd(s, at, limits);
        return { row, s, end, active };
      })
      .filter(
        ({ s, end }) =>
          s.createdAt < window.end &&
          end > window.start &&
          (minutesByDay([{ start: s.createdAt.getTime(), end: end.getTime() }]).get(day) ?? 0) > 0,
      );
    const firstLogin = sesiones.length
      ? new Date(Math.min(...sesiones.map((x) => x.s.createdAt.getTime())))
      : null;
    const anyActive = sesiones.some((x) => x.active);
    const lastLogout =
      sesiones.length && !anyActive ? new Date(Math.max(...sesiones.map((x) => x.end.getTime()))) : null;

    const auditorias = audits.map((a) => {
      const delivered = a.entregada_en_dia === true;
      const rol: 'operador' | 'supervisor' =
        Number(a.operador_id) !== target.id && Number(a.supervisor_id) === target.id && delivered
          ? 'supervisor'
          : 'operador';
      const tiempoTrabajado = Math.floor(Number(a.segundos) / 60);
      const tiempoEstimado = Math.round(Number(a.horas_estimadas) * 60);
      return {
        id: Number(a.id),
        rol,
        esCorreccion: rol === 'supervisor',
        titulo: a.titulo,
        cliente: a.cliente,
        sucursal: a.sucursal,
        estado: a.estado,
        completada: delivered,
        indicador: indicatorOf(a.estado, tiempoTrabajado, tiempoEstimado),
        tiempoTrabajado,
        tiempoEstimado,
        comision: rol === 'operador' && delivered ? pesos(Number(a.pago ?? 0)) : 0,
        fechaEntrega: a.fecha_entrega ? repo.toDate(a.fecha_entrega).toISOString() : null,
      };
    });
    const completed = auditorias.filter((a) => a.completada);
    return {
      success: true as const,
      fecha: day,
      usuario: { id: target.id, name: target.name, role: target.role },
      resumen: {
        totalHoras: hoursOf(hours.minutosTrabajados),
        horasRegulares: hoursOf(hours.minutosRegulares),
        horasExtra: hoursOf(hours.minutosExtra),
        totalAuditorias: completed.filter((a) => a.rol === 'operador').length,
        totalCorrecciones: completed.filter((a) => a.rol === 'supervisor').length,
        totalGanado: completed.reduce((sum, a) => sum + a.comision, 0),
        necesitaAutorizacion: hours.necesitaAutorizacion,
        nivel: hours.nivel,
      },
      sesion: {
        loginTime: firstLogin ? firstLogin.toISOString() : null,
        logoutTime: lastLogout ? lastLogout.toISOString() : null,
        activa: anyActive,
      },
      sesiones: sesiones.map(({ row, end, active }) => ({
        id: Number(row.id),
        inicio: repo.toDate(row.created_at).toISOString(),
        fin: active ? null : end.toISOString(),
        activa: active,
        motivoFin: active ? null : (row.end_reason ?? 'inactividad'),
      })),
      autorizacion: authorization ? authorizationDto(authorization) : null,
      auditorias,
    };
  }

  /** The target of an overtime decision, checked against who decides. */
  async function overtimeTarget(auth: AuthContext, id: number, day: string, at: Date): Promise<Target> {
    const row = await repo.findUser(db, id);
    if (!row) throw notFound(MSG.userNotFound);
    const target: Target = { id: Number(row.id), name: row.name, role: row.role, isActive: row.is_active };
    if (target.id === auth.user.id) throw forbidden(STAFF_MSG.ownOvertime);
    if (!isStaffRole(target.role)) throw badRequest(STAFF_MSG.notAnEmployee);
    if (!mayAuthorizeOvertimeOf(auth.user, target)) {
      throw forbidden(auth.user.role === 'supervisor' ? STAFF_MSG.supervisorOnlyOperators : MSG.forbidden);
    }
    if (daysBetween(dayOfInstant(at.getTime()), day) > 31) throw badRequest(STAFF_MSG.fechaTooFar);
    return target;
  }

  /**
   * POST authorize-overtime/{id}: authorizes extra hours for one Argentine day (today by default), 4 h unless told
   * otherwise. A new authorization for a day that has one replaces it (the old one is kept, revoked).
   */
  async function authorizeOvertime(auth: AuthContext, id: number, body: AuthorizeOvertimeRequest) {
    if (!mayAuthorizeOvertime(auth.user)) throw forbidden();
    const at = clock();
    const day = body.fecha ?? dayOfInstant(at.getTime());
    const target = await overtimeTarget(auth, id, day, at);
    const minutos = overtimeMinutes(body.duracionHoras ?? STAFF_TIME.defaultOvertimeHours);
    await db.transaction(async (tx) => {
      await sqlRowsOf(
        tx,
        sql`update overtime_authorizations set revoked_at = ${at}, revoked_by = ${auth.user.id}
             where user_id = ${target.id} and fecha = ${day}::date and revoked_at is null`,
      );
      await sqlRowsOf(
        tx,
        sql`insert into overtime_authorizations (user_id, fecha, minutos, motivo, authorized_by, created_at)
            values (${target.id}, ${day}::date, ${minutos}, ${body.motivo}, ${auth.user.id}, ${at})`,
      );
    });
    const horas = await hoursOfDay(target, day, at);
    return {
      success: true as const,
      message: STAFF_MSG.overtimeAuthorized,
      autorizacion: horas.autorizacion,
      horas,
    };
  }

  /** POST revoke-overtime/{id}: revokes the day's live authorization (today by default). */
  async function revokeOvertime(auth: AuthContext, id: number, fecha: string | undefined) {
    if (!mayAuthorizeOvertime(auth.user)) throw forbidden();
    const at = clock();
    const day = fecha ?? dayOfInstant(at.getTime());
    const target = await overtimeTarget(auth, id, day, at);
    const revoked = await sqlRowsOf<{ id: number }>(
      db,
      sql`update overtime_authorizations set revoked_at = ${at}, revoked_by = ${auth.user.id}
           where user_id = ${target.id} and fecha = ${day}::date and revoked_at is null
        returning id`,
    );
    if (revoked.length === 0) throw notFound(STAFF_MSG.noOvertimeToRevoke);
    const horas = await hoursOfDay(target, day, at);
    return { success: true as const, message: STAFF_MSG.overtimeRevoked, autorizacion: null, horas };
  }

  /**
   * POST close-all-sessions: ends every open session of the staff centre's employees (operador, supervisor,
   * contable); their next call is a forced logout. Admins and client companies keep theirs.
   */
  async function closeAllSessions(auth: AuthContext) {
    const closed = await repo.closeEmployeeSessions(db, auth.user.id, clock());
    deps.onSessionsClosed?.();
    const usuarios = new Set(closed.map((r) => Number(r.user_id))).size;
    return {
      success: true as const,
      message: STAFF_MSG.sessionsClosed(closed.length),
      closed: closed.length,
      usuarios,
    };
  }

  return {
    userHours,
    employeeSummary,
    report,
    dailyAuditCounts,
    dayDetail,
    authorizeOvertime,
    revokeOvertime,
    closeAllSessions,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
