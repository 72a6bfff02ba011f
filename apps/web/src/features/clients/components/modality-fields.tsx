import { MODALITIES, MODALITY_LABELS, type Modality, WEEKDAYS } from '@auditorias/domain/clients/constants';
import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { parseDateInput } from '../date-input-format';

export interface ModalityValue {
  modalidad: Modality | null;
  dias: string[];
  fecha_exacta: string | null;
}

interface ModalityFieldsProps {
  value: ModalityValue;
  onChange: (value: ModalityValue) => void;
  /** Branches may leave the modality empty to use the client's (named here). */
  inheritedLabel?: string;
  errors?: { dias?: string | undefined; fecha_exacta?: string | undefined };
}

const INHERIT = 'heredar';

/**
 * Audit scheduling modality: manual/hoy, por días (Lunes..Domingo) or por fecha exacta. Changing the modality
 * clears the day list (spec section 4).
 */
export function ModalityFields({ value, onChange, inheritedLabel, errors }: ModalityFieldsProps) {
  const options = [
    ...(inheritedLabel !== undefined
      ? [{ value: INHERIT, label: `Igual que el cliente (${inheritedLabel})` }]
      : []),
    ...MODALITIES.map((m) => ({ value: m, label: MODALITY_LABELS[m] })),
  ];
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Modalidad de auditoría"
        value={value.modalidad ?? INHERIT}
        onChange={(next) => {
          const modalidad = next === INHERIT ? null : (next as Modality);
          if (modalidad === value.modalidad) return;
          onChange({
            modalidad,
            dias: [],
            fecha_exacta: modalidad === 'fecha_exacta' ? value.fecha_exacta : null,
          });
        }}
      >
        <Group gap="lg" mt={6}>
          {options.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Radio.Group>
      {value.modalidad === 'por_dias' ? (
        <Checkbox.Group
          label="Días de auditoría"
          required
          value={value.dias}
          onChange={(dias) => onChange({ ...value, dias: WEEKDAYS.filter((d) => dias.includes(d)) })}
          error={errors?.dias}
        >
          <Group gap="md" mt={6}>
            {WEEKDAYS.map((day) => (
              <Checkbox key={day} value={day} label={day} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
      {value.modalidad === 'fecha_exacta' ? (
        <DateInput
          label="Fecha exacta de la auditoría"
          required
          valueFormat="DD/MM/YYYY"
          dateParser={parseDateInput}
          placeholder="dd/mm/aaaa"
          value={value.fecha_exacta}
          onChange={(fecha) => onChange({ ...value, fecha_exacta: fecha })}
          error={errors?.fecha_exacta}
          clearable
          maw={260}
        />
      ) : null}
    </Stack>
  );
}
