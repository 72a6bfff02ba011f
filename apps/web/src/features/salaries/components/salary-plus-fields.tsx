import {
  PLUS_FIXED_STEP_CENTAVOS,
  PLUS_PERCENT_MAX,
  PLUS_PERCENT_STEP,
  type PlusType,
} from '@auditorias/domain/salaries/config';
import { Group, NumberInput, Radio, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { bindFields } from '../../../lib/form-fields';
import { type SalaryFormValues, withPlusType } from '../salary-form-values';

/** One of a few choices of the salary form, as radio buttons in a row. */
export function RadioChoices<V extends string>({
  label,
  description,
  value,
  onChange,
  options,
}: {
  label: string;
  description?: ReactNode;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <Radio.Group label={label} description={description} value={value} onChange={(v) => onChange(v as V)}>
      <Group gap="md" mt={6}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

interface SalaryPlusFieldsProps {
  values: SalaryFormValues;
  errors: { plusPorcentaje?: string; plusMontoFijo?: string };
  onChange: (next: SalaryFormValues) => void;
}

/** The plus paid when the objective is reached: a percentage of the base (0–100, step 0.5) or a fixed amount. */
export function SalaryPlusFields({ values, errors, onChange }: SalaryPlusFieldsProps) {
  const field = bindFields(values, (patch) => onChange({ ...values, ...patch }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <RadioChoices<PlusType>
        label="Tipo de plus"
        description="Se paga solo con el objetivo cumplido (no con sueldo fijo)."
        value={values.plusTipo}
        onChange={(v) => onChange(withPlusType(values, v))}
        options={[
          { value: 'porcentaje', label: 'Porcentaje' },
          { value: 'fijo', label: 'Monto fijo' },
        ]}
      />
      {values.plusTipo === 'porcentaje' ? (
        <NumberInput
          label="Plus porcentual"
          {...field.number('plusPorcentaje')}
          min={0}
          max={PLUS_PERCENT_MAX}
          step={PLUS_PERCENT_STEP}
          decimalScale={1}
          decimalSeparator=","
          allowNegative={false}
          suffix=" %"
          error={errors.plusPorcentaje}
        />
      ) : (
        <NumberInput
          label="Plus fijo"
          {...field.number('plusMontoFijo')}
          min={0}
          step={PLUS_FIXED_STEP_CENTAVOS / 100}
          allowDecimal={false}
          allowNegative={false}
          prefix="$ "
          thousandSeparator="."
          decimalSeparator=","
          error={errors.plusMontoFijo}
        />
      )}
    </SimpleGrid>
  );
}
