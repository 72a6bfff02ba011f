import type { Audit } from '@auditorias/domain/schemas/audits';
import { IconSend } from '@tabler/icons-react';
import { type ItemDialogOutcome, ItemModal } from '../../../components/item-modal';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';
import { useDialogOutcome } from '../../../lib/use-dialog-outcome';
import { APPROVED_MESSAGE, useSendToClientMutation } from '../../audit-review/public';

/** The admin's approve dialog (spec: the panel's 'Error aprobando auditoría: ...'). */
export const APPROVE_ERROR_PREFIX = 'Error aprobando auditoría';

interface ApproveAuditModalProps extends ItemDialogOutcome {
  audit: Audit | null;
}

/** 'Aprobar' (admin): approve and send to the client with optional comments; 'Cancelar' aborts. */
export function ApproveAuditModal({ audit, onClose, onDone }: ApproveAuditModalProps) {
  return (
    <ItemModal item={audit} onClose={onClose} title={(a) => `Aprobar y enviar al cliente · #${a.id}`}>
      {(a) => <ApproveForm audit={a} onClose={onClose} onDone={onDone} />}
    </ItemModal>
  );
}

function ApproveForm({ audit, onClose, onDone }: { audit: Audit } & ItemDialogOutcome) {
  const approve = useSendToClientMutation();
  const { problem, outcome } = useDialogOutcome(APPROVE_ERROR_PREFIX, (message) =>
    onDone(message || APPROVED_MESSAGE),
  );
  return (
    <ReasonConfirmForm
      subject={audit.titulo}
      intro={`— ${audit.client.nombre}. El cliente la recibirá y su cobro quedará pendiente.`}
      reason={{ label: 'Comentarios (opcional)', minRows: 3, maxLength: 2000 }}
      problem={problem}
      pending={approve.isPending}
      confirm={{ label: 'Aprobar y enviar', color: 'green', icon: <IconSend size={16} /> }}
      onCancel={onClose}
      onConfirm={(comments) => approve.mutate({ id: audit.id, observacionesSupervisor: comments }, outcome)}
    />
  );
}
