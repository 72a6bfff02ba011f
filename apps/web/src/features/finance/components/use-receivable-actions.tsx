import { PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import type { DebtGroup, DebtPeriod, Movement, ReceivableAudit } from '@auditorias/domain/schemas/finance';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { type MoneyAction, moneyAction } from '../../../lib/money-write';
import { useCollectPackageMutation } from '../api/collect-package';
import { useCollectPeriodMutation } from '../api/collect-period';
import { useDeleteFinanceAuditMutation } from '../api/delete-finance-audit';
import { type FinanceAuditEdit, useEditFinanceAuditMutation } from '../api/edit-finance-audit';
import { useRevertMovementMutation } from '../api/revert-movement';
import { useSetAuditPaymentMutation } from '../api/set-audit-payment';
import { periodLabel } from '../finance-period';
import { EditAuditForm } from './edit-audit-form';
import { PartialPaymentForm } from './partial-payment-form';

export type { DebtPeriod, ReceivableAudit };
export type DebtPackage = DebtPeriod['abonos'][number];

/** The spec's error texts of the finance actions (section 8). */
export const FINANCE_ACTION_ERRORS = {
  normal: 'Error al cobrar normal',
  priority: 'Error al cobrar con prioridad',
  free: 'Error al marcar como gratis',
  partial: 'Error al registrar el cobro parcial',
  revert: 'Error al revertir el cobro',
  period: 'Error cobrando período',
  package: 'Error cobrando paquete',
  revertIncome: 'Error al revertir el ingreso',
  edit: 'Error editando auditoría',
  delete: 'Error eliminando auditoría',
} as const;

export interface Notify {
  success: (text: string) => void;
  error: (text: string) => void;
}

/** A write that answers the server's message (a collection, a revert, a deletion). */
interface MessageWrite<I> {
  mutate: (
    variables: MoneyAction<I>,
    options: { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void },
  ) => void;
}

const label = (audit: { id: number; titulo: string }) => `«${audit.titulo}» (#${audit.id})`;

/**
 * The actions on receivables, each behind a confirmation (spec: every payment, revert and delete asks first).
 * The idempotency key of an action is made when the person confirms it.
 */
export function useReceivableActions(notify: Notify) {
  const payment = useSetAuditPaymentMutation();
  const period = useCollectPeriodMutation();
  const edit = useEditFinanceAuditMutation();
  const remove = useDeleteFinanceAuditMutation();
  const pkg = useCollectPackageMutation();
  const revertEntry = useRevertMovementMutation();

  const fail = (prefix: string) => (error: Error) => notify.error(prefixedErrorMessage(prefix, error));

  /**
   * Asks first ('Cancelar' or `confirm`); once confirmed, sends the write with a new idempotency key and says how
   * it went (the server's message, or `error` with the server's reason).
   */
  function confirmWrite<I>(
    mutation: MessageWrite<I>,
    input: NoInfer<I>,
    ask: { title: string; question: ReactNode; confirm: string; color: string; error: string },
  ) {
    modals.openConfirmModal({
      title: ask.title,
      children: <Text size="sm">{ask.question}</Text>,
      labels: { confirm: ask.confirm, cancel: 'Cancelar' },
      confirmProps: { color: ask.color },
      onConfirm: () =>
        mutation.mutate(moneyAction(input), {
          onSuccess: (answer) => notify.success(answer.message),
          onError: fail(ask.error),
        }),
    });
  }

  function collect(audit: ReceivableAudit, prioridad: Priority) {
    const tarifa = PRIORITY_LABELS[prioridad].toLowerCase();
    confirmWrite(
      payment,
      { kind: 'collect', auditId: audit.id, prioridad },
      {
        title: `Cobrar ${tarifa}`,
        question: (
          <>
            ¿Cobrar la auditoría {label(audit)} con tarifa {tarifa}? Saldo pendiente:{' '}
            <Money pesos={audit.saldo} />.{' '}
            {prioridad === 'normal' ? '' : 'El importe se recalcula con el precio de esa prioridad.'}
          </>
        ),
        confirm: 'Cobrar',
        color: 'green',
        error: prioridad === 'normal' ? FINANCE_ACTION_ERRORS.normal : FINANCE_ACTION_ERRORS.priority,
      },
    );
  }

  function free(audit: ReceivableAudit) {
    confirmWrite(
      payment,
      { kind: 'free', auditId: audit.id },
      {
        title: 'Marcar como gratis',
        question: `¿Marcar la auditoría ${label(audit)} como gratis para el cliente? No se le cobrará; el operador la cobra igual.`,
        confirm: 'Marcar como gratis',
        color: 'teal',
        error: FINANCE_ACTION_ERRORS.free,
      },
    );
  }

  function confirmPartial(audit: ReceivableAudit, monto: number) {
    confirmWrite(
      payment,
      { kind: 'partial', auditId: audit.id, monto },
      {
        title: 'Cobro parcial',
        question: (
          <>
            ¿Registrar un cobro parcial de <Money pesos={monto} /> de la auditoría {label(audit)}?
          </>
        ),
        confirm: 'Registrar cobro',
        color: 'green',
        error: FINANCE_ACTION_ERRORS.partial,
      },
    );
  }

  function partial(audit: ReceivableAudit) {
    const id = modals.open({
      title: `Cobro parcial de ${label(audit)}`,
      children: (
        <PartialPaymentForm
          saldo={audit.saldo}
          onCancel={() => modals.close(id)}
          onSubmit={(monto) => {
            modals.close(id);
            confirmPartial(audit, monto);
          }}
        />
      ),
    });
  }

  /** Reverts every collection of an audit: it becomes receivable again. */
  function revert(audit: { id: number; titulo: string }) {
    confirmWrite(
      payment,
      { kind: 'revert', auditId: audit.id },
      {
        title: 'Revertir cobro',
        question: `¿Revertir el cobro de la auditoría ${label(audit)}? Vuelve a quedar pendiente de cobro.`,
        confirm: 'Revertir',
        color: 'orange',
        error: FINANCE_ACTION_ERRORS.revert,
      },
    );
  }

  /** Collects every receivable audit of the period (the server takes them; the screen shows only the totals). */
  function collectPeriod(group: DebtGroup, p: DebtPeriod) {
    const count = p.cantidadAuditorias;
    confirmWrite(
      period,
      { clienteId: group.clienteId, mes: p.mes, anio: p.anio },
      {
        title: 'Cobrar período',
        question: (
          <>
            ¿Cobrar {count === 1 ? '1 auditoría' : `${count} auditorías`} de {group.clienteNombre} del período{' '}
            {periodLabel(p)} por <Money pesos={p.totalPeriodo} />?
          </>
        ),
        confirm: 'Cobrar período',
        color: 'green',
        error: FINANCE_ACTION_ERRORS.period,
      },
    );
  }

  /** Collects a month's package of four fixed audits (the client's or a branch's). */
  function collectPackage(group: DebtGroup, p: DebtPeriod, abono: DebtPackage) {
    confirmWrite(
      pkg,
      { clienteId: group.clienteId, mes: p.mes, anio: p.anio, sucursalId: abono.sucursalId },
      {
        title: 'Cobrar abono',
        question: (
          <>
            ¿Cobrar el abono de 4 auditorías fijas de {group.clienteNombre}
            {abono.sucursal ? ` (${abono.sucursal})` : ''} del período {periodLabel(p)} por{' '}
            <Money pesos={abono.monto} />?
          </>
        ),
        confirm: 'Cobrar abono',
        color: 'green',
        error: FINANCE_ACTION_ERRORS.package,
      },
    );
  }

  /** Reverts a manual income or a package collection (a reversal entry). */
  function revertMovement(movement: Movement) {
    const income = movement.tipo === 'ingreso_manual';
    confirmWrite(
      revertEntry,
      { movementId: movement.id },
      {
        title: income ? 'Revertir ingreso' : 'Revertir cobro del abono',
        question: (
          <>
            ¿Revertir «{movement.descripcion}» por <Money pesos={movement.monto} />? Se registra un asiento de
            reversión.
          </>
        ),
        confirm: 'Revertir',
        color: 'orange',
        error: income ? FINANCE_ACTION_ERRORS.revertIncome : FINANCE_ACTION_ERRORS.revert,
      },
    );
  }

  function save(changes: FinanceAuditEdit, close: () => void) {
    if (Object.keys(changes).length === 1) {
      close();
      return;
    }
    edit.mutate(moneyAction(changes), {
      onSuccess: (answer) => {
        close();
        notify.success(answer.message);
      },
      onError: (error) => {
        close();
        notify.error(prefixedErrorMessage(FINANCE_ACTION_ERRORS.edit, error));
      },
    });
  }

  function editAudit(audit: ReceivableAudit) {
    const id = modals.open({
      title: `Editar auditoría #${audit.id}`,
      children: (
        <EditAuditForm
          audit={audit}
          saving={false}
          onCancel={() => modals.close(id)}
          onSubmit={(changes) => save(changes, () => modals.close(id))}
        />
      ),
    });
  }

  function deleteAudit(audit: ReceivableAudit) {
    confirmWrite(
      remove,
      { auditId: audit.id },
      {
        title: 'Eliminar auditoría',
        question: `¿Eliminar la auditoría ${label(audit)} desde finanzas? Si tiene 30 días o menos se revierten su cargo pendiente y el pago al operador. Esta acción no se puede deshacer.`,
        confirm: 'Eliminar',
        color: 'red',
        error: FINANCE_ACTION_ERRORS.delete,
      },
    );
  }

  return {
    collect,
    free,
    partial,
    revert,
    collectPeriod,
    collectPackage,
    revertMovement,
    editAudit,
    deleteAudit,
    /** The audit whose payment is being sent (to show it busy). */
    busyAuditId: payment.isPending ? payment.variables?.input.auditId : undefined,
    periodBusy: period.isPending,
    /** The key of the package being collected. */
    busyPackage: pkg.isPending
      ? `${pkg.variables?.input.clienteId}:${pkg.variables?.input.sucursalId ?? 0}:${pkg.variables?.input.anio}-${pkg.variables?.input.mes}`
      : undefined,
  };
}
