import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import { Select } from '@mantine/core';

const OPTIONS = PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }));

/** The 'Prioridad' choice of an audit (always one of them). */
export function PrioritySelect({
  value,
  onChange,
}: {
  value: Priority;
  onChange: (value: Priority) => void;
}) {
  return (
    <Select
      label="Prioridad"
      data={OPTIONS}
      value={value}
      allowDeselect={false}
      onChange={(next) => next && onChange(next as Priority)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
