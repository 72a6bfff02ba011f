import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseDayInput } from '../date-input';

/** A day typed or picked as dd/mm/aaaa, held as 'YYYY-MM-DD'. */
export function DayInput(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      dateParser={parseDayInput}
      placeholder="dd/mm/aaaa"
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
