import { COMMISSION_MSG } from '@auditorias/domain/salaries/commissions';
import type { Movement } from '@auditorias/domain/schemas/finance';
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Money } from '../../../components/money';
import { RequiredReasonForm } from '../../../components/required-reason-form';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { moneyAction } from '../../../lib/money-write';
import { useRevertCommissionPaymentMutation } from '../api/pay-commissions';
import type { Period } from '../finance-period';
import { MovementsList } from './movements-list';
import type { Notify } from './use-receivable-actions';

export const COMMISSION_REVERT_ERROR = 'Error al revertir el pago de comisiones';
/** The confirmation of a reversal, as the salary's 'Revertir Pago' says it. */
export const COMMISSION_REVERT_WARNING = 'Esto creará un egreso compensatorio';

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

  function confirm(m: Movement, motivo: string) {
    modals.openConfirmModal({
      title: 'Revertir pago de comisiones',
      children: (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {COMMISSION_REVERT_WARNING}
          </Text>
          <Text size="sm">
            Se revierte «{m.descripcion}» (<Money pesos={Math.abs(m.monto)} />
            ): lo pagado vuelve a quedar pendiente. Motivo: {motivo}
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Revertir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revert.mutate(moneyAction({ movimientoId: m.id, motivo }), {
          onSuccess: (answer) => notify.success(answer.message),
          onError: (error) => notify.error(prefixedErrorMessage(COMMISSION_REVERT_ERROR, error)),
        }),
    });
  }

  function ask(m: Movement) {
    const id = modals.open({
      title: 'Revertir pago de comisiones',
      children: (
        <RequiredReasonForm
          name="Revertir pago"
          label="Motivo de la reversión"
          requiredMessage={COMMISSION_MSG.motivoObligatorio}
          maxLength={1000}
          confirm={{ label: 'Continuar', color: 'red' }}
          onCancel={() => modals.close(id)}
          onConfirm={(motivo) => {
            modals.close(id);
            confirm(m, motivo);
          }}
        />
      ),
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
