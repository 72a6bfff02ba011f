import type { AuthContext } from '../../lib/auth-context';
import { forbidden } from '../../lib/errors';
import { updateAuditIf } from '../audits/public';
import { lockAuditRow } from './finance.repo';
import { FIN_MSG, type FinanceCore, type FinanceDeps, pesos } from './finance-core';
import { includedAudits } from './fixed-package';
import {
  auditMoney,
  liveEntriesOfAudit,
  moneyOfAudit,
  NO_MONEY,
  postPriceChange,
  reverseEntries,
} from './ledger';
import { deliveredAuditIds, lockRepairs, staleCharges } from './repair.repo';

/** The repair (admin): the ledger entries delivered audits lack, and a paid flag the ledger contradicts. */
export function createRepair(deps: FinanceDeps, core: FinanceCore) {
  const { db, config } = deps;
  const { ensurePosted, postRepairCollection } = core;

  /**
   * POST /finanzas/repair-inconsistencias and /audit-finance/recuperar-cobros-perdidos (admin): every delivered
   * audit whose columns and ledger disagree gets the missing entries (delivery and collection from its columns, the
   * price difference, the missing collection of a paid audit), and a paid flag the ledger contradicts follows the
   * ledger. Reports what it changed.
   */
  async function repair(auth: AuthContext) {
    if (auth.user.role !== 'admin') throw forbidden();
    const pricing = await config.pricing();
    const detalle: Array<{ auditId: number; problema: string; monto: number; cliente: string }> = [];
    await db.transaction(async (tx) => {
      await lockRepairs(tx);
      const rows = await deliveredAuditIds(tx);
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
        const [audit] = await lockAuditRow(tx, id);
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
          await updateAuditIf(tx, id, [audit.estado], {
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
      const stale = await staleCharges(tx);
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

  return { repair };
}
