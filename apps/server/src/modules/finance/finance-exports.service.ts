import {
  accountStatementPaymentState,
  accountStatementValue,
} from '@auditorias/domain/finance/account-statement';
import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { ENTRY_KIND_LABELS } from '@auditorias/domain/finance/entries';
import { monthKey } from '@auditorias/domain/finance/figures';
import { INCLUDED_LABEL } from '@auditorias/domain/finance/fixed-package';
import { argentineDay } from '@auditorias/domain/format/locale';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../lib/auth-context';
import {
  type Column,
  type DownloadFile,
  EXPORT_MAX_ROWS,
  type ExportFormat,
  sheetFile,
  slug,
  tooManyRows,
} from '../../lib/export-files';
import { findClient } from '../clients/public';
import type { FinanceExpenses } from './expenses.service';
import { type AuditRow, type FinanceDeps, financeStaff, pesos } from './finance-core';
import { INCLUDED_SQL } from './fixed-package';
import type { FinanceMovements } from './movements.service';
import { AUDIT_BALANCE_JOIN, type ReceivableRow } from './receivables.repo';
import type { FinanceReceivables } from './receivables.service';
import { sqlRowsOf } from './sql';
import { renderStatementPdf, type StatementRow } from './statement-pdf';
import { COMPLETED_SQL, STATEMENT_PRICE_SQL, type StatementPriceRow } from './statements.repo';
import { type FinanceStatements, statementFacts } from './statements.service';

/** The columns that name an audit in the finance exports (receivables, account statement). */
const auditColumns = <T extends { id: number; titulo: string; sucursal: string | null }>(): Column<T>[] => [
  { header: 'Auditoría N°', kind: 'number', width: 12, value: (r) => r.id },
  { header: 'Título', kind: 'text', width: 36, value: (r) => r.titulo },
  { header: 'Sucursal', kind: 'text', value: (r) => r.sucursal },
];

/** When an audit of a finance export was delivered. */
const deliveryColumn = <T extends { fechaEntrega: string | null }>(): Column<T> => ({
  header: 'Fecha de entrega',
  kind: 'instant',
  value: (r) => r.fechaEntrega,
});

