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
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../lib/auth-context';
import { badField, forbidden, notFound } from '../../lib/errors';
import { afterOf } from '../../lib/keyset';
import { scopeCounts } from '../audits/public';
import { findClient } from '../clients/public';
import { type AuditRow, FIN_MSG, type FinanceDeps, financeStaff, pesos } from './finance-core';
import { INCLUDED_SQL } from './fixed-package';
import { auditMoney } from './ledger';
import { sqlRowsNamed } from './sql';
import {
  COMPLETED_SQL,
  clientStatementFigures,
  lastPayments,
  operatorEarned,
  STATEMENT_PRICE_SQL,
  type StatementPriceRow,
} from './statements.repo';

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
  async function statementLists<T extends { lista: 'completadas' | 'pendientes'; id: number; at: string }>(
    q: AccountStatementQuery,
    branch: (which: 'completadas' | 'pendientes', limit: number, keyset: SQL) => SQL,
  ) {
    // The asked lists in one read: each branch its own page (newest first), joined by `union all`.
    const read = (asked: Array<{ which: 'completadas' | 'pendientes'; limit: number; keyset: SQL }>) =>
      sqlRowsNamed<T>(
        db,
        sql`select * from (${sql.join(
          asked.map((a) => branch(a.which, a.limit, a.keyset)),
          sql` union all `,
        )}) x order by x.lista, x.sort_at desc, x.id desc`,
      );
    const which = q.lista ? [q.lista] : (['completadas', 'pendientes'] as const);
    const position = afterOf(q.cursor, FIN_MSG.cursor);
    const keyset = position
      ? sql`and (a.created_at, a.id) < (${position.at}::timestamptz, ${position.id})`
      : sql``;
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
    type Row = StatementPriceRow & {
      lista: 'completadas' | 'pendientes';
      id: number;
      at: string;
      titulo: string;
      fecha: string;
      estado: AuditRow['estado'];
      estado_pago: AuditRow['estadoPago'];
      incluida: boolean;
    };
    // Both lists in one read: each its own page, newest first. The states a client sees as pending are neither
    // completed nor hidden from clients (CLIENT_HIDDEN), as in the partial index audits_client_pending_created_idx.
    const branch = (which: 'completadas' | 'pendientes', limit: number, keyset: SQL) =>
      sql`(select ${which}::text as lista, a.id, a.created_at::text as at, a.created_at as sort_at, a.titulo,
             a.fecha_solicitada::text as fecha, a.estado, a.estado_pago, ${STATEMENT_PRICE_SQL},
             ${which === 'completadas' ? INCLUDED_SQL : sql`false`} as incluida
           from audits a
           left join branches b on b.id = a.branch_id
           where a.client_id = ${clientId} and a.deleted_at is null and ${
             which === 'completadas'
               ? sql`a.estado in (${COMPLETED_SQL})`
               : sql`a.estado not in (${COMPLETED_SQL}, 'terminada', 'guardado_supervisor', 'aprobada')`
           } ${keyset}
           order by a.created_at desc, a.id desc
           limit ${limit})`;
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
    type Row = {
      lista: 'completadas' | 'pendientes';
      id: number;
      at: string;
      titulo: string;
      fecha: string;
      estado: AuditRow['estado'];
      estado_pago: AuditRow['estadoPago'];
      cliente: string;
    };
    const completed = ['entregada', 'facturada'] as const;
    const inProgress = [
      'asignada',
      'en_proceso',
      'pausada',
      'terminada',
      'guardado_supervisor',
      'aprobada',
    ] as const;
    const branch = (which: 'completadas' | 'pendientes', limit: number, keyset: SQL) =>
      sql`(select ${which}::text as lista, a.id, a.created_at::text as at, a.created_at as sort_at, a.titulo,
             a.fecha_solicitada::text as fecha, a.estado, a.estado_pago, c.nombre as cliente
           from (select a.id, a.created_at, a.titulo, a.fecha_solicitada, a.estado, a.estado_pago, a.client_id
                 from audits a
                 where a.operador_id = ${userId} and a.deleted_at is null and ${
                   which === 'completadas'
                     ? sql`a.estado in ('entregada', 'facturada')`
                     : sql`a.estado in ('asignada', 'en_proceso', 'pausada', 'terminada', 'guardado_supervisor', 'aprobada')`
                 } ${keyset}
                 order by a.created_at desc, a.id desc
                 limit ${limit}) a
           join clients c on c.id = a.client_id)`;
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
