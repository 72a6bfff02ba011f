import { mayUseFinance } from '@auditorias/domain/auth/access';
import { scopeIncludes } from '@auditorias/domain/auth/tenant-scope';
import { auditPrice, type PricingSettings } from '@auditorias/domain/clients/pricing';
import {
  ACCOUNT_STATEMENT_COMPLETED_STATES,
  accountStatementBaseValue,
  accountStatementPaymentState,
  accountStatementTotals,
  accountStatementValue,
} from '@auditorias/domain/finance/account-statement';
import {
  ACCOUNTS,
  accountName,
  CHART_OF_ACCOUNTS,
  EXPENSE_ACCOUNT,
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
  MOVEMENT_AMOUNT_SOURCES,
} from '@auditorias/domain/finance/accounts';
import {
  type CollectionRate,
  collectionLines,
  ENTRY_KIND_LABELS,
  expenseLines,
  manualIncomeLines,
  priceAdjustmentLines,
  priceAtRate,
} from '@auditorias/domain/finance/entries';
import { FIGURE_BASIS, financeFigures, monthKey, pendingSalaries } from '@auditorias/domain/finance/figures';
import { INCLUDED_LABEL, packageKey } from '@auditorias/domain/finance/fixed-package';
import { currentPeriod, periodOrCurrent } from '@auditorias/domain/finance/periods';
import {
  isReceivable,
  type Parsed,
  parseAmount,
  parseMoneyDay,
  validateAuditEdit,
  validateExpense,
  validateIncome,
} from '@auditorias/domain/finance/rules';
import { argentineDay, formatPesos } from '@auditorias/domain/format/locale';
import { centavosToPesos } from '@auditorias/domain/money';
import { monthDays } from '@auditorias/domain/salaries/calendar';
import {
  type AccountStatement,
  type AccountStatementQuery,
  type auditFinanceEditRequestSchema,
  type auditPaymentRequestSchema,
  type auditRefRequestSchema,
  type changePriorityRequestSchema,
  type clientPaymentRequestSchema,
  type clientRefRequestSchema,
  type collectPackageRequestSchema,
  type collectPeriodRequestSchema,
  type DebtGroup,
  type Expense,
  type expenseRequestSchema,
  type FinanceEmployee,
  type financeMovementRequestSchema,
  type Movement,
  type manualIncomeRequestSchema,
  type processPaymentRequestSchema,
  type ReceivableAudit,
  STATEMENT_PAGE_DEFAULT,
} from '@auditorias/domain/schemas/finance';
import { pageOf } from '@auditorias/domain/schemas/lists';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { audits, expenses, salaryRecords, users } from '../../db/schema/index';
import { badField, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import {
  type Column,
  type DownloadFile,
  EXPORT_MAX_ROWS,
  type ExportFormat,
  sheetFile,
  slug,
  tooManyRows,
} from '../../lib/export-files';
import { afterOf, decodeKeyCursor, encodeKeyCursor, isRowId } from '../../lib/keyset';
import { containsPattern } from '../../lib/search';
import type { AuditReviewService } from '../audits/audit-review.service';
import * as auditsRepo from '../audits/audits.repo';
import type { AuthContext } from '../auth/auth.service';
import { auditPricingOf, findClient } from '../clients/clients.repo';
import type { ConfigService } from '../config/config.service';
import { insertMessage } from '../messages/messages.repo';
import { clientBalances, monthAmounts, staffPayables, TOTAL } from './finance.repo';
import {
  INCLUDED_SQL,
  includedAudits,
  livePackageCollection,
  lockPackage,
  UNPAID_PACKAGE_SQL,
} from './fixed-package';
import { IDEMPOTENCY_MSG, idempotentWrites } from './idempotency';
import {
  auditMoney,
  type EntryDraft,
  isIncludedInPackage,
  LEDGER_MSG,
  liveEntriesOfAudit,
  moneyOfAudit,
  NO_MONEY,
  postDelivery,
  postEntries,
  postPriceChange,
  reverseEntries,
} from './ledger';
import { idArray, sqlRowsNamed, sqlRowsOf } from './sql';
import { renderStatementPdf, type StatementRow } from './statement-pdf';

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

export const FIN_MSG = {
  collected: 'Auditoría cobrada',
  partial: 'Cobro parcial registrado',
  reverted: 'Cobro revertido: la auditoría vuelve a pendiente de cobro',
  alreadyPaid: 'La auditoría ya fue cobrada',
  notReceivable: 'La auditoría no está pendiente de cobro',
  nothingToRevert: 'La auditoría no tiene cobros para revertir',
  overDue: 'El monto supera el saldo pendiente de la auditoría',
  belowCollected: 'El nuevo precio es menor que lo ya cobrado: revierta el cobro primero',
  periodEmpty: 'No hay auditorías pendientes de cobro',
  periodDone: 'Período cobrado',
  incomeSaved: 'Ingreso registrado',
  expenseSaved: 'Gasto registrado',
  expenseUpdated: 'Gasto actualizado',
  expenseReverted: 'Gasto revertido',
  expenseNotFound: 'Gasto no encontrado',
  clientNotFound: 'Cliente no encontrado',
  auditNotFound: 'Auditoría no encontrada',
  auditEdited: 'Auditoría actualizada',
  paidEdit: 'La auditoría ya fue cobrada: revierta el cobro antes de cambiar su monto',
  ...IDEMPOTENCY_MSG,
  otherUser: 'No hay estado de cuenta para este usuario',
  repaired: 'Inconsistencias reparadas',
  auditRequired: 'Indique la auditoría (auditoriaId)',
  forgiven: 'Deuda condonada',
  priorityChanged: 'Prioridad cambiada: el importe se recalculó',
  clientCollected: 'Deuda del cliente cobrada',
  overClientDebt: 'El monto supera la deuda pendiente del cliente',
  noDebt: 'El cliente no tiene deuda pendiente',
  noClientUsers: 'El cliente no tiene usuarios activos a quienes reclamar la deuda',
  claimed: 'Reclamo de deuda enviado',
  movementNotFound: 'Movimiento no encontrado',
  reversalOfReversal: 'Una reversión no se puede revertir',
  notRevertible:
    'Este movimiento no se revierte aquí: los cobros de auditorías se revierten desde la auditoría y los gastos desde la lista de gastos',
  incomeReverted: 'Ingreso revertido',
  packageReverted: 'Cobro del abono revertido: el abono vuelve a estar pendiente de cobro',
  packageNotFound: 'No hay un abono de 4 auditorías fijas facturado para ese cliente y período',
  packagePaid: 'El abono ya fue cobrado',
  packageCollected: 'Abono cobrado',
  userNotFound: 'Usuario no encontrado',
  cursor: 'El cursor de la lista no es válido: volvé a cargar la lista',
} as const;

type AuditRow = typeof audits.$inferSelect;

/** A statement as the screens first ask it: the first page of each audit list. */
const FIRST_STATEMENT_PAGE: AccountStatementQuery = { limit: STATEMENT_PAGE_DEFAULT };

const pesos = (centavos: number) => centavosToPesos(centavos);

function ok<T>(parsed: Parsed<T>, campo?: string): T {
  if (!parsed.ok) throw badRequest(parsed.message, campo ? [{ campo, mensaje: parsed.message }] : undefined);
  return parsed.value;
}

/** The day a request names (`fecha`, checked: a real day inside the money range), or `fallback` when it names none. */
function dayOr(fecha: string | null | undefined, fallback: string): string {
  return fecha ? ok(parseMoneyDay(fecha, argentineDay()), 'fecha') : fallback;
}

/** Whether an audit stands delivered (approved and delivered, invoiced or finished): it carries its charge. */
function isDelivered(audit: AuditRow): boolean {
  return audit.aprobada && (['entregada', 'facturada', 'terminada'] as string[]).includes(audit.estado);
}

/** Finance staff: admin and contable (not a client company, whatever its permissions say). */
function financeStaff(auth: AuthContext, action: 'finance_view' | 'finance_manage') {
  if (!mayUseFinance(auth.user, action)) throw forbidden();
}

function encodeKey(parts: Array<string | number>): string {
  return Buffer.from(parts.join('|')).toString('base64url');
}
function decodeKey(cursor: string, pattern: RegExp): RegExpExecArray {
  const text = Buffer.from(cursor, 'base64url').toString();
  const match = pattern.exec(text);
  if (!match) throw badField('cursor', FIN_MSG.cursor);
  return match;
}

/**
 * A receivable audit aliased `a` (the spec's rule), read live by the money writes; the lists read the kept
 * `receivable_audits`, whose definition (view `receivable_audits_live`, migration 0017) is the same rule.
 */
const RECEIVABLE_SQL = sql`a.deleted_at is null and a.estado in ('entregada', 'terminada') and a.aprobada
  and a.estado_pago is distinct from 'pagada' and not a.gratis_para_cliente and not ${INCLUDED_SQL}`;
/**
 * The states a statement counts as completed (`ACCOUNT_STATEMENT_COMPLETED_STATES`), as literals (constants of the
 * domain, never input) so the planner still matches the partial indexes of the client's lists.
 */
const COMPLETED_SQL = sql.raw(ACCOUNT_STATEMENT_COMPLETED_STATES.map((e) => `'${e}'`).join(', '));
const PERIOD_SQL = sql`to_char(coalesce(a.fecha_entrega at time zone 'America/Argentina/Buenos_Aires', a.fecha_solicitada::timestamp), 'YYYY-MM')`;
/** What the ledger says an audit aliased `a` collected, as `m.cobrado`: one read of ledger_lines_audit_idx. */
const AUDIT_BALANCE_JOIN = sql`cross join lateral (
  select coalesce(sum(l.amount) filter (where l.account = ${ACCOUNTS.cajaEntradas}), 0) as cobrado
  from ledger_lines l where l.audit_id = a.id) m`;

interface ReceivableRow {
  id: number;
  titulo: string;
  sucursal: string | null;
  prioridad: 'normal' | 'prioritaria' | 'urgente';
  estado: string;
  costo_final: string | null;
  fecha_entrega: Date | string | null;
  fecha_solicitada: string;
  cobrado: string;
  saldo: string;
}

/** What prices an audit of a statement (aliased `a`, its branch `b`): the columns of `STATEMENT_PRICE_SQL`. */
interface StatementPriceRow {
  prioridad: AuditRow['prioridad'];
  gratis: boolean;
  costo_final: string | null;
  costo_estimado: string | null;
  precio_normal: string | null;
  precio_prioritaria: string | null;
  precio_urgente: string | null;
}
const STATEMENT_PRICE_SQL = sql`a.prioridad, a.gratis_para_cliente as gratis, a.costo_final, a.costo_estimado,
  b.precio_normal, b.precio_prioritaria, b.precio_urgente`;

/** The facts `accountStatementValue` needs of a statement row: one definition of an audit's value. */
function statementFacts(r: StatementPriceRow, costoAuditoria: number | null, pricing: PricingSettings) {
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

/** The cursor of a list in client name order: the last client's name and id. */
function encodeNameCursor(nombre: string, id: number): string {
  return encodeKeyCursor([nombre, id]);
}
function decodeNameCursor(cursor: string): { nombre: string; id: number } {
  const [nombre, id] = decodeKeyCursor(cursor, 2) ?? [];
  if (typeof nombre === 'string' && isRowId(id)) return { nombre, id };
  throw badField('cursor', FIN_MSG.cursor);
}

export function createFinanceService(deps: { db: Db; config: ConfigService; review: AuditReviewService }) {
  const { db, config } = deps;

  /** Money writes in one transaction, idempotent under the caller's key (`finance/idempotency`). */
  const idempotent = idempotentWrites(db);

  async function lockAuditOr404(tx: DbOrTx, id: number): Promise<AuditRow> {
    const audit = await auditsRepo.lockAudit(tx, id);
    if (!audit) throw notFound(FIN_MSG.auditNotFound);
    return audit;
  }

  /** A money write on one audit: idempotent under `${route}:${id}`, at the settings' pricing, the audit locked. */
  async function writeAudit<T>(
    auth: AuthContext,
    key: string | undefined,
    route: string,
    id: number,
    work: (tx: DbOrTx, audit: AuditRow, pricing: PricingSettings) => Promise<T>,
  ): Promise<T> {
    const pricing = await config.pricing();
    return idempotent(auth, key, `${route}:${id}`, async (tx) =>
      work(tx, await lockAuditOr404(tx, id), pricing),
    );
  }

  async function timeline(
    tx: DbOrTx,
    auth: AuthContext,
    audit: AuditRow,
    action: string,
    to: AuditRow['estado'],
    note: string | null,
  ) {
    await auditsRepo.addTimeline(tx, {
      auditId: audit.id,
      actorId: auth.user.id,
      impersonatorId: auth.impersonatorId,
      action,
      fromEstado: audit.estado,
      toEstado: to,
      note,
    });
  }

  /** The audit's price at a collection rate: its admin cost or its client/branch price, times the multiplier. */
  async function priceForRate(tx: DbOrTx, audit: AuditRow, rate: CollectionRate, pricing: PricingSettings) {
    if (rate === 'gratis') return 0;
    if (audit.costoEstimado !== null) return priceAtRate(audit.costoEstimado, rate, pricing);
    const sources = await auditPricingOf(tx, audit.clientId, audit.branchId);
    if (!sources) return priceAtRate(pricing.costoPorDefecto, rate, pricing);
    return auditPrice(sources.defaults, sources.own, rate, false, pricing).precio;
  }

  /**
   * An audit delivered before the ledger existed (or whose postings are missing): posts its delivery and, when it
   * is marked paid, its collection, from its own columns. Answers whether it posted.
   */
  async function ensurePosted(tx: DbOrTx, audit: AuditRow, pricing: PricingSettings, actorId: number | null) {
    const money = await moneyOfAudit(tx, audit.id);
    if (money.entries > 0) return false;
    if (!isDelivered(audit)) return false;
    const cost = audit.gratisParaCliente ? 0 : (audit.costoFinal ?? 0);
    await postDelivery(tx, audit, cost, pricing, actorId, `Entrega (registrada al reparar): ${audit.titulo}`);
    if (audit.estadoPago === 'pagada' && cost > 0) await postRepairCollection(tx, audit, cost, actorId);
    return true;
  }

  /** The collection a paid audit lacks in the ledger, posted by a repair. */
  async function postRepairCollection(tx: DbOrTx, audit: AuditRow, monto: number, actorId: number | null) {
    await postEntries(tx, [
      {
        kind: 'cobro',
        description: `Cobro (registrado al reparar): ${audit.titulo}`,
        lines: collectionLines({ auditId: audit.id, clientId: audit.clientId, monto }),
        createdBy: actorId,
        auditId: audit.id,
        clientId: audit.clientId,
        meta: { tarifa: null, parcial: false, antes: snapshot(audit) },
      },
    ]);
  }

  function snapshot(audit: AuditRow) {
    return {
      costoFinal: audit.costoFinal,
      prioridad: audit.prioridad,
      gratisParaCliente: audit.gratisParaCliente,
    };
  }

  /**
   * What the ledger says of an audit (locked by the caller) that may still be collected or repriced: unpaid,
   * receivable, posted (repaired when missing) and not covered by a package of fixed audits.
   */
  async function collectableMoney(tx: DbOrTx, auth: AuthContext, audit: AuditRow, pricing: PricingSettings) {
    if (audit.estadoPago === 'pagada') throw conflict(FIN_MSG.alreadyPaid);
    if (!isReceivable(audit)) throw conflict(FIN_MSG.notReceivable);
    await ensurePosted(tx, audit, pricing, auth.user.id);
    if (await isIncludedInPackage(tx, audit.id)) throw conflict(LEDGER_MSG.includedInPackage);
    return moneyOfAudit(tx, audit.id);
  }

  /** Collects an audit (locked by the caller) whole or in part, at a rate or at its current charge. */
  async function collectLocked(
    tx: DbOrTx,
    auth: AuthContext,
    audit: AuditRow,
    opts: { rate: CollectionRate | null; monto: number | null; forgive?: boolean },
    pricing: PricingSettings,
  ) {
    const money = await collectableMoney(tx, auth, audit, pricing);
    // Forgiving what is still due: the charge drops to what was already collected and the audit is settled.
    const nuevo = opts.forgive
      ? money.cobrado
      : opts.rate
        ? await priceForRate(tx, audit, opts.rate, pricing)
        : money.cargo;
    if (nuevo < money.cobrado) throw conflict(FIN_MSG.belowCollected);
    const due = nuevo - money.cobrado;
    const monto = opts.monto ?? due;
    if (monto > due) throw badField('monto', FIN_MSG.overDue);
    const full = monto === due;
    await postEntries(tx, [
      {
        kind: 'cobro',
        description: opts.forgive
          ? `Deuda condonada: ${audit.titulo}`
          : `${full ? 'Cobro' : 'Cobro parcial'}${opts.rate ? ` (${opts.rate})` : ''}: ${audit.titulo}`,
        lines: [
          ...priceAdjustmentLines({
            auditId: audit.id,
            clientId: audit.clientId,
            delta: nuevo - money.cargo,
          }),
          ...collectionLines({ auditId: audit.id, clientId: audit.clientId, monto }),
        ],
        createdBy: auth.user.id,
        auditId: audit.id,
        clientId: audit.clientId,
        meta: {
          tarifa: opts.forgive ? 'condonada' : opts.rate,
          parcial: !full,
          antes: snapshot(audit),
        },
      },
    ]);
    const to = full && audit.estado === 'entregada' ? 'facturada' : audit.estado;
    await auditsRepo.updateAuditIf(tx, audit.id, [audit.estado], {
      costoFinal: nuevo,
      ...(opts.rate && opts.rate !== 'gratis' ? { prioridad: opts.rate, gratisParaCliente: false } : {}),
      ...(opts.rate === 'gratis' ? { gratisParaCliente: true } : {}),
      ...(full
        ? { estadoPago: 'pagada' as const, fechaPago: new Date(), estado: to }
        : { estadoPago: 'pendiente' as const }),
    });
    await timeline(
      tx,
      auth,
      audit,
      opts.forgive ? 'deuda_condonada' : full ? 'cobrada' : 'cobro_parcial',
      to,
      opts.forgive
        ? `Deuda condonada: $${pesos(money.cargo - money.cobrado)}`
        : `${full ? 'Cobro' : 'Cobro parcial'} de $${pesos(monto)}${opts.rate ? ` (tarifa ${opts.rate})` : ''}`,
    );
    return { monto, full };
  }

  async function revertLocked(tx: DbOrTx, auth: AuthContext, audit: AuditRow, pricing: PricingSettings) {
    let live = await liveEntriesOfAudit(tx, audit.id, ['cobro']);
    if (live.length === 0 && audit.estadoPago === 'pagada') {
      await ensurePosted(tx, audit, pricing, auth.user.id);
      live = await liveEntriesOfAudit(tx, audit.id, ['cobro']);
    }
    if (live.length === 0 && audit.estadoPago !== 'pagada') throw conflict(FIN_MSG.nothingToRevert);
    await reverseEntries(tx, live, { createdBy: auth.user.id, reason: 'cobro revertido', auditId: audit.id });
    const antes = (live[0]?.meta as { antes?: ReturnType<typeof snapshot> } | null)?.antes;
    const to = audit.estado === 'facturada' ? 'entregada' : audit.estado;
    await auditsRepo.updateAuditIf(tx, audit.id, [audit.estado], {
      estadoPago: 'pendiente',
      fechaPago: null,
      estado: to,
      ...(antes
        ? {
            costoFinal: antes.costoFinal,
            prioridad: antes.prioridad,
            gratisParaCliente: antes.gratisParaCliente,
          }
        : {}),
    });
    await timeline(tx, auth, audit, 'cobro_revertido', to, null);
  }

  async function paymentView(tx: DbOrTx, id: number) {
    const [a] = await tx.select().from(audits).where(eq(audits.id, id));
    if (!a) throw notFound(FIN_MSG.auditNotFound);
    const money = await moneyOfAudit(tx, id);
    return {
      id: a.id,
      estado: a.estado,
      estadoPago: a.estadoPago,
      costoFinal: a.costoFinal === null ? null : pesos(a.costoFinal),
      prioridad: a.prioridad,
      gratisParaCliente: a.gratisParaCliente,
      fechaPago: a.fechaPago?.toISOString() ?? null,
      cobrado: pesos(money.cobrado),
      saldo: pesos(money.entries > 0 ? money.saldo : isReceivable(a) ? (a.costoFinal ?? 0) : 0),
    };
  }

  // ---- calls ----

  /** PATCH /audits/{id}/pago: collect (whole, partial, at a rate) or revert to pendiente. */
  async function setPayment(
    auth: AuthContext,
    id: number,
    body: z.infer<typeof auditPaymentRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const monto = body.monto === undefined ? null : ok(parseAmount(body.monto), 'monto');
    return writeAudit(auth, key, 'pago', id, async (tx, audit, pricing) => {
      let message: string;
      if (body.estadoPago === 'pendiente') {
        await revertLocked(tx, auth, audit, pricing);
        message = FIN_MSG.reverted;
      } else {
        const rate: CollectionRate | null = body.gratisParaCliente ? 'gratis' : (body.prioridad ?? null);
        const done = await collectLocked(tx, auth, audit, { rate, monto }, pricing);
        message = done.full ? FIN_MSG.collected : FIN_MSG.partial;
      }
      return { success: true as const, message, auditoria: await paymentView(tx, id) };
    });
  }

  /** POST /finanzas/cobrar-periodo: collects whole every receivable audit of a client in a delivery month. */
  async function collectPeriod(
    auth: AuthContext,
    body: z.infer<typeof collectPeriodRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const pricing = await config.pricing();
    const period = monthKey(body.anio, body.mes);
    return idempotent(auth, key, `cobrar-periodo:${body.clienteId}:${period}`, async (tx) => {
      const client = await findClient(tx, body.clienteId);
      if (!client) throw notFound(FIN_MSG.clientNotFound);
      const ids = body.auditoriaIds?.length
        ? sql` and a.id in (${sql.join(
            body.auditoriaIds.map((i) => sql`${i}`),
            sql`, `,
          )})`
        : sql``;
      const rows = await sqlRowsOf<{ id: number }>(
        tx,
        sql`select a.id from audits a where a.client_id = ${body.clienteId} and ${RECEIVABLE_SQL}
            and ${PERIOD_SQL} = ${period}${ids} order by a.id for update`,
      );
      if (rows.length === 0) throw conflict(FIN_MSG.periodEmpty);
      let total = 0;
      for (const r of rows) {
        const audit = await lockAuditOr404(tx, r.id);
        total += (await collectLocked(tx, auth, audit, { rate: null, monto: null }, pricing)).monto;
      }
      return {
        success: true as const,
        message: FIN_MSG.periodDone,
        cobradas: rows.length,
        monto: pesos(total),
      };
    });
  }

  /** POST /audits/ingreso-manual: general income or a client's, as cash against manual income. */
  async function manualIncome(
    auth: AuthContext,
    body: z.infer<typeof manualIncomeRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const income = ok(validateIncome({ titulo: body.titulo, monto: body.costoFinal }));
    const fecha = dayOr(body.fecha, argentineDay());
    const clientId = body.clienteId ?? null;
    return idempotent(auth, key, 'ingreso-manual', async (tx) => {
      if (clientId !== null && !(await findClient(tx, clientId))) throw notFound(FIN_MSG.clientNotFound);
      const [id] = await postEntries(tx, [
        {
          kind: 'ingreso_manual',
          description: income.titulo,
          lines: manualIncomeLines({ clientId, monto: income.monto }),
          occurredOn: fecha,
          createdBy: auth.user.id,
          clientId,
        },
      ]);
      return { success: true as const, message: FIN_MSG.incomeSaved, movimientoId: id as number };
    });
  }

  // ---- expenses ----

  function expenseOut(row: typeof expenses.$inferSelect): Expense {
    return {
      id: row.id,
      descripcion: row.descripcion,
      monto: pesos(row.monto),
      categoria: row.categoria as ExpenseCategory,
      fecha: row.fecha,
      createdAt: row.createdAt.toISOString(),
      explicacion: row.explicacion,
      concepto: row.concepto,
      movimientoId: row.entryId,
    };
  }

  function expenseDraft(
    auth: AuthContext,
    v: { descripcion: string; monto: number; categoria: ExpenseCategory },
    fecha: string,
  ): EntryDraft {
    return {
      kind: 'gasto',
      description: `${v.descripcion} (${v.categoria})`,
      lines: expenseLines({ categoria: v.categoria, monto: v.monto }),
      occurredOn: fecha,
      createdBy: auth.user.id,
    };
  }

  async function createExpense(
    auth: AuthContext,
    body: z.infer<typeof expenseRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const v = ok(validateExpense(body, auth.user.role));
    const fecha = dayOr(body.fecha, argentineDay());
    return idempotent(auth, key, 'gasto', async (tx) => {
      const [entryId] = await postEntries(tx, [expenseDraft(auth, v, fecha)]);
      const [row] = await tx
        .insert(expenses)
        .values({
          entryId: entryId as number,
          descripcion: v.descripcion,
          monto: v.monto,
          categoria: v.categoria,
          explicacion: v.explicacion,
          concepto: body.concepto?.trim() || null,
          fecha,
          createdBy: auth.user.id,
        })
        .returning();
      return {
        success: true as const,
        message: FIN_MSG.expenseSaved,
        gasto: expenseOut(row as typeof expenses.$inferSelect),
      };
    });
  }

  async function lockExpense(tx: DbOrTx, id: number) {
    const [row] = await tx
      .select()
      .from(expenses)
      .where(and(eq(expenses.id, id), isNull(expenses.deletedAt)))
      .for('update');
    if (!row) throw notFound(FIN_MSG.expenseNotFound);
    return row;
  }

  /** Reverses the ledger entry of an expense (its amount, category or date changed, or it was deleted). */
  async function reverseExpense(
    tx: DbOrTx,
    auth: AuthContext,
    row: typeof expenses.$inferSelect,
    reason: string,
  ) {
    const rows = await sqlRowsOf<{ id: number; kind: string; description: string; client_id: number | null }>(
      tx,
      sql`select id, kind, description, client_id from ledger_entries where id = ${row.entryId}`,
    );
    const r = rows[0];
    const head = {
      id: Number(r?.id ?? row.entryId),
      kind: r?.kind ?? 'gasto',
      description: r?.description ?? row.descripcion,
      clientId: r?.client_id ?? null,
    };
    await reverseEntries(tx, [head], { createdBy: auth.user.id, reason });
  }

  /** PUT /gastos/{id}: text fields in place; a new amount, category or date reverses the entry and posts a new one. */
  async function updateExpense(
    auth: AuthContext,
    id: number,
    body: z.infer<typeof expenseRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    return idempotent(auth, key, `gasto:${id}`, async (tx) => {
      const row = await lockExpense(tx, id);
      const merged = {
        descripcion: body.descripcion ?? row.descripcion,
        monto: body.monto ?? pesos(row.monto),
        categoria: body.categoria ?? row.categoria,
        explicacion: body.explicacion ?? row.explicacion ?? '',
      };
      const v = ok(validateExpense(merged, auth.user.role));
      const fecha = dayOr(body.fecha, row.fecha);
      let entryId = row.entryId;
      if (v.monto !== row.monto || v.categoria !== row.categoria || fecha !== row.fecha) {
        await reverseExpense(tx, auth, row, 'gasto modificado');
        [entryId] = (await postEntries(tx, [expenseDraft(auth, v, fecha)])) as [number];
      }
      const [updated] = await tx
        .update(expenses)
        .set({
          entryId,
          descripcion: v.descripcion,
          monto: v.monto,
          categoria: v.categoria,
          explicacion: v.explicacion,
          concepto: body.concepto !== undefined ? body.concepto.trim() || null : row.concepto,
          fecha,
          updatedAt: new Date(),
        })
        .where(eq(expenses.id, id))
        .returning();
      return {
        success: true as const,
        message: FIN_MSG.expenseUpdated,
        gasto: expenseOut(updated as typeof expenses.$inferSelect),
      };
    });
  }

  /** DELETE /gastos/{id}: reverses its entry (the money returns) and the expense leaves the lists. */
  async function deleteExpense(auth: AuthContext, id: number, key: string | undefined) {
    financeStaff(auth, 'finance_manage');
    return idempotent(auth, key, `gasto-borrar:${id}`, async (tx) => {
      const row = await lockExpense(tx, id);
      await reverseExpense(tx, auth, row, 'gasto revertido');
      await tx
        .update(expenses)
        .set({ deletedAt: new Date(), deletedBy: auth.user.id })
        .where(eq(expenses.id, id));
      return { success: true as const, message: FIN_MSG.expenseReverted };
    });
  }

  async function getExpense(auth: AuthContext, id: number) {
    financeStaff(auth, 'finance_view');
    const [row] = await db
      .select()
      .from(expenses)
      .where(and(eq(expenses.id, id), isNull(expenses.deletedAt)));
    if (!row) throw notFound(FIN_MSG.expenseNotFound);
    return expenseOut(row);
  }

  async function listExpenses(
    auth: AuthContext,
    q: { mes?: number | undefined; anio?: number | undefined; limit: number; cursor?: string | undefined },
  ) {
    financeStaff(auth, 'finance_view');
    const range = q.mes && q.anio ? monthDays(q.mes, q.anio) : null;
    const after = q.cursor ? decodeKey(q.cursor, /^(\d{4}-\d{2}-\d{2})\|(\d{1,10})$/) : null;
    const rows = await db
      .select()
      .from(expenses)
      .where(
        and(
          isNull(expenses.deletedAt),
          range ? sql`${expenses.fecha} >= ${range.first} and ${expenses.fecha} < ${range.next}` : undefined,
          after
            ? sql`(${expenses.fecha}, ${expenses.id}) < (${after[1]}::date, ${Number(after[2])})`
            : undefined,
        ),
      )
      .orderBy(sql`${expenses.fecha} desc, ${expenses.id} desc`)
      .limit(q.limit + 1);
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      gastos: page.map(expenseOut),
      paginacion: {
        siguiente: rows.length > q.limit && last ? encodeKey([last.fecha, last.id]) : null,
        limite: q.limit,
      },
    };
  }

  // ---- reads ----

  async function dashboard(auth: AuthContext, q: { mes?: number | undefined; anio?: number | undefined }) {
    financeStaff(auth, 'finance_view');
    const { mes, anio } = periodOrCurrent(q);
    const month = monthKey(anio, mes);
    // Pending salaries (2201 + 2101 at the end of the month) from the kept monthly balances: the same lines the
    // Personal tab sums per employee (`staffPending`), read in a few rows instead of one per delivery.
    const figures = financeFigures(await monthAmounts(db, month), month);
    const resumen = Object.fromEntries(
      Object.entries(figures).map(([k, v]) => [k, pesos(v)]),
    ) as unknown as typeof figures;
    return { mes, anio, resumen };
  }

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
    const clientRows = await sqlRowsNamed<{
      id: number;
      nombre: string;
      abono: boolean;
      total: string | null;
    }>(
      db,
      sql`select c.id, c.nombre, rp.x is not null as abono,
            (select sum(amount) from ledger_month_balances
             where client_id = ${TOTAL} and account = ${ACCOUNTS.cuentasACobrar}) as total
          from clients c
          left join lateral (select 1 as x from receivable_audits r where r.client_id = c.id limit 1) ra on true
          left join lateral (select 1 as x from ledger_entries e where e.client_id = c.id and ${UNPAID_PACKAGE_SQL} limit 1) rp on true
          where (ra.x is not null or rp.x is not null)
            ${q.clienteId ? sql`and c.id = ${q.clienteId}` : sql``}
            ${pattern ? sql`and c.nombre ilike ${pattern}` : sql``}
            ${after ? sql`and (c.nombre, c.id) > (${after.nombre}, ${after.id})` : sql``}
          order by c.nombre, c.id
          limit ${q.limit + 1}`,
    );
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
      const periods = await sqlRowsNamed<{ client_id: number; periodo: string; n: number; total: string }>(
        db,
        sql`select r.client_id, to_char(r.period, 'YYYY-MM') as periodo, count(*)::int as n, sum(r.saldo) as total
            from receivable_audits r
            where r.client_id = any(${idArray(pageClients.map((c) => c.id))}::int[])
            group by r.client_id, r.period`,
      );
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
      const packages =
        withPackages.length === 0
          ? []
          : await sqlRowsNamed<{
              client_id: number;
              branch_id: number | null;
              sucursal: string | null;
              clave: string;
              description: string;
              periodo: string;
              monto: string | null;
            }>(
              db,
              sql`select e.client_id, e.branch_id, b.nombre as sucursal, e.idempotency_key as clave, e.description,
                    to_char(e.occurred_on, 'YYYY-MM') as periodo, sum(l.amount) as monto
                  from ledger_entries e
                  join ledger_lines l on l.entry_id = e.id and l.account = ${ACCOUNTS.cuentasACobrar}
                  left join branches b on b.id = e.branch_id
                  where e.client_id = any(${idArray(withPackages)}::int[]) and ${UNPAID_PACKAGE_SQL}
                  group by e.id, b.nombre
                  order by e.client_id, periodo desc, e.id`,
            );
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
      clientRows[0]?.total ??
      (clientRows.length === 0
        ? (
            await sqlRowsNamed<{ t: string | null }>(
              db,
              sql`select sum(amount) as t from ledger_month_balances where client_id = ${TOTAL} and account = ${ACCOUNTS.cuentasACobrar}`,
            )
          )[0]?.t
        : null);
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
    const rows = await sqlRowsNamed<ReceivableRow>(
      db,
      sql`select a.id, a.titulo, a.sucursal, a.prioridad, a.estado, a.costo_final, a.fecha_entrega,
            a.fecha_solicitada::text as fecha_solicitada, m.cobrado, r.saldo
          from (select r.audit_id, r.saldo from receivable_audits r
                where r.client_id = ${clientId} and r.period = ${`${monthKey(q.anio, q.mes)}-01`}::date
                  and r.audit_id > ${after}
                order by r.audit_id
                limit ${q.limit + 1}) r
          join audits a on a.id = r.audit_id
          ${AUDIT_BALANCE_JOIN}
          order by a.id`,
    );
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

  const KIND_FILTER: Record<string, string[]> = { ingreso: ['cobro', 'ingreso_manual'], egreso: ['gasto'] };

  async function movements(
    auth: AuthContext,
    q: {
      tipo?: string | undefined;
      mes?: number | undefined;
      anio?: number | undefined;
      limit: number;
      cursor?: string | undefined;
    },
  ) {
    financeStaff(auth, 'finance_view');
    const range = q.mes && q.anio ? monthDays(q.mes, q.anio) : null;
    const kinds = q.tipo ? (KIND_FILTER[q.tipo] ?? [q.tipo]) : [null];
    const after = q.cursor ? decodeKey(q.cursor, /^(\d{4}-\d{2}-\d{2})\|(\d{1,19})$/) : null;
    // The page first, newest first: one ordered index read per kind (ledger_entries_kind_idx, or
    // ledger_entries_recent_idx without a kind), merged; then the page's users, reversals and lines in joins.
    const branch = (kind: string | null) =>
      sql`(select e.id, e.kind, e.occurred_on, e.description, e.client_id, e.audit_id, e.reverses_entry_id, e.created_by
           from ledger_entries e
           where true
             ${kind ? sql`and e.kind = ${kind}` : sql``}
             ${range ? sql`and e.occurred_on >= ${range.first}::date and e.occurred_on < ${range.next}::date` : sql``}
             ${after ? sql`and (e.occurred_on, e.id) < (${after[1]}::date, ${Number(after[2])})` : sql``}
           order by e.occurred_on desc, e.id desc
           limit ${q.limit + 1})`;
    const rows = await sqlRowsNamed<{
      id: string;
      kind: Movement['tipo'];
      occurred_on: string;
      description: string;
      client_id: number | null;
      audit_id: number | null;
      reverses_entry_id: string | null;
      name: string | null;
      revertido: boolean;
      monto: string | null;
    }>(
      db,
      sql`with page as (
            select * from (${sql.join(kinds.map(branch), sql` union all `)}) x
            order by x.occurred_on desc, x.id desc
            limit ${q.limit + 1}
          ), amounts as (
            select l.entry_id, coalesce(${sql.join(
              MOVEMENT_AMOUNT_SOURCES.map(
                ({ accounts, sign }) =>
                  sql`nullif(${sign} * sum(l.amount) filter (where l.account in (${sql.join(
                    accounts.map((a) => sql`${a}`),
                    sql`, `,
                  )})), 0)`,
              ),
              sql`, `,
            )}, 0) as monto
            from ledger_lines l where l.entry_id in (select id from page)
            group by l.entry_id
          )
          select p.id, p.kind, p.occurred_on::text as occurred_on, p.description, p.client_id, p.audit_id,
            p.reverses_entry_id, u.name, r.id is not null as revertido, am.monto
          from page p
          left join users u on u.id = p.created_by
          left join ledger_entries r on r.reverses_entry_id = p.id
          left join amounts am on am.entry_id = p.id
          order by p.occurred_on desc, p.id desc`,
    );
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      movimientos: page.map(
        (r): Movement => ({
          id: Number(r.id),
          tipo: r.kind,
          fecha: r.occurred_on,
          descripcion: r.description,
          monto: pesos(Number(r.monto ?? 0)),
          clienteId: r.client_id,
          auditId: r.audit_id,
          reversaDe: r.reverses_entry_id === null ? null : Number(r.reverses_entry_id),
          revertido: r.revertido,
          creadoPor: r.name,
        }),
      ),
      paginacion: {
        siguiente: rows.length > q.limit && last ? encodeKey([last.occurred_on, last.id]) : null,
        limite: q.limit,
      },
    };
  }

  // ---- audit edit and delete from finance ----

  async function editAudit(
    auth: AuthContext,
    id: number,
    body: z.infer<typeof auditFinanceEditRequestSchema>,
  ) {
    financeStaff(auth, 'finance_manage');
    const edit = ok(validateAuditEdit(body));
    await db.transaction(async (tx) => {
      const audit = await lockAuditOr404(tx, id);
      const delivered = isDelivered(audit);
      if (edit.costoFinal !== undefined && edit.costoFinal !== audit.costoFinal) {
        if (audit.estadoPago === 'pagada') throw conflict(FIN_MSG.paidEdit);
        if (delivered) {
          await ensurePosted(tx, audit, await config.pricing(), auth.user.id);
          const money = await moneyOfAudit(tx, id);
          if (edit.costoFinal < money.cobrado) throw conflict(FIN_MSG.belowCollected);
          await postPriceChange(
            tx,
            { ...audit, gratisParaCliente: false },
            edit.costoFinal,
            auth.user.id,
            'Edición desde finanzas',
          );
        }
      }
      await auditsRepo.updateAuditIf(tx, id, [audit.estado], {
        ...(body.titulo !== undefined ? { titulo: body.titulo } : {}),
        ...(edit.fechaSolicitada !== undefined ? { fechaSolicitada: edit.fechaSolicitada } : {}),
        ...(edit.costoFinal !== undefined
          ? delivered
            ? { costoFinal: edit.costoFinal, gratisParaCliente: false }
            : { costoEstimado: edit.costoFinal }
          : {}),
      });
      await timeline(tx, auth, audit, 'editada_finanzas', audit.estado, null);
    });
    return paymentView(db, id);
  }

  /** DELETE /finanzas/borrar-auditoria/{id}: the admin's deletion (cleanup or correction by age). */
  async function deleteAudit(auth: AuthContext, id: number) {
    if (auth.user.role !== 'admin') throw forbidden();
    return deps.review.remove(auth, id, undefined, 'Eliminada desde finanzas');
  }

  // ---- statements ----

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
    const [figures] = await sqlRowsNamed<{ facturado: string; saldo: string; completadas: string }>(
      db,
      sql`select
            (select coalesce(-sum(amount), 0) from ledger_month_balances
             where client_id = ${clientId} and account = ${ACCOUNTS.ingresosAuditorias}) as facturado,
            (select coalesce(sum(amount), 0) from ledger_month_balances
             where client_id = ${clientId} and account = ${ACCOUNTS.cuentasACobrar}) as saldo,
            (select coalesce(sum(n), 0) from audit_scope_counts
             where scope = 'c' and scope_id = ${clientId} and estado in (${COMPLETED_SQL})) as completadas`,
    );
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
    const payments = await sqlRowsNamed<{ fecha: string; monto: string; concepto: string; parcial: boolean }>(
      db,
      sql`select e.occurred_on::text as fecha, e.description as concepto,
            coalesce((e.meta->>'parcial')::boolean, false) as parcial, sum(l.amount) as monto
          from (select e.id, e.occurred_on, e.description, e.meta from ledger_entries e
                where e.client_id = ${clientId} and e.kind = 'cobro' and e.reverses_entry_id is null
                  and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
                order by e.occurred_on desc, e.id desc limit 10) e
          join ledger_lines l on l.entry_id = e.id and l.account = ${ACCOUNTS.cajaEntradas}
          group by e.id, e.occurred_on, e.description, e.meta
          order by e.occurred_on desc, e.id desc`,
    );
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
    const [earned] = await sqlRowsOf<{ t: string | null }>(
      db,
      sql`select -sum(amount) as t from ledger_lines where user_id = ${userId} and account = ${ACCOUNTS.operadoresAPagar}`,
    );
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
    const counts = await auditsRepo.scopeCounts(db, 'o', [userId]);
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

  // ---- repair ----

  /**
   * POST /finanzas/repair-inconsistencias (admin): every delivered audit whose columns and ledger disagree gets the
   * missing entries (delivery and collection from its columns, the price difference, the missing collection of a
   * paid audit), and a paid flag the ledger contradicts follows the ledger. Reports what it changed.
   */
  async function repair(auth: AuthContext) {
    if (auth.user.role !== 'admin') throw forbidden();
    const pricing = await config.pricing();
    const detalle: Array<{ auditId: number; problema: string; monto: number; cliente: string }> = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727101)`);
      const rows = await sqlRowsOf<{ id: number; nombre: string }>(
        tx,
        sql`select a.id, c.nombre from audits a join clients c on c.id = a.client_id
            where a.deleted_at is null and a.aprobada and a.estado in ('entregada', 'facturada', 'terminada')
            order by a.id`,
      );
      const money = await auditMoney(
        tx,
        rows.map((r) => Number(r.id)),
      );
      const included = await includedAudits(
        tx,
        rows.map((r) => Number(r.id)),
      );
      for (const r of rows) {
        const id = Number(r.id);
        const m = money.get(id) ?? NO_MONEY;
        const [audit] = await tx.select().from(audits).where(eq(audits.id, id)).for('update');
        if (!audit) continue;
        // Covered by a package of four fixed audits: its own charge is 0 (the package's entry holds it).
        const expected = audit.gratisParaCliente || included.has(id) ? 0 : (audit.costoFinal ?? 0);
        if (m.entries === 0) {
          if (await ensurePosted(tx, audit, pricing, auth.user.id))
            detalle.push({ auditId: id, problema: 'sin asientos', monto: expected, cliente: r.nombre });
          continue;
        }
        if (m.cargo !== expected) {
          await postPriceChange(tx, audit, expected, auth.user.id, 'Reparación de precio');
          detalle.push({
            auditId: id,
            problema: 'cargo distinto del precio',
            monto: expected - m.cargo,
            cliente: r.nombre,
          });
        }
        const saldo = expected - m.cobrado;
        if (audit.estadoPago === 'pagada' && saldo > 0) {
          await postRepairCollection(tx, audit, saldo, auth.user.id);
          detalle.push({
            auditId: id,
            problema: 'pagada sin cobro en el libro',
            monto: saldo,
            cliente: r.nombre,
          });
        } else if (audit.estadoPago !== 'pagada' && expected > 0 && saldo === 0) {
          await auditsRepo.updateAuditIf(tx, id, [audit.estado], {
            estadoPago: 'pagada',
            fechaPago: audit.fechaPago ?? new Date(),
            ...(audit.estado === 'entregada' ? { estado: 'facturada' as const } : {}),
          });
          detalle.push({
            auditId: id,
            problema: 'cobrada en el libro y pendiente en la auditoría',
            monto: 0,
            cliente: r.nombre,
          });
        }
      }
      // Audits no longer delivered (or deleted by correction) whose charge still stands.
      const stale = await sqlRowsOf<{ id: number; nombre: string }>(
        tx,
        sql`select a.id, c.nombre from audits a join clients c on c.id = a.client_id
            where (a.deleted_at is not null or not a.aprobada or a.estado not in ('entregada', 'facturada', 'terminada'))
              and exists (select 1 from ledger_entries e where e.audit_id = a.id and e.kind = 'entrega'
                and e.reverses_entry_id is null
                and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id))
              and not (a.deleted_at is not null and exists (select 1 from audit_timeline t where t.audit_id = a.id and t.action = 'eliminada_limpieza'))`,
      );
      for (const r of stale) {
        const id = Number(r.id);
        const live = await liveEntriesOfAudit(tx, id);
        if (live.some((e) => e.kind === 'cobro')) continue;
        const m = await moneyOfAudit(tx, id);
        await reverseEntries(
          tx,
          live.filter((e) => e.kind === 'entrega' || e.kind === 'ajuste_precio'),
          { createdBy: auth.user.id, reason: 'reparación: la auditoría ya no está entregada', auditId: id },
        );
        detalle.push({
          auditId: id,
          problema: 'cargo de una auditoría no entregada',
          monto: -m.cargo,
          cliente: r.nombre,
        });
      }
    });
    const byClient = new Map<string, { cliente: string; auditorias: number; monto: number }>();
    for (const d of detalle) {
      const g = byClient.get(d.cliente) ?? { cliente: d.cliente, auditorias: 0, monto: 0 };
      g.auditorias += 1;
      g.monto += d.monto;
      byClient.set(d.cliente, g);
    }
    return {
      message: `${FIN_MSG.repaired}: ${detalle.length}`,
      reparaciones: [...byClient.values()].map((g) => ({ ...g, monto: pesos(g.monto) })),
      detalle: detalle.map((d) => ({ auditId: d.auditId, problema: d.problema, monto: pesos(d.monto) })),
    };
  }

  // ---- exports (docs/decisions.md, "Exportaciones") ----

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

  // ---- '/finanzas-debug' (docs/decisions.md: admin only) ----

  async function debugMovements(
    auth: AuthContext,
    q: {
      lista?: 'auditorias' | 'gastos' | 'sueldos' | undefined;
      limit: number;
      cursor?: string | undefined;
    },
  ) {
    if (auth.user.role !== 'admin') throw forbidden();
    const wants = (l: 'auditorias' | 'gastos') => q.lista === undefined || q.lista === l;
    const cursorFor = (l: 'auditorias' | 'gastos') => (q.lista === l ? q.cursor : undefined);
    let auditoriasImpagas: Array<{
      id: number;
      titulo: string;
      clienteId: number;
      cliente: string;
      estado: string;
      estadoPago: string | null;
      costoFinal: number | null;
      saldo: number;
      incluidaEnAbono: boolean;
      fechaEntrega: string | null;
    }> = [];
    let siguienteAuditorias: string | null = null;
    if (wants('auditorias')) {
      const c = cursorFor('auditorias');
      const after = c ? Number(decodeKey(c, /^(\d{1,10})$/)[1]) : null;
      const rows = await sqlRowsOf<{
        id: number;
        titulo: string;
        client_id: number;
        nombre: string;
        estado: string;
        estado_pago: string | null;
        costo_final: string | null;
        saldo: string;
        incluida: boolean;
        fecha_entrega: Date | string | null;
      }>(
        db,
        sql`select a.id, a.titulo, a.client_id, cl.nombre, a.estado, a.estado_pago, a.costo_final, a.fecha_entrega,
              (select coalesce(sum(l.amount), 0) from ledger_lines l where l.audit_id = a.id and l.account = ${ACCOUNTS.cuentasACobrar}) as saldo,
              ${INCLUDED_SQL} as incluida
            from audits a join clients cl on cl.id = a.client_id
            where a.deleted_at is null and a.aprobada and a.estado in ('entregada', 'terminada')
              and a.estado_pago is distinct from 'pagada' ${after !== null ? sql`and a.id < ${after}` : sql``}
            order by a.id desc limit ${q.limit + 1}`,
      );
      const page = rows.slice(0, q.limit);
      auditoriasImpagas = page.map((r) => ({
        id: Number(r.id),
        titulo: r.titulo,
        clienteId: Number(r.client_id),
        cliente: r.nombre,
        estado: r.estado,
        estadoPago: r.estado_pago,
        costoFinal: r.costo_final === null ? null : pesos(Number(r.costo_final)),
        saldo: pesos(Number(r.saldo)),
        incluidaEnAbono: r.incluida,
        fechaEntrega: r.fecha_entrega ? new Date(r.fecha_entrega).toISOString() : null,
      }));
      const last = page[page.length - 1];
      siguienteAuditorias = rows.length > q.limit && last ? encodeKey([Number(last.id)]) : null;
    }
    const gastos = wants('gastos')
      ? await movements(auth, { tipo: 'egreso', limit: q.limit, cursor: cursorFor('gastos') })
      : { movimientos: [], paginacion: { siguiente: null, limite: q.limit } };
    // The current month's salary records (the salary screens page them all; this is a first look).
    const month = currentPeriod();
    const sueldos =
      q.lista === undefined || q.lista === 'sueldos'
        ? (
            await db
              .select({
                id: salaryRecords.id,
                operadorId: salaryRecords.userId,
                operador: users.name,
                rol: salaryRecords.rol,
                mes: salaryRecords.mes,
                anio: salaryRecords.anio,
                estado: salaryRecords.estado,
                sueldoFinal: salaryRecords.sueldoFinal,
                totalPagado: salaryRecords.totalPagado,
              })
              .from(salaryRecords)
              .innerJoin(users, eq(users.id, salaryRecords.userId))
              .where(and(eq(salaryRecords.anio, month.anio), eq(salaryRecords.mes, month.mes)))
              .orderBy(salaryRecords.id)
              .limit(q.limit)
          ).map((r) => ({
            ...r,
            sueldoFinal: pesos(r.sueldoFinal),
            totalPagado: pesos(r.totalPagado),
            saldoPendiente: pesos(r.sueldoFinal - r.totalPagado),
          }))
        : [];
    return {
      sueldos: sueldos as Array<Record<string, unknown>>,
      auditoriasImpagas,
      movimientosGasto: gastos.movimientos,
      paginacion: {
        auditorias: { siguiente: siguienteAuditorias, limite: q.limit },
        gastos: gastos.paginacion,
      },
    };
  }

  // ---- the spec's remaining finance calls (docs/decisions.md, "Finanzas: llamadas sin detalle") ----

  /** The audit id of a call that names it `auditoriaId` (finance screens) or `auditId` (audit-finance calls). */
  function auditIdOf(body: { auditoriaId?: number | undefined; auditId?: number | undefined }): number {
    const id = body.auditoriaId ?? body.auditId;
    if (id === undefined) throw badField('auditoriaId', FIN_MSG.auditRequired);
    return id;
  }

  /**
   * A finance manager's write on the audit the body names (`auditIdOf`), at most once per idempotency key: `work`
   * answers its message, the answer carries the audit's payment view after it.
   */
  function manageAudit(
    auth: AuthContext,
    key: string | undefined,
    route: string,
    body: { auditoriaId?: number | undefined; auditId?: number | undefined },
    work: (tx: DbOrTx, audit: AuditRow, pricing: PricingSettings) => Promise<string>,
  ) {
    financeStaff(auth, 'finance_manage');
    const id = auditIdOf(body);
    return writeAudit(auth, key, route, id, async (tx, audit, pricing) => {
      const message = await work(tx, audit, pricing);
      return { success: true as const, message, auditoria: await paymentView(tx, id) };
    });
  }

  /**
   * POST /finanzas/procesar-cobro and /audit-finance/process-payment: collects one audit (whole, or `monto`) at a
   * rate (`tarifa`, or `prioridad`; none keeps its current charge). Same as PATCH /audits/{id}/pago.
   */
  async function processPayment(
    auth: AuthContext,
    body: z.infer<typeof processPaymentRequestSchema>,
    key: string | undefined,
  ) {
    const id = auditIdOf(body);
    return setPayment(
      auth,
      id,
      {
        estadoPago: 'pagada',
        prioridad: body.tarifa && body.tarifa !== 'gratis' ? body.tarifa : body.prioridad,
        gratisParaCliente: body.tarifa === 'gratis' ? true : undefined,
        monto: body.monto,
      },
      key,
    );
  }

  /** /audit-finance/revert-payment: reverts every collection of an audit (as PATCH /audits/{id}/pago pendiente). */
  async function revertPayment(
    auth: AuthContext,
    body: z.infer<typeof auditRefRequestSchema>,
    key: string | undefined,
  ) {
    return setPayment(auth, auditIdOf(body), { estadoPago: 'pendiente' }, key);
  }

  /** Forgives what an audit still owes: free when nothing was collected, else settled at what was collected. */
  async function forgiveLocked(tx: DbOrTx, auth: AuthContext, audit: AuditRow, pricing: PricingSettings) {
    // Refused as a collection would be (paid, not receivable, in a package) before anything is counted.
    const money = await collectableMoney(tx, auth, audit, pricing);
    const due = money.cargo - money.cobrado;
    if (money.cobrado === 0) await collectLocked(tx, auth, audit, { rate: 'gratis', monto: null }, pricing);
    else await collectLocked(tx, auth, audit, { rate: null, monto: null, forgive: true }, pricing);
    return due;
  }

  /** /audit-finance/process-forgiveness: forgives one audit's debt (revertible like a collection). */
  async function processForgiveness(
    auth: AuthContext,
    body: z.infer<typeof auditRefRequestSchema>,
    key: string | undefined,
  ) {
    return manageAudit(auth, key, 'condonar', body, async (tx, audit, pricing) => {
      await forgiveLocked(tx, auth, audit, pricing);
      return FIN_MSG.forgiven;
    });
  }

  /**
   * /audit-finance/change-priority: reprices a receivable audit at another priority (its price times the
   * settings' multiplier) without collecting it; the difference is posted as a price adjustment.
   */
  async function changePriority(
    auth: AuthContext,
    body: z.infer<typeof changePriorityRequestSchema>,
    key: string | undefined,
  ) {
    return manageAudit(auth, key, 'prioridad', body, async (tx, audit, pricing) => {
      const id = audit.id;
      const money = await collectableMoney(tx, auth, audit, pricing);
      const nuevo = await priceForRate(tx, audit, body.prioridad, pricing);
      if (nuevo < money.cobrado) throw conflict(FIN_MSG.belowCollected);
      await postPriceChange(tx, audit, nuevo, auth.user.id, `Cambio de prioridad a ${body.prioridad}`);
      await auditsRepo.updateAuditIf(tx, id, [audit.estado], {
        prioridad: body.prioridad,
        costoFinal: nuevo,
      });
      await timeline(tx, auth, audit, 'prioridad_finanzas', audit.estado, `Prioridad ${body.prioridad}`);
      return FIN_MSG.priorityChanged;
    });
  }

  /** The receivable audits of a client, oldest delivery first, locked. */
  async function lockClientReceivables(tx: DbOrTx, clientId: number) {
    const client = await findClient(tx, clientId);
    if (!client) throw notFound(FIN_MSG.clientNotFound);
    const rows = await sqlRowsOf<{ id: number }>(
      tx,
      sql`select a.id from audits a where a.client_id = ${clientId} and ${RECEIVABLE_SQL}
          order by coalesce(a.fecha_entrega, a.fecha_solicitada::timestamptz), a.id for update`,
    );
    if (rows.length === 0) throw conflict(FIN_MSG.periodEmpty);
    return { client, ids: rows.map((r) => Number(r.id)) };
  }

  /**
   * /audit-finance/process-client-payment: collects a client's receivable audits, all of them, or `monto` applied
   * oldest delivery first (the last one reached partly). Packages of fixed audits are collected on their own.
   */
  async function processClientPayment(
    auth: AuthContext,
    body: z.infer<typeof clientPaymentRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const monto = body.monto === undefined ? null : ok(parseAmount(body.monto), 'monto');
    const pricing = await config.pricing();
    return idempotent(auth, key, `cobro-cliente:${body.clienteId}`, async (tx) => {
      const { ids } = await lockClientReceivables(tx, body.clienteId);
      for (const id of ids) await ensurePosted(tx, await lockAuditOr404(tx, id), pricing, auth.user.id);
      const money = await auditMoney(tx, ids);
      const due = (id: number) => {
        const m = money.get(id) ?? NO_MONEY;
        return m.cargo - m.cobrado;
      };
      const total = ids.reduce((t, id) => t + due(id), 0);
      if (monto !== null && monto > total) throw badField('monto', FIN_MSG.overClientDebt);
      let left = monto ?? total;
      let count = 0;
      for (const id of ids) {
        if (left <= 0) break;
        const d = due(id);
        if (d <= 0) continue;
        const part = Math.min(d, left);
        const audit = await lockAuditOr404(tx, id);
        await collectLocked(tx, auth, audit, { rate: null, monto: part }, pricing);
        left -= part;
        count += 1;
      }
      return {
        success: true as const,
        message: FIN_MSG.clientCollected,
        auditorias: count,
        monto: pesos((monto ?? total) - left),
      };
    });
  }

  /** /audit-finance/forgive-client: forgives every receivable audit of a client. */
  async function forgiveClient(
    auth: AuthContext,
    body: z.infer<typeof clientRefRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const pricing = await config.pricing();
    return idempotent(auth, key, `condonar-cliente:${body.clienteId}`, async (tx) => {
      const { ids } = await lockClientReceivables(tx, body.clienteId);
      let total = 0;
      for (const id of ids) total += await forgiveLocked(tx, auth, await lockAuditOr404(tx, id), pricing);
      return {
        success: true as const,
        message: FIN_MSG.forgiven,
        auditorias: ids.length,
        monto: pesos(total),
      };
    });
  }

  /**
   * /audit-finance/claim-debt: sends each active user of the client company a message with what it owes (the
   * ledger's receivable, audits and packages). Refused when it owes nothing or has no user to write to.
   */
  async function claimDebt(
    auth: AuthContext,
    body: z.infer<typeof clientRefRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    return idempotent(auth, key, `reclamo:${body.clienteId}`, async (tx) => {
      const client = await findClient(tx, body.clienteId);
      if (!client) throw notFound(FIN_MSG.clientNotFound);
      const saldo = (await clientBalances(tx, body.clienteId)).get(ACCOUNTS.cuentasACobrar) ?? 0;
      if (saldo <= 0) throw conflict(FIN_MSG.noDebt);
      const recipients = await sqlRowsOf<{ id: number }>(
        tx,
        sql`select id from users where cliente_id = ${body.clienteId} and is_active and deleted_at is null order by id`,
      );
      if (recipients.length === 0) throw conflict(FIN_MSG.noClientUsers);
      const contenido = `Estimado cliente: ${client.nombre} registra un saldo pendiente de ${formatPesos(pesos(saldo))}. Puede consultar el detalle en Mi Cuenta. Por favor, regularice el pago a la brevedad.`;
      for (const r of recipients)
        await insertMessage(tx, {
          fromUserId: auth.user.id,
          toUserId: Number(r.id),
          contenido,
          tipo: 'mensaje',
          prioridad: 'normal',
          impersonatorId: auth.impersonatorId,
        });
      return {
        success: true as const,
        message: FIN_MSG.claimed,
        saldoPendiente: pesos(saldo),
        notificados: recipients.length,
      };
    });
  }

  /** POST /finanzas: a movement by hand, an income (`ingreso`) or an expense (`egreso`). */
  async function recordMovement(
    auth: AuthContext,
    body: z.infer<typeof financeMovementRequestSchema>,
    key: string | undefined,
  ) {
    if (body.tipo === 'ingreso') {
      return manualIncome(
        auth,
        { clienteId: body.clienteId, titulo: body.titulo, costoFinal: body.monto, fecha: body.fecha },
        key,
      );
    }
    const saved = await createExpense(
      auth,
      {
        descripcion: body.descripcion ?? body.titulo,
        monto: body.monto,
        categoria: body.categoria,
        explicacion: body.explicacion,
        concepto: body.concepto,
        fecha: body.fecha,
      },
      key,
    );
    return { success: true as const, message: saved.message, movimientoId: saved.gasto.movimientoId };
  }

  /**
   * POST /finanzas/movimientos/{id}/revertir: reverses a manual income or the collection of a package (a new
   * entry pointing at it). Collections of audits are reverted from the audit, expenses from the expense list.
   */
  async function revertMovement(auth: AuthContext, entryId: number, key: string | undefined) {
    financeStaff(auth, 'finance_manage');
    return idempotent(auth, key, `revertir-movimiento:${entryId}`, async (tx) => {
      const [entry] = await sqlRowsOf<{
        id: number;
        kind: string;
        description: string;
        client_id: number | null;
        audit_id: number | null;
        reverses_entry_id: number | null;
        meta: Record<string, unknown> | null;
      }>(
        tx,
        sql`select id, kind, description, client_id, audit_id, reverses_entry_id, meta from ledger_entries where id = ${entryId}`,
      );
      if (!entry) throw notFound(FIN_MSG.movementNotFound);
      if (entry.reverses_entry_id !== null) throw conflict(FIN_MSG.reversalOfReversal);
      const isPackageCollection = entry.kind === 'cobro' && entry.audit_id === null && !!entry.meta?.abono;
      if (entry.kind !== 'ingreso_manual' && !isPackageCollection) throw conflict(FIN_MSG.notRevertible);
      if (isPackageCollection) await lockPackage(tx, String(entry.meta?.abono));
      await reverseEntries(
        tx,
        [
          {
            id: Number(entry.id),
            kind: entry.kind,
            description: entry.description,
            clientId: entry.client_id,
          },
        ],
        {
          createdBy: auth.user.id,
          reason: isPackageCollection ? 'cobro de abono revertido' : 'ingreso revertido',
        },
      );
      return {
        success: true as const,
        message: isPackageCollection ? FIN_MSG.packageReverted : FIN_MSG.incomeReverted,
      };
    });
  }

  /** POST /finanzas/cobrar-abono: collects a month's package of four fixed audits, once. */
  async function collectPackage(
    auth: AuthContext,
    body: z.infer<typeof collectPackageRequestSchema>,
    key: string | undefined,
  ) {
    financeStaff(auth, 'finance_manage');
    const scope = { clientId: body.clienteId, branchId: body.sucursalId ?? null };
    const pkg = packageKey(scope, monthKey(body.anio, body.mes));
    return idempotent(auth, key, `cobrar-abono:${pkg}`, async (tx) => {
      if (!(await findClient(tx, body.clienteId))) throw notFound(FIN_MSG.clientNotFound);
      await lockPackage(tx, pkg);
      const [bill] = await sqlRowsOf<{
        id: number;
        client_id: number;
        monto: string | null;
        description: string;
      }>(
        tx,
        sql`select e.id, e.client_id, e.description,
              (select sum(l.amount) from ledger_lines l where l.entry_id = e.id and l.account = ${ACCOUNTS.cuentasACobrar}) as monto
            from ledger_entries e where e.idempotency_key = ${pkg} and e.kind = 'abono_fijo'
              and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)`,
      );
      if (!bill || Number(bill.monto ?? 0) <= 0) throw notFound(FIN_MSG.packageNotFound);
      const [paid] = await sqlRowsOf<{ id: number }>(
        tx,
        sql`select c.id from ledger_entries c where ${livePackageCollection(sql`${pkg}`, sql`${body.clienteId}`)} limit 1`,
      );
      if (paid) throw conflict(FIN_MSG.packagePaid);
      const monto = Number(bill.monto);
      const [id] = await postEntries(tx, [
        {
          kind: 'cobro',
          description: `Cobro del abono: ${bill.description}`,
          lines: collectionLines({ auditId: null, clientId: body.clienteId, monto }),
          createdBy: auth.user.id,
          clientId: body.clienteId,
          branchId: scope.branchId,
          meta: { abono: pkg, parcial: false },
        },
      ]);
      return {
        success: true as const,
        message: FIN_MSG.packageCollected,
        monto: pesos(monto),
        movimientoId: id as number,
      };
    });
  }

  /** /audit-finance/recuperar-cobros-perdidos (admin): the repair, which posts collections the ledger lacks. */
  async function recoverLostCollections(auth: AuthContext) {
    return repair(auth);
  }

  // ---- reads of the remaining calls ----

  /** GET /finanzas/dashboard/anual?anio: the twelve months' figures from one read of the monthly balances. */
  async function yearFigures(auth: AuthContext, q: { anio?: number | undefined }) {
    financeStaff(auth, 'finance_view');
    const anio = q.anio ?? currentPeriod().anio;
    const first = `${monthKey(anio, 1)}-01`;
    const last = `${monthKey(anio, 12)}-01`;
    const rows = await sqlRowsOf<{ account: string; month: string; amount: string }>(
      db,
      sql`select account, case when month < ${first}::date then '0000-00' else to_char(month, 'YYYY-MM') end as month,
            sum(amount) as amount
          from ledger_month_balances
          where client_id = ${TOTAL} and month <= ${last}::date
          group by 1, 2`,
    );
    const amounts = rows.map((r) => ({ account: r.account, month: r.month, amount: Number(r.amount) }));
    const meses = Array.from({ length: 12 }, (_, i) => {
      const figures = financeFigures(amounts, monthKey(anio, i + 1));
      return {
        mes: i + 1,
        resumen: Object.fromEntries(
          Object.entries(figures).map(([k, v]) => [k, pesos(v)]),
        ) as unknown as typeof figures,
      };
    });
    return { anio, meses };
  }

  /** GET /finanzas?mes&anio: the month's figures and every account's balance at the end of the month. */
  async function overview(auth: AuthContext, q: { mes?: number | undefined; anio?: number | undefined }) {
    const summary = await dashboard(auth, q);
    const first = `${monthKey(summary.anio, summary.mes)}-01`;
    const rows = await sqlRowsOf<{ account: string; total: string }>(
      db,
      sql`select account, sum(amount) as total from ledger_month_balances
          where client_id = ${TOTAL} and month <= ${first}::date group by account`,
    );
    const totals = new Map(rows.map((r) => [r.account, Number(r.total)]));
    return {
      ...summary,
      cuentas: CHART_OF_ACCOUNTS.map((a) => {
        const raw = totals.get(a.codigo) ?? 0;
        // Shown with their natural sign: assets and expenses are debits, liabilities and income credits.
        const saldo = a.tipo === 'activo' || a.tipo === 'egreso' ? raw : -raw;
        return { codigo: a.codigo, nombre: a.nombre, tipo: a.tipo, saldo: pesos(saldo === 0 ? 0 : saldo) };
      }),
    };
  }

  /** The employees of the Personal tab (operador, supervisor, contable) with their accrued operator pay. */
  async function employees(auth: AuthContext, roles: ReadonlyArray<'operador' | 'supervisor' | 'contable'>) {
    financeStaff(auth, 'finance_view');
    const rows = await sqlRowsOf<{
      id: number;
      name: string;
      username: string | null;
      email: string;
      role: 'operador' | 'supervisor' | 'contable';
      is_active: boolean;
      devengado: string | null;
      entregadas: number;
    }>(
      db,
      sql`select u.id, u.name, u.username, u.email, u.role, u.is_active,
            (select -sum(l.amount) from ledger_lines l where l.user_id = u.id and l.account = ${ACCOUNTS.operadoresAPagar}) as devengado,
            (select count(*)::int from audits a where a.operador_id = u.id and a.deleted_at is null
               and a.estado in ('entregada', 'facturada')) as entregadas
          from users u
          where u.deleted_at is null and u.role in (${sql.join(
            roles.map((r) => sql`${r}`),
            sql`, `,
          )})
          order by u.name, u.id
          limit 1000`,
    );
    return rows.map(
      (r): FinanceEmployee => ({
        id: Number(r.id),
        nombre: r.name,
        username: r.username,
        email: r.email,
        rol: r.role,
        activo: r.is_active,
        comisionesDevengadas: pesos(Number(r.devengado ?? 0)),
        auditoriasEntregadas: r.entregadas,
      }),
    );
  }

  /**
   * GET /finanzas/personal/pendientes: what each employee is owed at the end of the month (unpaid salaries and
   * accrued commissions, `pendingSalaries` over `staffPayables`) and the total: the same figure as the Balance's
   * 'Sueldos pendientes'. By name; lines naming no employee last, as 'Sin empleado'.
   */
  async function staffPending(auth: AuthContext, q: { mes?: number | undefined; anio?: number | undefined }) {
    financeStaff(auth, 'finance_view');
    const { mes, anio } = periodOrCurrent(q);
    const pending = pendingSalaries(await staffPayables(db, monthKey(anio, mes)));
    const ids = pending.empleados.flatMap((e) => (e.userId === null ? [] : [e.userId]));
    const people =
      ids.length === 0
        ? []
        : await sqlRowsOf<{ id: number; name: string; role: string }>(
            db,
            sql`select id, name, role from users where id = any(${idArray(ids)}::int[])`,
          );
    const byId = new Map(people.map((p) => [Number(p.id), p]));
    const empleados = pending.empleados
      .map((e) => {
        const who = e.userId === null ? undefined : byId.get(e.userId);
        return {
          usuarioId: e.userId,
          nombre: who?.name ?? 'Sin empleado',
          rol: who?.role ?? null,
          sueldosPendientes: pesos(e.sueldos),
          comisionesDevengadas: pesos(e.comisiones),
          total: pesos(e.total),
        };
      })
      .sort((a, b) =>
        a.usuarioId === null ? 1 : b.usuarioId === null ? -1 : a.nombre.localeCompare(b.nombre, 'es'),
      );
    return {
      mes,
      anio,
      empleados,
      totales: {
        sueldosPendientes: pesos(pending.sueldos),
        comisionesDevengadas: pesos(pending.comisiones),
        total: pesos(pending.total),
      },
    };
  }

  /** GET /finanzas/deudas-clientes: every client owing something (from the monthly balances), largest first. */
  async function clientDebts(auth: AuthContext) {
    financeStaff(auth, 'finance_view');
    const rows = await sqlRowsOf<{ client_id: number; nombre: string; saldo: string; cargo: string }>(
      db,
      sql`select b.client_id, c.nombre,
            sum(b.amount) filter (where b.account = ${ACCOUNTS.cuentasACobrar}) as saldo,
            coalesce(-sum(b.amount) filter (where b.account = ${ACCOUNTS.ingresosAuditorias}), 0) as cargo
          from ledger_month_balances b join clients c on c.id = b.client_id
          where b.client_id > 0 and b.account in (${ACCOUNTS.cuentasACobrar}, ${ACCOUNTS.ingresosAuditorias})
          group by b.client_id, c.nombre
          having sum(b.amount) filter (where b.account = ${ACCOUNTS.cuentasACobrar}) > 0
          order by saldo desc, c.nombre`,
    );
    const deudas = rows.map((r) => ({
      clienteId: Number(r.client_id),
      clienteNombre: r.nombre,
      deudaTotal: pesos(Number(r.cargo)),
      totalPagado: pesos(Number(r.cargo) - Number(r.saldo)),
      saldoPendiente: pesos(Number(r.saldo)),
    }));
    return { deudas, totalGeneral: pesos(rows.reduce((t, r) => t + Number(r.saldo), 0)) };
  }

  /** GET /finanzas/categorizadas?mes&anio: the month's income by source and expenses by category (accrual). */
  async function categorized(auth: AuthContext, q: { mes?: number | undefined; anio?: number | undefined }) {
    financeStaff(auth, 'finance_view');
    const { mes, anio } = periodOrCurrent(q);
    const rows = await sqlRowsOf<{ account: string; total: string }>(
      db,
      sql`select account, sum(amount) as total from ledger_month_balances
          where client_id = ${TOTAL} and month = ${`${monthKey(anio, mes)}-01`}::date group by account`,
    );
    const totals = new Map(rows.map((r) => [r.account, Number(r.total)]));
    const income = [
      { categoria: 'auditorias', account: ACCOUNTS.ingresosAuditorias },
      { categoria: 'manuales', account: ACCOUNTS.ingresosManuales },
    ].map((c) => ({
      categoria: c.categoria,
      nombre: accountName(c.account),
      monto: -(totals.get(c.account) ?? 0) || 0,
    }));
    const expense = [
      ...EXPENSE_CATEGORIES.map((c) => ({ categoria: c as string, account: EXPENSE_ACCOUNT[c] as string })),
      { categoria: 'sueldos', account: ACCOUNTS.sueldos },
      { categoria: 'operadores', account: ACCOUNTS.pagoOperadores },
    ].map((c) => ({
      categoria: c.categoria,
      nombre: accountName(c.account),
      monto: totals.get(c.account) ?? 0,
    }));
    return {
      mes,
      anio,
      // Said beside the figures: this is what was earned and spent, not the cash of the Resumen.
      base: FIGURE_BASIS.facturadoMes,
      ingresos: income.map((i) => ({ ...i, monto: pesos(i.monto) })),
      egresos: expense.map((e) => ({ ...e, monto: pesos(e.monto) })),
      totalIngresos: pesos(income.reduce((t, i) => t + i.monto, 0)),
      totalEgresos: pesos(expense.reduce((t, e) => t + e.monto, 0)),
    };
  }

  /**
   * GET /finanzas/pagos-empleado/{id}?mes&anio: salary payments to an employee in the month — the cash out of the
   * entries that touch its salary accounts (2201, 5201), net of reversals. 0 until salaries are posted.
   */
  async function employeePayments(
    auth: AuthContext,
    userId: number,
    q: { mes?: number | undefined; anio?: number | undefined },
  ) {
    financeStaff(auth, 'finance_view');
    const [user] = await sqlRowsOf<{ id: number }>(
      db,
      sql`select id from users where id = ${userId} and deleted_at is null`,
    );
    if (!user) throw notFound(FIN_MSG.userNotFound);
    const { mes, anio } = periodOrCurrent(q);
    const { first, next } = monthDays(mes, anio);
    const rows = await sqlRowsOf<{ id: number; fecha: string; description: string; monto: string }>(
      db,
      sql`select e.id, e.occurred_on::text as fecha, e.description,
            -coalesce((select sum(c.amount) from ledger_lines c where c.entry_id = e.id and c.account = ${ACCOUNTS.cajaSalidas}), 0) as monto
          from ledger_entries e
          where e.occurred_on >= ${first}::date and e.occurred_on < ${next}::date
            and exists (select 1 from ledger_lines l where l.entry_id = e.id and l.user_id = ${userId}
                          and l.account in (${ACCOUNTS.sueldosAPagar}, ${ACCOUNTS.sueldos}))
            and exists (select 1 from ledger_lines c where c.entry_id = e.id and c.account = ${ACCOUNTS.cajaSalidas})
          order by e.occurred_on, e.id`,
    );
    const pagos = rows.map((r) => ({
      id: Number(r.id),
      fecha: r.fecha,
      descripcion: r.description,
      monto: pesos(Number(r.monto)),
    }));
    return {
      usuarioId: userId,
      mes,
      anio,
      totalPagado: pesos(rows.reduce((t, r) => t + Number(r.monto), 0)),
      pagos,
    };
  }

  return {
    processPayment,
    revertPayment,
    processForgiveness,
    changePriority,
    processClientPayment,
    forgiveClient,
    claimDebt,
    recordMovement,
    revertMovement,
    collectPackage,
    recoverLostCollections,
    yearFigures,
    overview,
    employees,
    clientDebts,
    categorized,
    employeePayments,
    setPayment,
    collectPeriod,
    manualIncome,
    createExpense,
    updateExpense,
    deleteExpense,
    getExpense,
    listExpenses,
    dashboard,
    staffPending,
    debtGroups,
    debtPeriodAudits,
    movements,
    editAudit,
    deleteAudit,
    myAccount,
    accountStatement,
    repair,
    exportReceivables,
    exportMovements,
    exportExpenses,
    exportStatement,
    debugMovements,
  };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