/** What was collected of an audit of a finance export and what the client still owes. */
const balanceColumns = <T extends { cobrado: number; saldo: number }>(): Column<T>[] => [
  { header: 'Cobrado', kind: 'money', value: (r) => r.cobrado },
  { header: 'Saldo', kind: 'money', value: (r) => r.saldo },
];
/** The finance downloads (docs/decisions.md, "Exportaciones"): receivables, movements, expenses, a statement. */
export function createFinanceExports(
  deps: FinanceDeps,
  uses: {
    receivables: FinanceReceivables;
    movements: FinanceMovements;
    expenses: FinanceExpenses;
    statements: FinanceStatements;
  },
) {
  const { db, config } = deps;
  const { receivableOut } = uses.receivables;
  const { movements } = uses.movements;
  const { listExpenses } = uses.expenses;
  const { accountStatement } = uses.statements;

  const periodName = (q: { mes?: number | undefined; anio?: number | undefined }) =>
    q.mes && q.anio ? monthKey(q.anio, q.mes) : `al-${argentineDay()}`;

  async function exportReceivables(
    auth: AuthContext,
    q: { formato: ExportFormat; clienteId?: number | undefined },
  ): Promise<DownloadFile> {
    financeStaff(auth, 'finance_view');
    const found = await sqlRowsOf<ReceivableRow & { cliente: string; periodo: string }>(
      db,
      sql`select c.nombre as cliente, to_char(r.period, 'YYYY-MM') as periodo, a.id, a.titulo, a.sucursal,
            a.prioridad, a.estado, a.costo_final, a.fecha_entrega, a.fecha_solicitada::text as fecha_solicitada,
            m.cobrado, r.saldo
          from receivable_audits r join audits a on a.id = r.audit_id join clients c on c.id = r.client_id
          ${AUDIT_BALANCE_JOIN}
          ${q.clienteId ? sql`where r.client_id = ${q.clienteId}` : sql``}
          order by c.nombre, c.id, r.period desc, a.id
          limit ${EXPORT_MAX_ROWS + 1}`,
    );
    if (found.length > EXPORT_MAX_ROWS) tooManyRows();
    const rows = found.map((r) => ({ cliente: r.cliente, periodo: r.periodo, ...receivableOut(r) }));
    return sheetFile(q.formato, `cuentas-a-cobrar-al-${argentineDay()}`, {
      name: 'Cuentas a cobrar',
      rows,
      columns: [
        { header: 'Cliente', kind: 'text', width: 28, value: (r) => r.cliente },
        { header: 'Período', kind: 'text', width: 10, value: (r) => r.periodo },
        ...auditColumns(),
        { header: 'Prioridad', kind: 'text', width: 12, value: (r) => r.prioridad },
        { header: 'Estado', kind: 'text', width: 12, value: (r) => r.estado },
        deliveryColumn(),
        { header: 'Precio', kind: 'money', value: (r) => r.costoFinal },
        ...balanceColumns(),
      ],
    });
  }

  async function exportMovements(
    auth: AuthContext,
    q: {
      formato: ExportFormat;
      tipo?: string | undefined;
      mes?: number | undefined;
      anio?: number | undefined;
    },
  ): Promise<DownloadFile> {
    const page = await movements(auth, { tipo: q.tipo, mes: q.mes, anio: q.anio, limit: EXPORT_MAX_ROWS });
    if (page.paginacion.siguiente !== null) tooManyRows();
    return sheetFile(q.formato, `movimientos${q.tipo ? `-${q.tipo}` : ''}-${periodName(q)}`, {
      name: 'Movimientos',
      rows: page.movimientos,
      columns: [
        { header: 'N°', kind: 'number', width: 10, value: (r) => r.id },
        { header: 'Fecha', kind: 'day', value: (r) => r.fecha },
        { header: 'Tipo', kind: 'text', width: 22, value: (r) => ENTRY_KIND_LABELS[r.tipo] ?? r.tipo },
        { header: 'Descripción', kind: 'text', width: 48, value: (r) => r.descripcion },
        { header: 'Monto', kind: 'money', value: (r) => r.monto },
        { header: 'Cliente N°', kind: 'number', width: 10, value: (r) => r.clienteId },
        { header: 'Auditoría N°', kind: 'number', width: 12, value: (r) => r.auditId },
        { header: 'Revierte el N°', kind: 'number', width: 12, value: (r) => r.reversaDe },
        { header: 'Revertido', kind: 'text', width: 10, value: (r) => r.revertido },
        { header: 'Registrado por', kind: 'text', value: (r) => r.creadoPor },
      ],
    });
  }

  async function exportExpenses(
    auth: AuthContext,
    q: { formato: ExportFormat; mes?: number | undefined; anio?: number | undefined },
  ): Promise<DownloadFile> {
    const page = await listExpenses(auth, { mes: q.mes, anio: q.anio, limit: EXPORT_MAX_ROWS });
    if (page.paginacion.siguiente !== null) tooManyRows();
    return sheetFile(q.formato, `gastos-${periodName(q)}`, {
      name: 'Gastos',
      rows: page.gastos,
      columns: [
        { header: 'N°', kind: 'number', width: 8, value: (r) => r.id },
        { header: 'Fecha', kind: 'day', value: (r) => r.fecha },
        { header: 'Descripción', kind: 'text', width: 40, value: (r) => r.descripcion },
        { header: 'Categoría', kind: 'text', width: 16, value: (r) => r.categoria },
        { header: 'Monto', kind: 'money', value: (r) => r.monto },
        { header: 'Explicación', kind: 'text', width: 40, value: (r) => r.explicacion },
        { header: 'Concepto', kind: 'text', value: (r) => r.concepto },
        { header: 'Registrado el', kind: 'instant', value: (r) => r.createdAt },
      ],
    });
  }

  /** Every delivered audit of a client (up to the export maximum) with what the ledger says of it. */
  async function statementRows(clientId: number): Promise<StatementRow[]> {
    const pricing = await config.pricing();
    const costoAuditoria = (await findClient(db, clientId))?.costoAuditoria ?? null;
    const rows = await sqlRowsOf<
      StatementPriceRow & {
        id: number;
        titulo: string;
        sucursal: string | null;
        fecha: string;
        fecha_entrega: Date | string | null;
        estado: AuditRow['estado'];
        estado_pago: AuditRow['estadoPago'];
        cobrado: string;
        saldo: string;
        incluida: boolean;
      }
    >(
      db,
      sql`select a.id, a.titulo, a.sucursal, a.fecha_solicitada::text as fecha, a.fecha_entrega, a.estado, a.estado_pago,
            ${STATEMENT_PRICE_SQL}, m.cobrado, m.saldo, ${INCLUDED_SQL} as incluida
          from audits a
          left join branches b on b.id = a.branch_id
          left join lateral (select coalesce(sum(l.amount) filter (where l.account = ${ACCOUNTS.cajaEntradas}), 0) as cobrado,
                                    coalesce(sum(l.amount) filter (where l.account = ${ACCOUNTS.cuentasACobrar}), 0) as saldo
                             from ledger_lines l where l.audit_id = a.id) m on true
          where a.client_id = ${clientId} and a.deleted_at is null and a.estado in (${COMPLETED_SQL})
          order by a.fecha_entrega desc nulls last, a.id desc
          limit ${EXPORT_MAX_ROWS + 1}`,
    );
    if (rows.length > EXPORT_MAX_ROWS) tooManyRows();
    return rows.map((r) => ({
      id: Number(r.id),
      titulo: r.titulo,
      sucursal: r.sucursal,
      fecha: r.fecha,
      fechaEntrega: r.fecha_entrega ? new Date(r.fecha_entrega).toISOString() : null,
      estado: r.estado,
      estadoPago: r.incluida
        ? INCLUDED_LABEL
        : accountStatementPaymentState({ estado: r.estado, estadoPago: r.estado_pago }),
      valor: pesos(accountStatementValue(statementFacts(r, costoAuditoria, pricing))),
      cobrado: pesos(Number(r.cobrado)),
      saldo: pesos(Number(r.saldo)),
    }));
  }

  /** GET /clients/{id}/account-statement/export: the statement as CSV, XLSX or a PDF with the company header. */
  async function exportStatement(
    auth: AuthContext,
    clientId: number,
    formato: ExportFormat | 'pdf',
  ): Promise<DownloadFile> {
    const statement = await accountStatement(auth, clientId);
    const rows = await statementRows(clientId);
    const baseName = `estado-de-cuenta-${slug(statement.cliente?.nombre ?? 'cliente')}-al-${argentineDay()}`;
    if (formato === 'pdf') {
      const body = await renderStatementPdf({
        empresa: await config.companyInfo(),
        statement,
        rows,
      });
      return { body, format: 'pdf', baseName };
    }
    return sheetFile(formato, baseName, {
      name: 'Estado de cuenta',
      rows,
      columns: [
        ...auditColumns(),
        { header: 'Fecha solicitada', kind: 'day', width: 14, value: (r) => r.fecha },
        deliveryColumn(),
        { header: 'Estado de pago', kind: 'text', width: 20, value: (r) => r.estadoPago },
        { header: 'Valor', kind: 'money', value: (r) => r.valor },
        ...balanceColumns(),
      ],
    });
  }

  return { exportReceivables, exportMovements, exportExpenses, exportStatement };
}
