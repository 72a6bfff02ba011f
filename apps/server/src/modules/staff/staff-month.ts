import type { Role } from '@auditorias/domain/auth/roles';
import { restDaysPaid } from '@auditorias/domain/salaries/rest-days';
import type { DayStatsDto } from '@auditorias/domain/schemas/staff';
import { classifyDay, dayOfInstant, hoursOf, monthRange } from '@auditorias/domain/staff/hours';
import { figuresOf, readMonth } from './staff.figures';
import * as repo from './staff.repo';
import { authorizationDto, dayOrEmpty, pesos, type StaffCore, sessionFacts } from './staff-core';

/** The month of some employees as the staff centre's cards and the printable report show it. */
export function createStaffMonth(core: StaffCore) {
  const { db, limits } = core;

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

  return { monthData };
}

export type StaffMonth = ReturnType<typeof createStaffMonth>;
