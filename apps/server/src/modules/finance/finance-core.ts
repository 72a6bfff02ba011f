import { mayUseFinance } from '@auditorias/domain/auth/access';
import { auditPrice, type PricingSettings } from '@auditorias/domain/clients/pricing';
import { type CollectionRate, collectionLines, priceAtRate } from '@auditorias/domain/finance/entries';
import { isReceivable, type Parsed, parseMoneyDay } from '@auditorias/domain/finance/rules';
import { argentineDay } from '@auditorias/domain/format/locale';
import { centavosToPesos } from '@auditorias/domain/money';
import type { Db, DbOrTx } from '../../db/client';
import type { audits } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { badField, badRequest, forbidden, notFound } from '../../lib/errors';
import { type AuditReviewService, addTimeline, lockAudit } from '../audits/public';
import { auditPricingOf } from '../clients/public';
import type { ConfigService } from '../config/config.service';
import { auditRow } from './finance.repo';
import { IDEMPOTENCY_MSG, idempotentWrites } from './idempotency';
import { moneyOfAudit, postDelivery, postEntries } from './ledger';

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

export type AuditRow = typeof audits.$inferSelect;

export const pesos = (centavos: number) => centavosToPesos(centavos);

export function ok<T>(parsed: Parsed<T>, campo?: string): T {
  if (!parsed.ok) throw badRequest(parsed.message, campo ? [{ campo, mensaje: parsed.message }] : undefined);
  return parsed.value;
}

/** The day a request names (`fecha`, checked: a real day inside the money range), or `fallback` when it names none. */
export function dayOr(fecha: string | null | undefined, fallback: string): string {
  return fecha ? ok(parseMoneyDay(fecha, argentineDay()), 'fecha') : fallback;
}

/** Whether an audit stands delivered (approved and delivered, invoiced or finished): it carries its charge. */
export function isDelivered(audit: AuditRow): boolean {
  return audit.aprobada && (['entregada', 'facturada', 'terminada'] as string[]).includes(audit.estado);
}

/** Finance staff: admin and contable (not a client company, whatever its permissions say). */
export function financeStaff(auth: AuthContext, action: 'finance_view' | 'finance_manage') {
  if (!mayUseFinance(auth.user, action)) throw forbidden();
}

export function encodeKey(parts: Array<string | number>): string {
  return Buffer.from(parts.join('|')).toString('base64url');
}
export function decodeKey(cursor: string, pattern: RegExp): RegExpExecArray {
  const text = Buffer.from(cursor, 'base64url').toString();
  const match = pattern.exec(text);
  if (!match) throw badField('cursor', FIN_MSG.cursor);
  return match;
}
/** What the finance use cases are built on: the database, the settings and the audit review (an audit's deletion). */
export interface FinanceDeps {
  db: Db;
  config: ConfigService;
  review: AuditReviewService;
}

/** The steps every money write shares: idempotency, the locked audit, its timeline, posting what is missing. */
export function createFinanceCore(deps: FinanceDeps) {
  const { db, config } = deps;

  /** Money writes in one transaction, idempotent under the caller's key (`finance/idempotency`). */
  const idempotent = idempotentWrites(db);

  async function lockAuditOr404(tx: DbOrTx, id: number): Promise<AuditRow> {
    const audit = await lockAudit(tx, id);
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
    await addTimeline(tx, {
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

  async function paymentView(tx: DbOrTx, id: number) {
    const [a] = await auditRow(tx, id);
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

  return {
    idempotent,
    lockAuditOr404,
    writeAudit,
    timeline,
    priceForRate,
    ensurePosted,
    postRepairCollection,
    snapshot,
    paymentView,
  };
}

export type FinanceCore = ReturnType<typeof createFinanceCore>;
