import type { Priority } from '@auditorias/domain/clients/constants';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { useState } from 'react';
import { type ItemDialogOutcome, ItemModal } from '../../../components/item-modal';
import { PrioritySelect } from '../../../components/priority-select';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';
import { useDialogOutcome } from '../../../lib/use-dialog-outcome';
import { useAssignAuditMutation } from '../api/assign-audit';
import { useReassignAuditMutation } from '../api/reassign-audit';
import { AssigneeSelect, NOBODY } from './assignee-select';

export const REASSIGN_ERROR_PREFIX = 'Error reasignando auditoría';

interface ReassignAuditModalProps extends ItemDialogOutcome {
  audit: Audit | null;
}

/**
 * Reassign (spec: tracking modals). An audit nobody holds yet is assigned to an operator (PATCH /assign); one an
 * operator holds is reassigned to another person or to nobody, with an optional priority change and message
 * (PUT /reassign {operadorId, mensaje, prioridad}). The server's error is shown as it comes.
 */
export function ReassignAuditModal({ audit, onClose, onDone }: ReassignAuditModalProps) {
  return (
    <ItemModal
      item={audit}
      onClose={onClose}
      title={(a) => `${a.operadorId === null ? 'Asignar' : 'Reasignar'} auditoría #${a.id}`}
      size="md"
    >
      {(a) => <ReassignForm audit={a} onClose={onClose} onDone={onDone} />}
    </ItemModal>
  );
}

function ReassignForm({ audit, onClose, onDone }: { audit: Audit } & ItemDialogOutcome) {
  const assigning = audit.operadorId === null;
  const assign = useAssignAuditMutation();
  const reassign = useReassignAuditMutation();
  const [operador, setOperador] = useState<string | null>(null);
  const [prioridad, setPrioridad] = useState<Priority>(audit.prioridad);
  const { problem, setProblem, outcome } = useDialogOutcome(
    REASSIGN_ERROR_PREFIX,
    onDone,
    'Auditoría reasignada',
  );

  const submit = (mensaje: string) => {
    if (!operador) {
      setProblem('Elegí un operador');
      return;
    }
    if (assigning) {
      assign.mutate({ id: audit.id, operadorId: Number(operador) }, outcome);
      return;
    }
    reassign.mutate(
      { id: audit.id, operadorId: operador === NOBODY ? null : Number(operador), mensaje, prioridad },
      outcome,
    );
  };

  return (
    <ReasonConfirmForm
      subject={audit.titulo}
      intro={`— ${audit.client.nombre}${audit.operador ? ` · Operador actual: ${audit.operador.name}` : ''}`}
      {...(assigning
        ? {}
        : { reason: { label: 'Mensaje (opcional)', minRows: 2, maxLength: 2000, autoFocus: false } })}
      problem={problem}
      pending={assign.isPending || reassign.isPending}
      confirm={{ label: assigning ? 'Asignar' : 'Reasignar' }}
      onCancel={onClose}
      onConfirm={submit}
    >
      <AssigneeSelect
        label="Asignar a"
        currentId={audit.operadorId}
        offerNobody={!assigning}
        showLoadError
        value={operador}
        onChange={(value) => {
          setOperador(value);
          setProblem(null);
        }}
      />
      {assigning ? null : <PrioritySelect value={prioridad} onChange={setPrioridad} />}
    </ReasonConfirmForm>
  );
}
