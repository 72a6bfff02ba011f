import { scopeIncludes } from '@auditorias/domain/auth/tenant-scope';
import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import {
  accountStatementBaseValue,
  accountStatementPaymentState,
  accountStatementTotals,
  accountStatementValue,
} from '@auditorias/domain/finance/account-statement';
import {
  type AccountStatement,
  type AccountStatementQuery,
  STATEMENT_PAGE_DEFAULT,
} from '@auditorias/domain/schemas/finance';
import { pageOf } from '@auditorias/domain/schemas/lists';
import type { AuthContext } from '../../lib/auth-context';
import { badField, forbidden, notFound } from '../../lib/errors';
import { afterOf } from '../../lib/keyset';
import { scopeCounts } from '../audits/public';
import { findClient } from '../clients/public';
import { type AuditRow, FIN_MSG, type FinanceDeps, financeStaff, pesos } from './finance-core';
import { auditMoney } from './ledger';
import {
  clientStatementBranch,
  clientStatementFigures,
  type ListAsked,
  lastPayments,
  operatorEarned,
  operatorStatementBranch,
  type StatementBranch,
  type StatementPriceRow,
  statementKeyset,
  statementListRows,
} from './statements.repo';

/** An audit of a statement's lists as read (`statementListRows`); each statement reads its own columns besides. */
interface StatementListRow {
  lista: 'completadas' | 'pendientes';
  id: number;
  at: string;
  titulo: string;
  fecha: string;
  estado: AuditRow['estado'];
  estado_pago: AuditRow['estadoPago'];
}

/** A statement as the screens first ask it: the first page of each audit list. */
const FIRST_STATEMENT_PAGE: AccountStatementQuery = { limit: STATEMENT_PAGE_DEFAULT };

/** The facts `accountStatementValue` needs of a statement row: one definition of an audit's value. */
export function statementFacts(
  r: StatementPriceRow,
  costoAuditoria: number | null,
  pricing: PricingSettings,
) {
  const cents = (v: string | null) => (v === null ? null : Number(v));
  const precios = {
    normal: cents(r.precio_normal),
    prioritaria: cents(r.precio_prioritaria),
    urgente: cents(r.precio_urgente),
  };
  return {
    prioridad: r.prioridad,
    gratisParaCliente: r.gratis,
    costoFinal: cents(r.costo_final),
    costoEstimado: cents(r.costo_estimado),
    client: { costoAuditoria },
    branch: Object.values(precios).every((v) => v === null) ? null : { precios },
    pricing,
  };
}

