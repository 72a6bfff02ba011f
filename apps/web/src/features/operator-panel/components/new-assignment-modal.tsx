import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { AuditPriorityBadge, auditPlace } from '../../audits/public';

interface NewAssignmentModalProps {
  audit: Audit | null;
  /** The operator's audit in progress, if any: it is paused when the new one is taken. */
  current: Audit | null;
  /** Closes the prompt; the assigned audit waits in the panel's 'Asignadas'. */
  onFinishFirst: () => void;
  /** Takes the assigned audit (pausing the one in progress, if any) and opens it. */
  onPauseAndTake: (audit: Audit) => void;
  taking: boolean;
}

/** What the prompt offers: with an audit in progress, finish it first or pause it; with none, start now or later. */
export function assignmentChoices(current: Audit | null): { later: string; take: string } {
  return current?.estado === 'en_proceso'
    ? { later: 'Terminar actual primero', take: 'Pausar y hacer nueva' }
    : { later: 'Más tarde', take: 'Iniciar ahora' };
}

/**
 * 'Tomar auditoría asignada?': with an audit in progress, finish it first or pause it and start the new one; with
 * nothing in progress there is nothing to finish or pause, so it offers to start the new one now or later.
 */
export function NewAssignmentModal({
  audit,
  current,
  onFinishFirst,
  onPauseAndTake,
  taking,
}: NewAssignmentModalProps) {
  const choices = assignmentChoices(current);
  return (
    <Modal
      opened={audit !== null}
      onClose={onFinishFirst}
      title="Tomar auditoría asignada?"
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      {audit ? (
        <Stack gap="sm" data-testid="new-assignment">
          <Alert color="blue" variant="light" icon={<IconBellRinging aria-hidden />}>
            Te asignaron una nueva auditoría.
          </Alert>
          <Group gap="xs">
            <Text fw={700}>
              #{audit.id} {audit.titulo}
            </Text>
            <AuditPriorityBadge prioridad={audit.prioridad} size="sm" />
          </Group>
          <Text size="sm">{auditPlace(audit, true)}</Text>
          {current?.estado === 'en_proceso' ? (
            <Text size="sm" c="dimmed">
              Auditoría en curso: #{current.id} {current.titulo}
            </Text>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onFinishFirst} disabled={taking}>
              {choices.later}
            </Button>
            <Button
              color={current?.estado === 'en_proceso' ? 'orange' : 'blue'}
              onClick={() => onPauseAndTake(audit)}
              loading={taking}
            >
              {choices.take}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
