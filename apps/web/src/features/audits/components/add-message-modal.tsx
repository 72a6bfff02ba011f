import type { Audit } from '@auditorias/domain/schemas/audits';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { type ItemDialogOutcome, ItemModal } from '../../../components/item-modal';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';
import { useDialogOutcome } from '../../../lib/use-dialog-outcome';
import {
  type AuditMessageType,
  MESSAGE_TYPE_LABELS,
  MESSAGE_TYPES,
  useAddAuditMessageMutation,
} from '../api/add-audit-message';

export const ADD_MESSAGE_ERROR_PREFIX = 'Error agregando mensaje';

interface AddMessageModalProps extends ItemDialogOutcome {
  audit: Audit | null;
}

/** Add a message to an audit (spec: tracking modals; PUT /audits/{id}/add-message {mensaje, tipo}). */
export function AddMessageModal({ audit, onClose, onDone }: AddMessageModalProps) {
  return (
    <ItemModal item={audit} onClose={onClose} title={(a) => `Agregar mensaje · #${a.id}`}>
      {(a) => <MessageForm audit={a} onClose={onClose} onDone={onDone} />}
    </ItemModal>
  );
}

function MessageForm({ audit, onClose, onDone }: { audit: Audit } & ItemDialogOutcome) {
  const add = useAddAuditMessageMutation();
  const [tipo, setTipo] = useState<AuditMessageType>('general');
  const { problem, setProblem, outcome } = useDialogOutcome(
    ADD_MESSAGE_ERROR_PREFIX,
    onDone,
    'Mensaje agregado',
  );

  return (
    <ReasonConfirmForm
      subject={audit.titulo}
      reason={{ label: 'Mensaje', required: true, minRows: 3, maxLength: 2000, autoFocus: false }}
      onReasonChange={() => setProblem(null)}
      problem={problem}
      pending={add.isPending}
      confirm={{ label: 'Agregar mensaje' }}
      onCancel={onClose}
      onConfirm={(mensaje) => add.mutate({ id: audit.id, mensaje, tipo }, outcome)}
    >
      <Select
        label="Tipo"
        data={MESSAGE_TYPES.map((t) => ({ value: t, label: MESSAGE_TYPE_LABELS[t] }))}
        value={tipo}
        allowDeselect={false}
        onChange={(value) => value && setTipo(value as AuditMessageType)}
        comboboxProps={{ withinPortal: true }}
      />
    </ReasonConfirmForm>
  );
}
