import { Group, SegmentedControl, Text } from '@mantine/core';
import { type Period, periodLabel } from '../../finance/public';
import type { PeriodChoice } from './my-salary-rules';

interface Props {
  value: PeriodChoice;
  /** The month shown. */
  period: Period;
  onChange: (choice: PeriodChoice) => void;
}

/** The current month or the one before, and the name of the month shown ('Diciembre 2025'). */
export function MySalaryPeriodSwitch({ value, period, onChange }: Props) {
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        size="xs"
        aria-label="Mes del sueldo"
        value={value}
        onChange={(v) => onChange(v as PeriodChoice)}
        data={[
          { value: 'actual', label: 'Mes actual' },
          { value: 'anterior', label: 'Mes anterior' },
        ]}
      />
      <Text size="sm" fw={500} data-testid="salary-period">
        {periodLabel(period)}
      </Text>
    </Group>
  );
}
