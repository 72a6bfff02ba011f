import type { Priority } from '@auditorias/domain/clients/constants';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { useState } from 'react';
import { type ItemDialogOutcome, ItemModal } from '../../../components/item-modal';
import { PrioritySelect } from '../../../components/priority-select';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';
import { useDialogOutcome } from '../../../lib/use-dialog-outcome';
import { AssigneeSelect, NOBODY } from '../../audits/public';
import { useReassignFromTransitMutation } from '../api/reassign-from-transit';
import { reassignProblem } from '../management-rules';

export const REASSIGN_ERROR_PREFIX = 'Error reasignando auditoría';

interface TransitReassignModalProps extends ItemDialogOutcome {
  audit: Audit | null;
}

/**
 * Reassign from the transit panel: to another operator or supervisor (never the current one), or to nobody (back
 * to pending), with an optional priority change and message.
 */
export function TransitReassignModal({ audit, onClose, onDone }: TransitReassignModalProps) {
  return (
    <ItemModal item={audit} onClose={onClose} title={(a) => `Reasignar auditoría #${a.id}`}>
      {(a) => <TransitReassignForm audit={a} onClose={onClose} onDone={onDone} />}
    </ItemModal>
  );
}

function TransitReassignForm({ audit, onClose, onDone }: { audit: Audit } & ItemDialogOutcome) {
  const reassign = useReassignFromTransitMutation();
  const [choice, setChoice] = useState<string | null>(null);
  const [prioridad, setPrioridad] = useState<Priority>(audit.prioridad);
  const { problem, setProblem, outcome } = useDialogOutcome(REASSIGN_ERROR_PREFIX, onDone);

  return (
    <ReasonConfirmForm
      subject={audit.titulo}
      intro={`— ${audit.client.nombre}${audit.operador ? ` · Operador actual: ${audit.operador.name}` : ''}`}
      reason={{ label: 'Mensaje (opcional)', minRows: 2, maxLength: 2000, autoFocus: false }}
      problem={problem}
      pending={reassign.isPending}
      confirm={{ label: 'Reasignar' }}
      onCancel={onClose}
      onConfirm={(mensaje) => {
        const operadorId = choice === null ? undefined : choice === NOBODY ? null : Number(choice);
        const invalid = reassignProblem(audit, operadorId, true);
        if (invalid || operadorId === undefined) {
          setProblem(invalid);
          return;
        }
        reassign.mutate({ id: audit.id, operadorId, mensaje, prioridad }, outcome);
      }}
    >
      <AssigneeSelect
        label="Nuevo operador"
        currentId={audit.operadorId}
        offerNobody
        excludeCurrent
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setProblem(null);
        }}
      />
      <PrioritySelect value={prioridad} onChange={setPrioridad} />
    </ReasonConfirmForm>
  );
}
