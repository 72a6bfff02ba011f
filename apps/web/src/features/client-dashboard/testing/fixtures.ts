import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type {
  ClientComparison,
  ClientDashboard,
  ClientDashboardCompany,
} from '@auditorias/domain/schemas/users';
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

/**
 * GET /users/22/dashboard/comparativa: Demo Norte with two branches, Demo Sur with one, the kiosk (4) without
 * audits in the period; three months, money included unless `conDinero` is false.
 */
export function makeComparison(conDinero = true): ClientComparison {
  const money = (n: number) => (conDinero ? n : null);
  const month = (
    mes: string,
    clienteId: number,
    entregadas: number,
    gastado: number,
    incidentes: number,
  ) => ({
    mes,
    clienteId,
    pedidas: entregadas + 1,
    pendientes: 1,
    entregadas,
    gastado: money(gastado),
    incidentes,
  });
  return {
    meses: ['2026-09', '2026-10', '2026-11'],
    conDinero,
    empresas: [
      { clienteId: 3, nombre: 'Demo Norte S.A.' },
      { clienteId: 4, nombre: 'Norte Kiosco 24h' },
      { clienteId: 5, nombre: 'Demo Sur S.R.L.' },
    ],
    sucursales: [
      {
        clienteId: 3,
        empresa: 'Demo Norte S.A.',
        sucursal: 'Sucursal Palermo',
        pedidas: 5,
        pendientes: 2,
        entregadas: 3,
        gastado: money(45_000),
        incidentes: 4,
      },
      {
        clienteId: 3,
        empresa: 'Demo Norte S.A.',
        sucursal: 'Casa central',
        pedidas: 2,
        pendientes: 1,
        entregadas: 1,
        gastado: money(15_000),
        incidentes: 0,
      },
      {
        clienteId: 5,
        empresa: 'Demo Sur S.R.L.',
        sucursal: 'Sucursal Lomas',
        pedidas: 3,
        pendientes: 0,
        entregadas: 3,
        gastado: money(54_000),
        incidentes: 7,
      },
    ],
    porMes: [
      month('2026-09', 3, 1, 15_000, 1),
      month('2026-09', 4, 0, 0, 0),
      month('2026-09', 5, 2, 36_000, 5),
      month('2026-10', 3, 0, 0, 0),
      month('2026-10', 4, 0, 0, 0),
      month('2026-10', 5, 1, 18_000, 2),
      month('2026-11', 3, 3, 45_000, 3),
      month('2026-11', 4, 0, 0, 0),
      month('2026-11', 5, 0, 0, 0),
    ],
  };
}

export function comparisonAnswer(data: ClientComparison) {
  return jsonResponse({ success: true, data });
}
