import { pauseReasonProblem } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';

interface PauseDialogProps {
  opened: boolean;
  pausing: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Pausing needs a reason (spec section 5: else 'Por favor, especifica la razón para pausar'). */
export function PauseDialog({ opened, pausing, onCancel, onConfirm }: PauseDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Pausar auditoría"
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() === '') {
            setProblem(pauseReasonProblem);
            return;
          }
          onConfirm(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">Lo escrito queda guardado; podrás reanudarla desde tu panel.</Text>
          <Textarea
            label="Razón de la pausa"
            required
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            data-autofocus
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={pausing}>
              Cancelar
            </Button>
            <Button type="submit" color="yellow" loading={pausing}>
              Pausar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
