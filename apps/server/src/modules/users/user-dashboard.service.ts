import {
  addClientAuditCounts,
  addComparisonRow,
  type ComparisonFigures,
  clientAuditCounts,
  emptyComparisonFigures,
} from '@auditorias/domain/audits/client-dashboard';
import { maySeePrices } from '@auditorias/domain/auth/access';
import { can, canViewUser } from '@auditorias/domain/auth/permissions';
import { isClientRole } from '@auditorias/domain/auth/roles';
import { tenantScope, tenantScopeWithChildren } from '@auditorias/domain/auth/tenant-scope';
import { argentineDay } from '@auditorias/domain/format/locale';
import { MSG } from '@auditorias/domain/messages';
import type {
  ClientComparison,
  ClientDashboardCompany,
  UserDashboard,
} from '@auditorias/domain/schemas/users';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { clientComparisonRows, scopeCounts } from '../audits/public';
import { countLoginsSince, countOpenSessions } from '../auth/public';
import { childIdsByParent, listClients } from '../clients/public';
import type { FinanceService } from '../finance/finance.service';
import { countUnread } from '../messages/public';
import { toPublicUser } from './users.mapper';
import { findUserById, type UserRecord } from './users.repo';

/** Only the figures of a statement are read: its lists are asked for one row (the smallest page). */
const FIGURES_ONLY = { lista: 'completadas', limit: 1 } as const;

/** The `n` months ('YYYY-MM') that end with the current Argentine month, oldest first. */
export function lastMonths(n: number, today = argentineDay()): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const k = year * 12 + (month - 1) - (n - 1 - i);
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}

/** Adds pesos in centavos (never as floating-point pesos). */
function addPesos(values: readonly number[]): number {
  return values.reduce((t, v) => t + Math.round(v * 100), 0) / 100;
}

/**
 * GET /users/{id}/dashboard: one's own, or another user's with user_view (the users module's rule). For a
 * client-company user, the spec's client dashboard over its companies (its own, the child businesses, and for a
 * group administrator the companies it administers): the counts from the kept per-company counters, the money
 * from each company's account statement (the finance service, which checks the caller's access to it again).
 * Money only when both the user and the caller may see money (a supervisor sees the counts only).
 */
