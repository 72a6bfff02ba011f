import {
  accountStatementPaymentState,
  accountStatementValue,
} from '@auditorias/domain/finance/account-statement';
import { ENTRY_KIND_LABELS } from '@auditorias/domain/finance/entries';
import { monthKey } from '@auditorias/domain/finance/figures';
import { INCLUDED_LABEL } from '@auditorias/domain/finance/fixed-package';
import { argentineDay } from '@auditorias/domain/format/locale';
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
import { type FinanceDeps, financeStaff, pesos } from './finance-core';
import type { FinanceMovements } from './movements.service';
import { receivablesForExport } from './receivables.repo';
import type { FinanceReceivables } from './receivables.service';
import { renderStatementPdf, type StatementRow } from './statement-pdf';
import { statementExportRows } from './statements.repo';
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
    const found = await receivablesForExport(db, q.clienteId);
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
    const rows = await statementExportRows(db, clientId);
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
