import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useDeleteManagedAuditMutation } from '../api/delete-managed-audit';
import { deletionPlan } from '../management-rules';

export const DELETE_ERROR_PREFIX = 'Error eliminando auditoría';

interface DeleteAuditModalProps {
  audit: Audit | null;
  onClose: () => void;
  onDone: (message: string) => void;
  /** The moment the age is measured at (tests). */
  now?: Date;
}

/**
 * Deleting an audit (admin) asks for confirmation and says what it does: older than 30 days a cleanup without
 * money effect, otherwise a correction that reverses its money and raises a deletion alert.
 */
export function DeleteAuditModal({ audit, onClose, onDone, now }: DeleteAuditModalProps) {
  return (
    <Modal opened={audit !== null} onClose={onClose} title={audit ? `¿Eliminar auditoría #${audit.id}?` : ''}>
      {audit ? (
        <DeleteForm key={audit.id} audit={audit} onClose={onClose} onDone={onDone} now={now ?? new Date()} />
      ) : null}
    </Modal>
  );
}

function DeleteForm({
  audit,
  onClose,
  onDone,
  now,
}: {
  audit: Audit;
  onClose: () => void;
  onDone: (m: string) => void;
  now: Date;
}) {
  const remove = useDeleteManagedAuditMutation();
  const [razon, setRazon] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const plan = deletionPlan(new Date(audit.createdAt), now);
  return (
    <form
      noValidate
      data-testid="delete-audit-form"
      data-deletion-type={plan.type}
      onSubmit={(event) => {
        event.preventDefault();
        remove.mutate(
          { id: audit.id, type: plan.type, razon },
          {
            onSuccess: (answer) => onDone(answer.message),
            onError: (error) => setProblem(prefixedErrorMessage(DELETE_ERROR_PREFIX, error)),
          },
        );
      }}
    >
      <Stack>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {audit.titulo}
          </Text>
          <Badge color={plan.type === 'cleanup' ? 'gray' : 'red'} variant="light">
            {plan.label}
          </Badge>
        </Group>
        <Alert color={plan.type === 'cleanup' ? 'gray' : 'red'} variant="light" role="note">
          {plan.explanation}
        </Alert>
        <Textarea
          label="Motivo (opcional)"
          autosize
          minRows={2}
          maxLength={1000}
          value={razon}
          onChange={(e) => setRazon(e.currentTarget.value)}
        />
        {problem ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button type="submit" color="red" loading={remove.isPending} leftSection={<IconTrash size={16} />}>
            {`Eliminar (${plan.label.toLowerCase()})`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
