import type { Audit } from '@auditorias/domain/schemas/audits';
import { IconArrowBackUp } from '@tabler/icons-react';
import { type ItemDialogOutcome, ItemModal } from '../../../components/item-modal';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';
import { useDialogOutcome } from '../../../lib/use-dialog-outcome';
import { useReturnToOperatorMutation } from '../api/return-to-operator';

export const RETURN_REASON_REQUIRED = 'Escribí el motivo de la devolución';
/** The admin's return dialog (spec: the panel's 'Error devolviendo auditoría: ...'). */
export const RETURN_ERROR_PREFIX = 'Error devolviendo auditoría';

interface ReturnToOperatorModalProps extends ItemDialogOutcome {
  audit: Audit | null;
}

/** 'Devolver' (terminada, not approved): back to its operator with a required reason. */
export function ReturnToOperatorModal({ audit, onClose, onDone }: ReturnToOperatorModalProps) {
  return (
    <ItemModal item={audit} onClose={onClose} title={(a) => `¿Devolver al operador? · #${a.id}`}>
      {(a) => <ReturnForm audit={a} onClose={onClose} onDone={onDone} />}
    </ItemModal>
  );
}

function ReturnForm({ audit, onClose, onDone }: { audit: Audit } & ItemDialogOutcome) {
  const giveBack = useReturnToOperatorMutation();
  const { problem, setProblem, outcome } = useDialogOutcome(RETURN_ERROR_PREFIX, onDone);
  return (
    <ReasonConfirmForm
      subject={audit.titulo}
      intro={`vuelve a ${audit.operador?.name ?? 'su operador'} como asignada y queda marcada como «requiere corrección».`}
      reason={{
        label: 'Motivo',
        required: true,
        requiredMessage: RETURN_REASON_REQUIRED,
        refusalIn: 'alert',
        minRows: 3,
        maxLength: 2000,
      }}
      problem={problem}
      onReasonChange={() => setProblem(null)}
      pending={giveBack.isPending}
      confirm={{ label: 'Devolver', color: 'orange', icon: <IconArrowBackUp size={16} /> }}
      onCancel={onClose}
      onConfirm={(reason) => giveBack.mutate({ id: audit.id, reason }, outcome)}
    />
  );
}
