import { collectionLines } from '@auditorias/domain/finance/entries';
import { monthKey } from '@auditorias/domain/finance/figures';
import { packageKey } from '@auditorias/domain/finance/fixed-package';
import type { collectPackageRequestSchema } from '@auditorias/domain/schemas/finance';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, notFound } from '../../lib/errors';
import { findClient } from '../clients/public';
import { FIN_MSG, type FinanceCore, financeStaff, pesos } from './finance-core';
import { lockPackage } from './fixed-package';
import { postEntries } from './ledger';
import { packageBill, packageCollectionOf } from './package-collection.repo';

/** The package of four fixed audits (abono): collecting a month's package once. */
export function createPackageCollection(core: FinanceCore) {
  const { idempotent } = core;

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
      const [bill] = await packageBill(tx, pkg);
      if (!bill || Number(bill.monto ?? 0) <= 0) throw notFound(FIN_MSG.packageNotFound);
      const [paid] = await packageCollectionOf(tx, pkg, body.clienteId);
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

  return { collectPackage };
}
