import type { Audit } from '@auditorias/domain/schemas/audits';
import { Badge, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ItemDialogOutcome, ItemModal } from '../../../components/item-modal';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';
import { useDialogOutcome } from '../../../lib/use-dialog-outcome';
import { useDeleteManagedAuditMutation } from '../api/delete-managed-audit';
import { deletionPlan } from '../management-rules';

export const DELETE_ERROR_PREFIX = 'Error eliminando auditoría';

interface DeleteAuditModalProps extends ItemDialogOutcome {
  audit: Audit | null;
  /** The moment the age is measured at (tests). */
  now?: Date;
}

/**
 * Deleting an audit (admin) asks for confirmation and says what it does: older than 30 days a cleanup without
 * money effect, otherwise a correction that reverses its money and raises a deletion alert.
 */
export function DeleteAuditModal({ audit, onClose, onDone, now }: DeleteAuditModalProps) {
  return (
    <ItemModal item={audit} onClose={onClose} title={(a) => `¿Eliminar auditoría #${a.id}?`}>
      {(a) => <DeleteForm audit={a} onClose={onClose} onDone={onDone} now={now ?? new Date()} />}
    </ItemModal>
  );
}

function DeleteForm({ audit, onClose, onDone, now }: { audit: Audit; now: Date } & ItemDialogOutcome) {
  const remove = useDeleteManagedAuditMutation();
  const { problem, outcome } = useDialogOutcome(DELETE_ERROR_PREFIX, onDone);
  const plan = deletionPlan(new Date(audit.createdAt), now);
  const color = plan.type === 'cleanup' ? 'gray' : 'red';
  return (
    <ReasonConfirmForm
      formProps={{ 'data-testid': 'delete-audit-form', 'data-deletion-type': plan.type }}
      warning={{ text: plan.explanation, color }}
      reason={{ label: 'Motivo (opcional)', minRows: 2, maxLength: 1000, autoFocus: false }}
      problem={problem}
      pending={remove.isPending}
      confirm={{
        label: `Eliminar (${plan.label.toLowerCase()})`,
        color: 'red',
        icon: <IconTrash size={16} />,
      }}
      onCancel={onClose}
      onConfirm={(razon) => remove.mutate({ id: audit.id, type: plan.type, razon }, outcome)}
    >
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {audit.titulo}
        </Text>
        <Badge color={color} variant="light">
          {plan.label}
        </Badge>
      </Group>
    </ReasonConfirmForm>
  );
}
