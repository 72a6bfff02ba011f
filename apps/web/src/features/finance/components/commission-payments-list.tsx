import { COMMISSION_MSG } from '@auditorias/domain/salaries/commissions';
import type { Movement } from '@auditorias/domain/schemas/finance';
import { Money } from '../../../components/money';
import { revertWithReason } from '../../../components/revert-with-reason';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { moneyAction } from '../../../lib/money-write';
import { useRevertCommissionPaymentMutation } from '../api/pay-commissions';
import type { Period } from '../finance-period';
import { MovementsList } from './movements-list';
import type { Notify } from './use-receivable-actions';

export const COMMISSION_REVERT_ERROR = 'Error al revertir el pago de comisiones';

/**
 * The month's payments of commissions (GET /finanzas/movimientos?tipo=comision_pago), each standing one with
 * 'Revertir pago' for finance staff who manage: the reason first (required), then the confirmation, then the
 * compensating entry (POST /finanzas/revertir-pago-comisiones); the payment stays listed as 'Revertido'.
 */
export function CommissionPaymentsList({
  period,
  canRevert,
  notify,
}: {
  period: Period;
  canRevert: boolean;
  notify: Notify;
}) {
  const revert = useRevertCommissionPaymentMutation();

  function ask(m: Movement) {
    revertWithReason({
      title: 'Revertir pago de comisiones',
      confirmTitle: 'Revertir pago de comisiones',
      requiredMessage: COMMISSION_MSG.motivoObligatorio,
      details: (motivo) => (
        <>
          Se revierte «{m.descripcion}» (<Money pesos={Math.abs(m.monto)} />
          ): lo pagado vuelve a quedar pendiente. Motivo: {motivo}
        </>
      ),
      onConfirm: (motivo) =>
        revert.mutate(moneyAction({ movimientoId: m.id, motivo }), {
          onSuccess: (answer) => notify.success(answer.message),
          onError: (error) => notify.error(prefixedErrorMessage(COMMISSION_REVERT_ERROR, error)),
        }),
    });
  }

  return (
    <MovementsList
      period={period}
      tipo="comision_pago"
      emptyMessage="No hay pagos de comisiones en el período"
      onRevertCommissionPayment={canRevert ? ask : undefined}
    />
  );
}