export function createUserDashboardService(deps: { db: Db; finance: FinanceService }) {
  const { db, finance } = deps;

  async function companiesOf(auth: AuthContext, target: UserRecord) {
    // One's own scope is the session's; another user's is read as the sign-in reads it (with child businesses).
    const own = tenantScope(target);
    const scope =
      auth.user.id === target.id
        ? auth.scope
        : own.kind === 'clients' && own.clientIds.length > 0
          ? tenantScopeWithChildren(target, await childIdsByParent(db, own.clientIds))
          : own;
    if (scope.kind !== 'clients' || scope.clientIds.length === 0) return [];
    const rows = await listClients(db, { ids: scope.clientIds });
    return rows.map((r) => ({ id: r.client.id, nombre: r.client.nombre }));
  }

  async function company(
    auth: AuthContext,
    target: UserRecord,
    c: { id: number; nombre: string },
    withMoney: boolean,
  ): Promise<ClientDashboardCompany> {
    const [rows, statement] = await Promise.all([
      scopeCounts(db, 'c', [c.id]),
      withMoney ? finance.accountStatement(auth, c.id, FIGURES_ONLY) : null,
    ]);
    const cuenta = statement?.estadoCuenta;
    return {
      clienteId: c.id,
      nombre: c.nombre,
      auditorias: {
        ...clientAuditCounts(target.role, rows),
        totalFacturado: cuenta ? (cuenta.deudaTotal ?? 0) : null,
      },
      finanzas: cuenta
        ? { deudaPendiente: cuenta.saldoPendiente ?? 0, totalPagado: cuenta.totalPagado ?? 0 }
        : null,
    };
  }

  async function dashboard(auth: AuthContext, id: number): Promise<UserDashboard> {
    // Refused before the user is read: another company's user id says nothing about that user.
    if (!canViewUser(auth.user, id)) throw forbidden();
    const target = await findUserById(db, id);
    if (!target) throw notFound(MSG.userNotFound);
    const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    const user = toPublicUser(target);
    const [open, logins, unread] = await Promise.all([
      countOpenSessions(db, id),
      countLoginsSince(db, id, since),
      countUnread(db, id),
    ]);
    const base = {
      user,
      sesionActiva: open > 0,
      ultimaConexion: user.lastLogin,
      conexionesUltimos30Dias: logins,
      mensajesNoLeidos: unread,
    };
    if (!isClientRole(target.role)) return { tipo: 'personal', ...base };

    const withMoney =
      maySeePrices(target.role) && maySeePrices(auth.user.role) && can(auth.user, 'finance_view');
    const empresas = await Promise.all(
      (await companiesOf(auth, target)).map((c) => company(auth, target, c, withMoney)),
    );
    const counts = addClientAuditCounts(empresas.map((e) => e.auditorias));
    const esAdministrador = target.role === 'cliente' && target.esAdministradorGrupo;
    return {
      tipo: 'cliente',
      ...base,
      auditorias: {
        ...counts,
        totalFacturado: withMoney ? addPesos(empresas.map((e) => e.auditorias.totalFacturado ?? 0)) : null,
      },
      finanzas: withMoney
        ? {
            deudaPendiente: addPesos(empresas.map((e) => e.finanzas?.deudaPendiente ?? 0)),
            totalPagado: addPesos(empresas.map((e) => e.finanzas?.totalPagado ?? 0)),
          }
        : null,
      grupo: {
        esAdministrador,
        clientesAdministrados: esAdministrador ? target.clientesAdministrados : [],
        nombreGrupo: esAdministrador ? target.nombreGrupo : null,
      },
      empresas,
    };
  }

  /**
   * GET /users/{id}/dashboard/comparativa (beyond the spec, issue 25): the user's companies side by side over the
   * last `meses` months — per branch over the whole period, and per company per month — from one query
   * (`clientComparisonRows`), counted as the dashboard counts. Same access and money rules as the dashboard.
   */
  async function comparison(auth: AuthContext, id: number, meses: number): Promise<ClientComparison> {
    if (!canViewUser(auth.user, id)) throw forbidden();
    const target = await findUserById(db, id);
    if (!target) throw notFound(MSG.userNotFound);
    if (!isClientRole(target.role))
      throw badRequest('La comparación es solo para usuarios de empresas cliente');
    const conDinero =
      maySeePrices(target.role) && maySeePrices(auth.user.role) && can(auth.user, 'finance_view');
    const months = lastMonths(meses);
    const companies = await companiesOf(auth, target);
    const names = new Map(companies.map((c) => [c.id, c.nombre]));
    const rows = await clientComparisonRows(db, [...names.keys()], months[0] ?? '');
    const byBranch = new Map<string, { clienteId: number; sucursal: string; f: ComparisonFigures }>();
    const byMonth = new Map<string, { mes: string; clienteId: number; f: ComparisonFigures }>();
    for (const row of rows) {
      const bKey = `${row.clienteId}\u0000${row.sucursal}`;
      const branch = byBranch.get(bKey) ?? {
        clienteId: row.clienteId,
        sucursal: row.sucursal,
        f: emptyComparisonFigures(),
      };
      byBranch.set(bKey, branch);
      addComparisonRow(target.role, branch.f, row);
      const mKey = `${row.mes}\u0000${row.clienteId}`;
      const month = byMonth.get(mKey) ?? {
        mes: row.mes,
        clienteId: row.clienteId,
        f: emptyComparisonFigures(),
      };
      byMonth.set(mKey, month);
      addComparisonRow(target.role, month.f, row);
    }
    const figures = ({ centavos, ...f }: ComparisonFigures) => ({
      ...f,
      gastado: conDinero ? centavos / 100 : null,
    });
    const companyOrder = new Map(companies.map((c, i) => [c.id, i]));
    const sucursales = [...byBranch.values()]
      .map((b) => ({
        clienteId: b.clienteId,
        empresa: names.get(b.clienteId) ?? '',
        sucursal: b.sucursal,
        ...figures(b.f),
      }))
      .sort(
        (a, b) =>
          (companyOrder.get(a.clienteId) ?? 0) - (companyOrder.get(b.clienteId) ?? 0) ||
          a.sucursal.localeCompare(b.sucursal, 'es'),
      );
    const porMes = months.flatMap((mes) =>
      companies.map((c) => {
        const m = byMonth.get(`${mes}\u0000${c.id}`);
        return { mes, clienteId: c.id, ...figures(m?.f ?? emptyComparisonFigures()) };
      }),
    );
    return {
      meses: months,
      conDinero,
      empresas: companies.map((c) => ({ clienteId: c.id, nombre: c.nombre })),
      sucursales,
      porMes,
    };
  }

  return { dashboard, comparison };
}

export type UserDashboardService = ReturnType<typeof createUserDashboardService>;
