import type { SalaryRole } from '@auditorias/domain/salaries/config';
import { Checkbox, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { ErrorText } from '../../../components/error-alert';
import {
  francoWorkValue,
  type SalaryFormValues,
  type SalaryPeriod,
  toggleFranco,
} from '../salary-form-values';
import { FrancoCalendar } from './franco-calendar';

interface SalaryFrancoFieldsProps {
  role: SalaryRole;
  period: SalaryPeriod;
  values: SalaryFormValues;
  holidays: readonly string[];
  disabled: boolean;
  error?: string;
  onChange: (next: SalaryFormValues) => void;
}

/**
 * Rest days (francos): whether they are paid, double pay when one is worked (the worked-rest-day value follows:
 * twice the day value, or the day value) and the month's calendar. Not shown for admin.
 */
export function SalaryFrancoFields(props: SalaryFrancoFieldsProps) {
  const { role, period, values, holidays, disabled, error, onChange } = props;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap="xs">
          <Checkbox
            label="Cobra francos"
            checked={values.cobraFrancos}
            onChange={(e) => onChange({ ...values, cobraFrancos: e.currentTarget.checked })}
          />
          <Checkbox
            label="Pago doble en francos trabajados"
            checked={values.pagoDobleEnFrancos}
            onChange={(e) => onChange({ ...values, pagoDobleEnFrancos: e.currentTarget.checked })}
          />
        </Stack>
        <NumberInput
          label="Valor día trabajado en franco"
          description="Doble del valor día con pago doble; si no, el valor día."
          value={francoWorkValue(values, role)}
          readOnly
          variant="filled"
          prefix="$ "
          thousandSeparator="."
          decimalSeparator=","
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Un franco no trabajado se paga solo si trabajó el día anterior y el posterior.
      </Text>
      <FrancoCalendar
        period={period}
        marked={values.francosMarcados}
        holidays={holidays}
        disabled={disabled}
        onToggle={(day) => onChange(toggleFranco(values, day))}
      />
      <ErrorText>{error}</ErrorText>
    </Stack>
  );
}
