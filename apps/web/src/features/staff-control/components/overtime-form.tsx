import { STAFF_MSG } from '@auditorias/domain/staff/access';
import { STAFF_TIME } from '@auditorias/domain/staff/hours';
import { Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';

interface OvertimeFormProps {
  onSubmit: (input: { motivo: string; duracionHoras: number }) => void;
  onCancel: () => void;
}

/**
 * The overtime authorization: a required reason (nothing is sent while it is blank) and the hours, 4 by default,
 * more than 0 and up to 16 (the rules the server applies, with its texts).
 */
export function OvertimeForm({ onSubmit, onCancel }: OvertimeFormProps) {
  const [motivo, setMotivo] = useState('');
  const [horas, setHoras] = useState<string | number>(STAFF_TIME.defaultOvertimeHours);
  const [problem, setProblem] = useState<{ motivo?: string; horas?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = motivo.trim();
    const hours = typeof horas === 'number' ? horas : Number(horas);
    const next = {
      motivo: text ? undefined : STAFF_MSG.motivoRequired,
      horas:
        horas !== '' && hours > 0 && hours <= STAFF_TIME.maxOvertimeHours
          ? undefined
          : STAFF_MSG.duracionInvalid,
    };
    setProblem(next);
    if (next.motivo || next.horas) return;
    onSubmit({ motivo: text, duracionHoras: hours });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Autorizar horas extras">
      <Stack gap="sm">
        <Textarea
          label="Motivo"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={motivo}
          onChange={(e) => {
            setMotivo(e.currentTarget.value);
            setProblem((p) => ({ ...p, motivo: undefined }));
          }}
          error={problem.motivo}
          data-autofocus
        />
        <NumberInput
          label="Horas extra a autorizar"
          value={horas}
          onChange={(value) => {
            setHoras(value);
            setProblem((p) => ({ ...p, horas: undefined }));
          }}
          min={0}
          max={STAFF_TIME.maxOvertimeHours}
          step={0.5}
          decimalScale={2}
          decimalSeparator=","
          allowNegative={false}
          error={problem.horas}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit">Autorizar</Button>
        </Group>
      </Stack>
    </form>
  );
}
