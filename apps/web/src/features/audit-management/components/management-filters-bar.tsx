import { AUDIT_STATES, type AuditState, STATE_LABELS } from '@auditorias/domain/audits/states';
import { Group, MultiSelect, Select } from '@mantine/core';
import { SearchInput } from '../../../components/list-toolbar';
import { DayInput } from '../../audits/public';
import {
  AGE_FILTER_LABELS,
  AGE_FILTERS,
  type AgeFilter,
  DATE_FILTER_LABELS,
  DATE_FILTERS,
  type DateFilter,
} from '../management-filters';

export interface ManagementFilterValues {
  fecha: DateFilter;
  /** The day of the 'Un día' filter, yyyy-mm-dd. */
  dia: string | null;
  edad: AgeFilter;
  estados: AuditState[];
  search: string;
}

interface ManagementFiltersBarProps {
  values: ManagementFilterValues;
  onChange: (next: ManagementFilterValues) => void;
}

/** Date (all, today, yesterday, this week, this month, last month, a day), age, states and search. */
export function ManagementFiltersBar({ values, onChange }: ManagementFiltersBarProps) {
  const set = <K extends keyof ManagementFilterValues>(key: K, value: ManagementFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="management-filters">
      <Select
        label="Fecha solicitada"
        data={DATE_FILTERS.map((f) => ({ value: f, label: DATE_FILTER_LABELS[f] }))}
        value={values.fecha}
        allowDeselect={false}
        onChange={(value) => value && set('fecha', value as DateFilter)}
        w={170}
      />
      {values.fecha === 'dia' ? (
        <DayInput label="Día" value={values.dia} onChange={(day) => set('dia', day)} w={150} />
      ) : null}
      <Select
        label="Antigüedad"
        data={AGE_FILTERS.map((f) => ({ value: f, label: AGE_FILTER_LABELS[f] }))}
        value={values.edad}
        allowDeselect={false}
        onChange={(value) => value && set('edad', value as AgeFilter)}
        w={230}
      />
      <MultiSelect
        label="Estado"
        placeholder={values.estados.length === 0 ? 'Todos' : undefined}
        data={AUDIT_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }))}
        value={values.estados}
        onChange={(next) => set('estados', next as AuditState[])}
        clearable
        w={260}
        comboboxProps={{ withinPortal: true }}
      />
      <SearchInput
        placeholder="Título, cliente, operador o ID"
        value={values.search}
        onChange={(search) => set('search', search)}
        grow={200}
      />
    </Group>
  );
}
