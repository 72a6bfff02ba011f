import { STAFF_MSG } from '@auditorias/domain/staff/access';
import { STAFF_TIME } from '@auditorias/domain/staff/hours';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { RequiredReasonForm } from '../../../components/required-reason-form';

interface OvertimeFormProps {
  onSubmit: (input: { motivo: string; duracionHoras: number }) => void;
  onCancel: () => void;
}

/**
 * The overtime authorization: a required reason (nothing is sent while it is blank) and the hours, 4 by default,
 * more than 0 and up to 16 (the rules the server applies, with its texts).
 */
export function OvertimeForm({ onSubmit, onCancel }: OvertimeFormProps) {
  const [horas, setHoras] = useState<string | number>(STAFF_TIME.defaultOvertimeHours);
  const [horasProblem, setHorasProblem] = useState<string | null>(null);
  const hours = typeof horas === 'number' ? horas : Number(horas);

  return (
    <RequiredReasonForm
      name="Autorizar horas extras"
      label="Motivo"
      requiredMessage={STAFF_MSG.motivoRequired}
      maxLength={500}
      after={
        <NumberInput
          label="Horas extra a autorizar"
          value={horas}
          onChange={(value) => {
            setHoras(value);
            setHorasProblem(null);
          }}
          min={0}
          max={STAFF_TIME.maxOvertimeHours}
          step={0.5}
          decimalScale={2}
          decimalSeparator=","
          allowNegative={false}
          error={horasProblem}
        />
      }
      validate={() => {
        const valid = horas !== '' && hours > 0 && hours <= STAFF_TIME.maxOvertimeHours;
        setHorasProblem(valid ? null : STAFF_MSG.duracionInvalid);
        return valid;
      }}
      confirm={{ label: 'Autorizar' }}
      onCancel={onCancel}
      onConfirm={(motivo) => onSubmit({ motivo, duracionHoras: hours })}
    />
  );
}
