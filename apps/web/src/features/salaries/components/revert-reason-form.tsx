import { SALARY_MSG } from '@auditorias/domain/salaries/ledger';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';

interface RevertReasonFormProps {
  onSubmit: (motivo: string) => void;
  onCancel: () => void;
}

/** The reason a salary payment is reverted: required, not blank after trimming. */
export function RevertReasonForm({ onSubmit, onCancel }: RevertReasonFormProps) {
  const [motivo, setMotivo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = motivo.trim();
    if (!text) {
      setProblem(SALARY_MSG.motivoObligatorio);
      return;
    }
    onSubmit(text);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Revertir pago">
      <Stack gap="sm">
        <Textarea
          label="Motivo de la reversión"
          required
          autosize
          minRows={2}
          maxLength={1000}
          value={motivo}
          onChange={(e) => {
            setMotivo(e.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" color="red">
            Continuar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
