import type { DebtGroup, ReceivableAudit } from '@auditorias/domain/schemas/finance';
import type { AuthContext } from '../../lib/auth-context';
import { badField, notFound } from '../../lib/errors';
import { decodeKeyCursor, encodeKeyCursor, isRowId } from '../../lib/keyset';
import { containsPattern } from '../../lib/search';
import { findClient } from '../clients/public';
import { decodeKey, encodeKey, FIN_MSG, type FinanceDeps, financeStaff, pesos } from './finance-core';
import {
  clientDebtRows,
  debtClientsPage,
  periodReceivablesPage,
  type ReceivableRow,
  receivablePeriodsOf,
  receivablesTotal,
  unpaidPackagesOf,
} from './receivables.repo';

/** The cursor of a list in client name order: the last client's name and id. */
function encodeNameCursor(nombre: string, id: number): string {
  return encodeKeyCursor([nombre, id]);
}
function decodeNameCursor(cursor: string): { nombre: string; id: number } {
  const [nombre, id] = decodeKeyCursor(cursor, 2) ?? [];
  if (typeof nombre === 'string' && isRowId(id)) return { nombre, id };
  throw badField('cursor', FIN_MSG.cursor);
}

/** What clients owe: the receivables by client and period, one period's audits, every client's debt. */
export function createReceivables(deps: FinanceDeps) {
  const { db } = deps;

  /**
   * GET /finanzas/clientes: one page of the clients with receivables, in name order (keyset on name and id), each
   * with its totals and its periods (count and amount of its receivable audits, and its unpaid packages), from
   * aggregate queries over the kept `receivable_audits` (an index-only read). A period's audits are
   * `debtPeriodAudits` (docs/decisions.md, "Finance lists at scale").
   */
  async function debtGroups(
    auth: AuthContext,
    q: {
      clienteId?: number | undefined;
      search?: string | undefined;
      limit: number;
      cursor?: string | undefined;
    },
  ) {
    financeStaff(auth, 'finance_view');
    const after = q.cursor ? decodeNameCursor(q.cursor) : null;
    const pattern = q.search ? containsPattern(q.search) : null;
    // One probe per client (a lateral with limit 1 each), never the set of every receivable audit; the total of
    // every client comes with it (kept monthly balances), so the page costs two round trips, three with packages.
    const clientRows = await debtClientsPage(db, q, pattern, after);
    const pageClients = clientRows.slice(0, q.limit).map((r) => ({ id: Number(r.id), nombre: r.nombre }));
    const groups = new Map<number, DebtGroup>(
      pageClients.map((c) => [
        c.id,
        { clienteId: c.id, clienteNombre: c.nombre, totalDeuda: 0, cantidadAuditorias: 0, periodos: [] },
      ]),
    );
    const periodOf = (group: DebtGroup, periodo: string) => {
      let period = group.periodos.find((p) => p.mesAnio === periodo);
      if (!period) {
        const [anio, mes] = periodo.split('-').map(Number) as [number, number];
        period = { mes, anio, mesAnio: periodo, totalPeriodo: 0, cantidadAuditorias: 0, abonos: [] };
        group.periodos.push(period);
      }
      return period;
    };
    if (pageClients.length > 0) {
      const periods = await receivablePeriodsOf(db, pageClients);
      for (const r of periods) {
        const group = groups.get(Number(r.client_id));
        if (!group) continue;
        const period = periodOf(group, r.periodo);
        const total = Number(r.total ?? 0);
        period.cantidadAuditorias += Number(r.n);
        period.totalPeriodo += total;
        group.cantidadAuditorias += Number(r.n);
        group.totalDeuda += total;
      }
      // Packages only for the page's clients that have an unpaid one (the page query said which).
      const withPackages = clientRows
        .slice(0, q.limit)
        .filter((r) => r.abono)
        .map((r) => Number(r.id));
      const packages = withPackages.length === 0 ? [] : await unpaidPackagesOf(db, withPackages);
      for (const r of packages) {
        const monto = Number(r.monto ?? 0);
        const group = groups.get(Number(r.client_id));
        if (monto <= 0 || !group) continue;
        const period = periodOf(group, r.periodo);
        period.abonos.push({
          clave: r.clave,
          sucursalId: r.branch_id === null ? null : Number(r.branch_id),
          sucursal: r.sucursal,
          descripcion: r.description,
          monto: pesos(monto),
        });
        period.totalPeriodo += monto;
        group.totalDeuda += monto;
      }
      for (const g of groups.values()) {
        g.periodos.sort((a, b) => b.mesAnio.localeCompare(a.mesAnio));
        g.totalDeuda = pesos(g.totalDeuda);
        for (const p of g.periodos) p.totalPeriodo = pesos(p.totalPeriodo);
      }
    }
    // Without clients on the page, the total still has to be read.
    const total =
      clientRows[0]?.total ?? (clientRows.length === 0 ? (await receivablesTotal(db))[0]?.t : null);
    const last = pageClients[pageClients.length - 1];
    return {
      clientes: pageClients.map((c) => groups.get(c.id) as DebtGroup),
      totalGeneral: pesos(Number(total ?? 0)),
      paginacion: {
        siguiente: clientRows.length > q.limit && last ? encodeNameCursor(last.nombre, last.id) : null,
        limite: q.limit,
      },
    };
  }

  /** A receivable audit as the lists show it, from a row with its ledger balances. */
  function receivableOut(r: ReceivableRow): ReceivableAudit {
    return {
      id: Number(r.id),
      titulo: r.titulo,
      sucursal: r.sucursal,
      prioridad: r.prioridad,
      estado: r.estado,
      costoFinal: pesos(Number(r.costo_final ?? 0)),
      saldo: pesos(Number(r.saldo)),
      cobrado: pesos(Number(r.cobrado)),
      fechaEntrega: r.fecha_entrega ? new Date(r.fecha_entrega).toISOString() : null,
      fechaSolicitada: r.fecha_solicitada,
    };
  }

  /**
   * GET /finanzas/clientes/{id}/auditorias?mes&anio: the receivable audits of one client's period (month of
   * delivery), by number, paged (keyset on id); the balances of the page's audits only.
   */
  async function debtPeriodAudits(
    auth: AuthContext,
    clientId: number,
    q: { mes: number; anio: number; limit: number; cursor?: string | undefined },
  ) {
    financeStaff(auth, 'finance_view');
    const after = q.cursor ? Number(decodeKey(q.cursor, /^(\d{1,10})$/)[1]) : 0;
    const rows = await periodReceivablesPage(db, clientId, q, after);
    // An empty page may be an unknown client: only then is the client looked up.
    if (rows.length === 0 && !(await findClient(db, clientId))) throw notFound(FIN_MSG.clientNotFound);
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      clienteId: clientId,
      mes: q.mes,
      anio: q.anio,
      auditorias: page.map(receivableOut),
      paginacion: {
        siguiente: rows.length > q.limit && last ? encodeKey([Number(last.id)]) : null,
        limite: q.limit,
      },
    };
  }

  /** GET /finanzas/deudas-clientes: every client owing something (from the monthly balances), largest first. */
  async function clientDebts(auth: AuthContext) {
    financeStaff(auth, 'finance_view');
    const rows = await clientDebtRows(db);
    const deudas = rows.map((r) => ({
      clienteId: Number(r.client_id),
      clienteNombre: r.nombre,
      deudaTotal: pesos(Number(r.cargo)),
      totalPagado: pesos(Number(r.cargo) - Number(r.saldo)),
      saldoPendiente: pesos(Number(r.saldo)),
    }));
    return { deudas, totalGeneral: pesos(rows.reduce((t, r) => t + Number(r.saldo), 0)) };
  }

  return { debtGroups, receivableOut, debtPeriodAudits, clientDebts };
}

export type FinanceReceivables = ReturnType<typeof createReceivables>;
