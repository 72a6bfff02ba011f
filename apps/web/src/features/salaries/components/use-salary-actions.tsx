import { SALARY_MSG } from '@auditorias/domain/salaries/ledger';
import type { SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Money } from '../../../components/money';
import { revertWithReason } from '../../../components/revert-with-reason';
import { ApiError } from '../../../lib/api-client';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { moneyAction } from '../../../lib/money-write';
import { periodLabel } from '../../finance/public';
import { usePaySalaryMutation } from '../api/pay-salary';
import { useRecalculateSalaryMutation } from '../api/recalculate-salary';
import { useRevertSalaryMutation } from '../api/revert-salary';
import { SalaryAmountForm } from './salary-amount-form';

/** The spec's salary error texts (section 8). */
export const SALARY_ERRORS = {
  load: 'No se pudo cargar el sueldo',
  pay: 'Error al pagar el sueldo',
  payCaught: 'Error registrando el pago',
  revert: 'Error al revertir el pago',
  revertCaught: 'Error revirtiendo pago',
  unknown: 'Error desconocido',
  recalculate: 'Error al recalcular el sueldo',
} as const;

/** The confirmation of a reversal (spec section 5), shared with the commission payments. */
export { REVERT_WARNING } from '../../../components/revert-with-reason';

/**
 * A refused call reads 'Error al pagar el sueldo: <server text>'; a call that got no answer (no connection, a
 * broken answer) reads 'Error registrando el pago: <what happened>' ('Error desconocido' without a text).
 */
export function payErrorText(error: Error): string {
  if (error instanceof ApiError) return prefixedErrorMessage(SALARY_ERRORS.pay, error);
  return `${SALARY_ERRORS.payCaught}: ${error.message || SALARY_ERRORS.unknown}`;
}

/** 'Error al revertir el pago: <server text>', or 'Error revirtiendo pago: ...' when no answer came. */
export function revertErrorText(error: Error): string {
  if (error instanceof ApiError) return prefixedErrorMessage(SALARY_ERRORS.revert, error);
  return `${SALARY_ERRORS.revertCaught}: ${error.message || SALARY_ERRORS.unknown}`;
}

export interface Notify {
  success: (text: string) => void;
  error: (text: string) => void;
}

/**
 * Paying, reverting and recalculating a salary. Every money action asks for confirmation first; its idempotency
 * key is made when the person confirms (a retry after a lost connection sends the same key).
 */
export function useSalaryActions(employeeName: string, notify: Notify) {
  const pay = usePaySalaryMutation();
  const revert = useRevertSalaryMutation();
  const recalc = useRecalculateSalaryMutation();
  const concepto = (s: SalaryRecordDto) => `Sueldo ${periodLabel(s)} - ${employeeName}`;

  function confirmPay(s: SalaryRecordDto, tipoPago: 'Pago Total' | 'Pago Parcial', monto: number) {
    modals.openConfirmModal({
      title: tipoPago,
      children: (
        <Text size="sm">
          ¿Registrar {tipoPago === 'Pago Total' ? 'el pago total' : 'un pago parcial'} de{' '}
          <Money pesos={monto} /> a {employeeName} por el sueldo de {periodLabel(s)}?
        </Text>
      ),
      labels: { confirm: 'Pagar', cancel: 'Cancelar' },
      confirmProps: { color: 'green' },
      onConfirm: () =>
        pay.mutate(
          moneyAction({ sueldoId: s.id, montoPago: monto, tipoPago, concepto: concepto(s), notas: null }),
          { onSuccess: (a) => notify.success(a.message), onError: (e) => notify.error(payErrorText(e)) },
        ),
    });
  }

  function payTotal(s: SalaryRecordDto) {
    confirmPay(s, 'Pago Total', s.saldoPendiente);
  }

  function payPartial(s: SalaryRecordDto) {
    const id = modals.open({
      title: `Pago Parcial de ${employeeName}`,
      children: (
        <SalaryAmountForm
          saldo={s.saldoPendiente}
          onCancel={() => modals.close(id)}
          onSubmit={(monto) => {
            modals.close(id);
            confirmPay(s, 'Pago Parcial', monto);
          }}
        />
      ),
    });
  }

  function revertPayment(s: SalaryRecordDto) {
    revertWithReason({
      title: `Revertir Pago de ${employeeName}`,
      confirmTitle: 'Revertir Pago',
      requiredMessage: SALARY_MSG.motivoObligatorio,
      details: (motivo) => (
        <>
          Se revierte lo pagado (<Money pesos={s.detalle.totalPagado} />) del sueldo de {periodLabel(s)} de{' '}
          {employeeName}, que vuelve a quedar pendiente. Motivo: {motivo}
        </>
      ),
      onConfirm: (motivo) =>
        revert.mutate(
          moneyAction({ sueldoId: s.id, operadorId: s.operadorId, monto: s.detalle.totalPagado, motivo }),
          { onSuccess: (a) => notify.success(a.message), onError: (e) => notify.error(revertErrorText(e)) },
        ),
    });
  }

  function recalculate(params: { operadorId: number; mes: number; anio: number }) {
    recalc.mutate(params, {
      onSuccess: (a) => notify.success(a.message),
      onError: (e) => notify.error(prefixedErrorMessage(SALARY_ERRORS.recalculate, e)),
    });
  }

  return {
    payTotal,
    payPartial,
    revertPayment,
    recalculate,
    busy: pay.isPending || revert.isPending,
    recalculating: recalc.isPending,
  };
}
