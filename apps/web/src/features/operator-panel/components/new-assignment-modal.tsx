import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { AuditPriorityBadge } from '../../audits/components/audit-priority-badge';

interface NewAssignmentModalProps {
  audit: Audit | null;
  /** The operator's audit in progress, if any: it is paused when the new one is taken. */
  current: Audit | null;
  onFinishFirst: () => void;
  onPauseAndTake: (audit: Audit) => void;
  taking: boolean;
}

/** 'Tomar auditoría asignada?': finish the current audit first, or pause it and start the new one. */
export function NewAssignmentModal({
  audit,
  current,
  onFinishFirst,
  onPauseAndTake,
  taking,
}: NewAssignmentModalProps) {
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
          <Text size="sm">
            {audit.client.nombre}
            {audit.branch?.nombre || audit.sucursal ? ` · ${audit.branch?.nombre ?? audit.sucursal}` : ''}
          </Text>
          {current ? (
            <Text size="sm" c="dimmed">
              Auditoría en curso: #{current.id} {current.titulo}
            </Text>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onFinishFirst} disabled={taking}>
              Terminar actual primero
            </Button>
            <Button color="orange" onClick={() => onPauseAndTake(audit)} loading={taking}>
              Pausar y hacer nueva
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
