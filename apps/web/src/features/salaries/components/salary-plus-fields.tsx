import {
  PLUS_FIXED_STEP_CENTAVOS,
  PLUS_PERCENT_MAX,
  PLUS_PERCENT_STEP,
  type PlusType,
} from '@auditorias/domain/salaries/config';
import { Group, NumberInput, Radio, SimpleGrid } from '@mantine/core';
import { type SalaryFormValues, withPlusType } from '../salary-form-values';

interface SalaryPlusFieldsProps {
  values: SalaryFormValues;
  errors: { plusPorcentaje?: string; plusMontoFijo?: string };
  onChange: (next: SalaryFormValues) => void;
}

/** The plus paid when the objective is reached: a percentage of the base (0–100, step 0.5) or a fixed amount. */
export function SalaryPlusFields({ values, errors, onChange }: SalaryPlusFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Radio.Group
        label="Tipo de plus"
        description="Se paga solo con el objetivo cumplido (no con sueldo fijo)."
        value={values.plusTipo}
        onChange={(v) => onChange(withPlusType(values, v as PlusType))}
      >
        <Group gap="md" mt={6}>
          <Radio value="porcentaje" label="Porcentaje" />
          <Radio value="fijo" label="Monto fijo" />
        </Group>
      </Radio.Group>
      {values.plusTipo === 'porcentaje' ? (
        <NumberInput
          label="Plus porcentual"
          value={values.plusPorcentaje}
          onChange={(v) => onChange({ ...values, plusPorcentaje: v })}
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
          value={values.plusMontoFijo}
          onChange={(v) => onChange({ ...values, plusMontoFijo: v })}
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