/** Account statements: a client's (its own, or any for finance staff), an operator's commissions, mi-cuenta. */
export function createStatements(deps: FinanceDeps) {
  const { db, config } = deps;

  /**
   * The pages of a statement's audit lists (newest first, keyset on created_at and id) in one read: the page asked
   * with `lista` and `cursor`, or the first page of each list; a list not asked answers empty.
   */
  async function statementLists<T extends StatementListRow>(
    q: AccountStatementQuery,
    branch: StatementBranch,
  ) {
    const read = (asked: ListAsked[]) => statementListRows<T>(db, asked, branch);
    const which = q.lista ? [q.lista] : (['completadas', 'pendientes'] as const);
    const position = afterOf(q.cursor, FIN_MSG.cursor);
    const keyset = statementKeyset(position);
    const found = await read(which.map((w) => ({ which: w, limit: q.limit + 1, keyset })));
    const pageOfList = (w: 'completadas' | 'pendientes') => {
      const { page, paginacion } = pageOf(
        found.filter((r) => r.lista === w),
        q.limit,
        (r) => ({ at: r.at, id: Number(r.id) }),
      );
      return { rows: page, paginacion };
    };
    return { completadas: pageOfList('completadas'), pendientes: pageOfList('pendientes') };
  }

  function checkStatementQuery(q: AccountStatementQuery) {
    if (q.cursor && !q.lista) throw badField('cursor', FIN_MSG.cursor);
  }

  /**
   * A client's statement: the totals from the kept monthly balances, the count of completed audits from the kept
   * per-company counters, a page of each audit list from the company's indexes, and the last payments.
   */
  async function clientStatement(
    clientId: number,
    usuario: AccountStatement['usuario'],
    q: AccountStatementQuery,
  ): Promise<AccountStatement> {
    checkStatementQuery(q);
    const client = await findClient(db, clientId);
    if (!client) throw notFound(FIN_MSG.clientNotFound);
    // The figures in one read: the kept monthly balances and the kept per-company counters.
    const [figures] = await clientStatementFigures(db, clientId);
    const totals = accountStatementTotals({
      facturado: Number(figures?.facturado ?? 0),
      saldo: Number(figures?.saldo ?? 0),
    });
    const completadas = Number(figures?.completadas ?? 0);
    type Row = StatementListRow & StatementPriceRow & { incluida: boolean };
    const branch = clientStatementBranch(clientId);
    const lists = await statementLists<Row>(q, branch);
    const done = lists.completadas;
    const pending = lists.pendientes;
    const pricing = await config.pricing();
    // The value the admin's lists show for the same audit (`accountStatementValue`, one definition).
    const facts = (r: Row) => statementFacts(r, client.costoAuditoria, pricing);
    const item = (r: Row) => ({
      id: Number(r.id),
      titulo: r.titulo,
      fecha: r.fecha,
      ...(r.incluida ? { incluidaEnAbono: true } : {}),
      valor: pesos(accountStatementValue(facts(r))),
      valorBase: pesos(accountStatementBaseValue(facts(r))),
      comision: null,
      cliente: client.nombre,
      estado: r.estado,
      estadoPago: accountStatementPaymentState({ estado: r.estado, estadoPago: r.estado_pago }),
    });
    // The last ten standing collections, then their cash lines (a join, not a query per payment).
    const payments = await lastPayments(db, clientId);
    return {
      tipoUsuario: 'cliente',
      usuario,
      cliente: { nombre: client.nombre, cuit: client.cuit, costoAuditoria: pesos(client.costoAuditoria) },
      estadoCuenta: {
        deudaTotal: pesos(totals.deudaTotal),
        totalPagado: pesos(totals.totalPagado),
        saldoPendiente: pesos(totals.saldoPendiente),
        estadoDeuda: totals.estadoDeuda,
        auditoriasCompletadas: completadas,
      },
      auditorias: { completadas: done.rows.map(item), pendientes: pending.rows.map(item) },
      ultimosPagos: payments.map((p) => ({
        fecha: p.fecha,
        monto: pesos(Number(p.monto)),
        concepto: p.concepto,
        esParcial: p.parcial,
      })),
      mensaje: null,
      paginacion: { completadas: done.paginacion, pendientes: pending.paginacion },
    };
  }

  /** An operator's statement: commissions, the kept per-operator counters and a page of each audit list. */
  async function operatorStatement(auth: AuthContext, q: AccountStatementQuery): Promise<AccountStatement> {
    checkStatementQuery(q);
    const userId = auth.user.id;
    const [earned] = await operatorEarned(db, userId);
    type Row = StatementListRow & { cliente: string };
    const completed = ['entregada', 'facturada'] as const;
    const inProgress = [
      'asignada',
      'en_proceso',
      'pausada',
      'terminada',
      'guardado_supervisor',
      'aprobada',
    ] as const;
    const branch = operatorStatementBranch(userId);
    const lists = await statementLists<Row>(q, branch);
    const done = lists.completadas;
    const pending = lists.pendientes;
    const counts = await scopeCounts(db, 'o', [userId]);
    const count = (list: readonly string[]) =>
      counts.filter((c) => list.includes(c.estado)).reduce((t, c) => t + c.n, 0);
    const money = await auditMoney(
      db,
      [...done.rows, ...pending.rows].map((r) => Number(r.id)),
    );
    const item = (r: Row) => {
      const pay = money.get(Number(r.id))?.pagoOperador ?? 0;
      return {
        id: Number(r.id),
        titulo: r.titulo,
        fecha: r.fecha,
        valor: pesos(pay),
        valorBase: pesos(pay),
        comision: pesos(pay),
        cliente: r.cliente,
        estado: r.estado,
        estadoPago: accountStatementPaymentState({ estado: r.estado, estadoPago: r.estado_pago }),
      };
    };
    return {
      tipoUsuario: 'operador',
      usuario: { nombre: auth.user.name, email: auth.user.email },
      cliente: null,
      estadoCuenta: {
        comisionesDevengadas: pesos(Number(earned?.t ?? 0)),
        totalAuditorias: count(completed),
        auditoriasPendientes: count(inProgress),
        estadoCuenta: 'al dia',
      },
      auditorias: { completadas: done.rows.map(item), pendientes: pending.rows.map(item) },
      ultimosPagos: [],
      mensaje: null,
      paginacion: { completadas: done.paginacion, pendientes: pending.paginacion },
    };
  }

  /** GET /finanzas/mi-cuenta: a client's own statement, an operator's commissions; others have none. */
  async function myAccount(
    auth: AuthContext,
    q: AccountStatementQuery = FIRST_STATEMENT_PAGE,
  ): Promise<AccountStatement> {
    const role = auth.user.role;
    if (role === 'auditor') throw forbidden();
    if (role === 'cliente') {
      if (auth.user.clienteId === null) throw notFound(FIN_MSG.clientNotFound);
      return clientStatement(auth.user.clienteId, { nombre: auth.user.name, email: auth.user.email }, q);
    }
    if (role === 'operador') return operatorStatement(auth, q);
    return {
      tipoUsuario: 'otro',
      usuario: { nombre: auth.user.name, email: auth.user.email },
      cliente: null,
      estadoCuenta: {},
      auditorias: { completadas: [], pendientes: [] },
      ultimosPagos: [],
      mensaje: FIN_MSG.otherUser,
    };
  }

  /** GET /clients/{id}/account-statement: finance staff for any company; a client for its own companies. */
  async function accountStatement(
    auth: AuthContext,
    clientId: number,
    q: AccountStatementQuery = FIRST_STATEMENT_PAGE,
  ) {
    const role = auth.user.role;
    if (role === 'cliente') {
      if (!scopeIncludes(auth.scope, clientId)) throw notFound(FIN_MSG.clientNotFound);
    } else {
      financeStaff(auth, 'finance_view');
    }
    return clientStatement(clientId, null, q);
  }

  return { myAccount, accountStatement };
}

export type FinanceStatements = ReturnType<typeof createStatements>;
