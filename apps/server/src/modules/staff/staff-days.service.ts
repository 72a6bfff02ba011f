import { FINISHED_STATES } from '@auditorias/domain/audits/states';
import type { UserHoursDto } from '@auditorias/domain/schemas/staff';
import { mayReadUserHours, STAFF_MSG } from '@auditorias/domain/staff/access';
import {
  addDays,
  dayOfInstant,
  dayRange,
  daysBetween,
  hoursOf,
  minutesByDay,
  type SpeedIndicator,
  sessionEnd,
  speedIndicator,
  type WorkSession,
} from '@auditorias/domain/staff/hours';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, forbidden } from '../../lib/errors';
import * as repo from './staff.repo';
import { authorizationDto, dayOrEmpty, pesos, type StaffCore, sessionFacts } from './staff-core';

/** An employee's days: hours of a day (GET user-hours), audits per day, and the day detail. */

/**
 * The speed indicator of an audit in the day detail: its final worked time against the estimate once the operator
 * finished it; while it is still in hand only 'lento' (already past one and a half times the estimate) is known.
 */
function indicatorOf(estado: string, worked: number, estimated: number): SpeedIndicator | null {
  const indicator = speedIndicator(worked, estimated);
  if ((FINISHED_STATES as readonly string[]).includes(estado)) return indicator;
  return indicator === 'lento' ? 'lento' : null;
}

export function createStaffDays(core: StaffCore) {
  const { db, limits, clock, employee, requireStaffReader, hoursOfDay } = core;

  /** GET user-hours/{id}: the staff centre, and every user its own (the work-time widget). */
  async function userHours(auth: AuthContext, id: number, fecha: string | undefined): Promise<UserHoursDto> {
    if (!mayReadUserHours(auth.user, id)) throw forbidden();
    const target = await employee(id);
    const at = clock();
    return hoursOfDay(target, fecha ?? dayOfInstant(at.getTime()), at);
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

  return { userHours, dailyAuditCounts, dayDetail };
}
