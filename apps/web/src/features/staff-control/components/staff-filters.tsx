import type { EmployeeRoleFilter, EmployeeStatusFilter } from '@auditorias/domain/schemas/staff';
import { Group, NativeSelect, NumberInput } from '@mantine/core';
import { SearchInput } from '../../../components/list-toolbar';
import { RefreshButton } from '../../../components/refresh-button';
import { MonthSelect } from '../../finance/public';
import { ROLE_FILTER_OPTIONS, STATUS_FILTER_OPTIONS } from '../staff-texts';

/** Staff control years (spec §9): 2020 to 9999. */
export const STAFF_FIRST_YEAR = 2020;
export const STAFF_LAST_YEAR = 9999;

export interface StaffFilterValues {
  mes: number;
  /** What is typed in the year box (the list keeps the last valid year). */
  anioText: string | number;
  role: EmployeeRoleFilter;
  status: EmployeeStatusFilter;
  search: string;
}

interface StaffFiltersProps {
  values: StaffFilterValues;
  onChange: (values: StaffFilterValues) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Month, year, role, status, search and 'Actualizar'. */
export function StaffFilters({ values, onChange, onRefresh, refreshing }: StaffFiltersProps) {
  const set = (patch: Partial<StaffFilterValues>) => onChange({ ...values, ...patch });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="staff-filters">
      <MonthSelect value={values.mes} onChange={(mes) => set({ mes })} w={140} />
      <NumberInput
        label="Año"
        value={values.anioText}
        onChange={(value) => set({ anioText: value })}
        min={STAFF_FIRST_YEAR}
        max={STAFF_LAST_YEAR}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator={false}
        w={100}
      />
      <NativeSelect
        label="Rol"
        value={values.role}
        onChange={(e) => set({ role: e.currentTarget.value as EmployeeRoleFilter })}
        data={ROLE_FILTER_OPTIONS}
        w={150}
      />
      <NativeSelect
        label="Estado"
        value={values.status}
        onChange={(e) => set({ status: e.currentTarget.value as EmployeeStatusFilter })}
        data={STATUS_FILTER_OPTIONS}
        w={210}
      />
      <SearchInput
        placeholder="Nombre, email o usuario"
        value={values.search}
        onChange={(search) => set({ search })}
        maxLength={100}
        w={240}
      />
      <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
    </Group>
  );
}

/** The year to ask for: the typed one when it is a whole year from 2020 to 9999, otherwise `fallback`. */
export function validYear(text: string | number, fallback: number): number {
  const year = typeof text === 'number' ? text : Number(text);
  return Number.isInteger(year) && year >= STAFF_FIRST_YEAR && year <= STAFF_LAST_YEAR ? year : fallback;
}
