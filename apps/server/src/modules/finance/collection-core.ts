import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import {
  type CollectionRate,
  collectionLines,
  priceAdjustmentLines,
} from '@auditorias/domain/finance/entries';
import { isReceivable } from '@auditorias/domain/finance/rules';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badField, conflict } from '../../lib/errors';
import { updateAuditIf } from '../audits/public';
import { type AuditRow, FIN_MSG, type FinanceCore, pesos } from './finance-core';
import {
  isIncludedInPackage,
  LEDGER_MSG,
  liveEntriesOfAudit,
  moneyOfAudit,
  postEntries,
  reverseEntries,
} from './ledger';

/** Collecting, reverting and forgiving one audit the caller locked: the steps every collection call shares. */
export function createCollectionCore(core: FinanceCore) {
  const { timeline, priceForRate, ensurePosted, snapshot } = core;

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
    await updateAuditIf(tx, audit.id, [audit.estado], {
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
    await updateAuditIf(tx, audit.id, [audit.estado], {
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

  /** Forgives what an audit still owes: free when nothing was collected, else settled at what was collected. */
  async function forgiveLocked(tx: DbOrTx, auth: AuthContext, audit: AuditRow, pricing: PricingSettings) {
    // Refused as a collection would be (paid, not receivable, in a package) before anything is counted.
    const money = await collectableMoney(tx, auth, audit, pricing);
    const due = money.cargo - money.cobrado;
    if (money.cobrado === 0) await collectLocked(tx, auth, audit, { rate: 'gratis', monto: null }, pricing);
    else await collectLocked(tx, auth, audit, { rate: null, monto: null, forgive: true }, pricing);
    return due;
  }

  return { collectableMoney, collectLocked, revertLocked, forgiveLocked };
}

export type CollectionCore = ReturnType<typeof createCollectionCore>;
