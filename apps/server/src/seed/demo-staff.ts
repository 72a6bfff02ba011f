import { argentineDay } from '@auditorias/domain/format/locale';
import type { DbOrTx } from '../db/client';
import { authSessions, overtimeAuthorizations } from '../db/schema/index';

/** Whole hours of the Argentine day `day` ('YYYY-MM-DD') as an instant (Buenos Aires is UTC−3 all year). */
function atArgentina(day: string, hour: number, minute = 0): Date {
  return new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-03:00`);
}

function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/**
 * Two weeks of past work for the staff control centre: the employees' own sessions on working days (Sundays off),
 * mostly 8 hours, with a long day of each kind — one with its overtime authorized by the admin, one not.
 */
export async function seedDemoStaffTime(
  tx: DbOrTx,
  ids: { admin: number; supervisor: number; operador1: number; operador2: number; contable: number },
): Promise<void> {
  const today = argentineDay();
  const workdays = Array.from({ length: 14 }, (_, i) => daysBefore(today, i + 1)).filter(
    (day) => new Date(`${day}T12:00:00Z`).getUTCDay() !== 0,
  );
  // The latest working day operador2 stayed 9 h 30 min without authorization; the one before, operador1 stayed
  // 10 h 30 min with 4 h authorized.
  const [unauthorizedDay, authorizedDay] = workdays;
  const rows: Array<typeof authSessions.$inferInsert> = [];
  for (const day of workdays) {
    const plan: Array<[number, number, number, number]> = [
      // [user, start hour, end hour, end minute]
      [ids.operador1, 9, day === authorizedDay ? 19 : 17, day === authorizedDay ? 30 : 0],
      [ids.operador2, 8, day === unauthorizedDay ? 17 : 16, day === unauthorizedDay ? 30 : 0],
      [ids.supervisor, 10, 18, 30],
      [ids.contable, 9, 15, 0],
    ];
    for (const [userId, from, to, toMinute] of plan) {
      const end = atArgentina(day, to, toMinute);
      rows.push({
        userId,
        tokenHash: `demo-jornada-${userId}-${day}`,
        createdAt: atArgentina(day, from),
        lastSeenAt: end,
        endedAt: end,
        endReason: 'logout',
        ipAddress: '127.0.0.1',
        userAgent: 'demo',
      });
    }
  }
  if (rows.length > 0) await tx.insert(authSessions).values(rows);
  if (!authorizedDay) return;
  await tx.insert(overtimeAuthorizations).values({
    userId: ids.operador1,
    fecha: authorizedDay,
    minutos: 4 * 60,
    motivo: 'Cierre de inventario de Demo Norte',
    authorizedBy: ids.admin,
  });
}
