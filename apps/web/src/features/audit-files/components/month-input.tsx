import { MonthPickerInput } from '@mantine/dates';

/** The 'Mes' picker of the files screen: a month as 'YYYY-MM', or null when cleared. */
export function MonthInput({
  placeholder,
  value,
  onChange,
}: {
  placeholder: string;
  value: string | null;
  onChange: (month: string | null) => void;
}) {
  return (
    <MonthPickerInput
      label="Mes"
      placeholder={placeholder}
      valueFormat="MMMM YYYY"
      clearable
      value={value ? `${value}-01` : null}
      onChange={(picked) => onChange(picked ? String(picked).slice(0, 7) : null)}
      popoverProps={{ withinPortal: true }}
      w={200}
    />
  );
}
