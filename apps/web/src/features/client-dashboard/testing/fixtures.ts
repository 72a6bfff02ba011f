import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { ClientDashboard, ClientDashboardCompany } from '@auditorias/domain/schemas/users';
import { within } from '@testing-library/react';
import { jsonResponse } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';

/** One company of a client dashboard. */
export function makeDashboardCompany(
  clienteId: number,
  nombre: string,
  counts: [completadas: number, enProceso: number, pendientes: number],
  money: [totalFacturado: number, deudaPendiente: number, totalPagado: number] | null,
): ClientDashboardCompany {
  const [completadas, enProceso, pendientes] = counts;
  return {
    clienteId,
    nombre,
    auditorias: { completadas, enProceso, pendientes, totalFacturado: money ? money[0] : null },
    finanzas: money ? { deudaPendiente: money[1], totalPagado: money[2] } : null,
  };
}

/** Grupo Norte's administrator (user 22): Demo Norte S.A. (3) and Demo Sur S.R.L. (5). */
export const GROUP_ADMIN = makeUser('cliente', {
  id: 22,
  permissions: {
    ...makeUser('cliente').permissions,
    esAdministradorGrupo: true,
    nombreGrupo: 'Grupo Norte',
    clientesAdministrados: [3, 5],
  },
});
export const NORTE = makeDashboardCompany(3, 'Demo Norte S.A.', [4, 1, 6], [43_000, 25_000, 18_000]);
export const SUR = makeDashboardCompany(5, 'Demo Sur S.R.L.', [2, 0, 3], [18_000, 0, 18_000]);

/**
 * A client dashboard as GET /users/{id}/dashboard answers it: the totals are the sum of `empresas` (as the
 * server adds them), the group data from the user.
 */
export function makeClientDashboard(user: PublicUser, empresas: ClientDashboardCompany[]): ClientDashboard {
  const sum = (pick: (e: ClientDashboardCompany) => number) => empresas.reduce((t, e) => t + pick(e), 0);
  const withMoney = empresas.every((e) => e.finanzas !== null);
  return {
    tipo: 'cliente',
    user,
    sesionActiva: true,
    ultimaConexion: user.lastLogin,
    conexionesUltimos30Dias: 3,
    mensajesNoLeidos: 0,
    auditorias: {
      completadas: sum((e) => e.auditorias.completadas),
      enProceso: sum((e) => e.auditorias.enProceso),
      pendientes: sum((e) => e.auditorias.pendientes),
      totalFacturado: withMoney ? sum((e) => e.auditorias.totalFacturado ?? 0) : null,
    },
    finanzas: withMoney
      ? {
          deudaPendiente: sum((e) => e.finanzas?.deudaPendiente ?? 0),
          totalPagado: sum((e) => e.finanzas?.totalPagado ?? 0),
        }
      : null,
    grupo: {
      esAdministrador: user.permissions.esAdministradorGrupo,
      clientesAdministrados: user.permissions.clientesAdministrados,
      nombreGrupo: user.permissions.nombreGrupo,
    },
    empresas,
  };
}

export function dashboardAnswer(data: ClientDashboard) {
  return jsonResponse({ success: true, data });
}

/** A figure card of the dashboard, by its name ('Pendientes'), inside `scope`. */
export function figureCard(scope: HTMLElement, name: string) {
  return within(scope).getByRole('article', { name });
}
