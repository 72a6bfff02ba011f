import type { SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { Badge, Group, NavLink, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { SearchInput } from '../../../components/list-toolbar';
import { Money } from '../../../components/money';
import { LoadingSpinner } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';
import { RoleBadge } from '../../users/public';
import { useMonthSalariesQuery } from '../api/get-pending-salaries';
import type { SalaryEmployee, SalaryEmployees } from '../api/list-salary-employees';
import type { SalaryPeriod } from '../salary-form-values';
import { salaryStateLabel } from './my-salary-rules';

/** The row's month: the final salary and whether it is paid ('Sin calcular' without a record). */
function MonthSalary({
  record,
  loading,
  failed,
}: {
  record: SalaryRecordDto | undefined;
  loading: boolean;
  failed: boolean;
}) {
  if (loading)
    return (
      <Text span size="xs" c="dimmed">
        Cargando sueldo…
      </Text>
    );
  if (failed)
    return (
      <Text span size="xs" c="dimmed">
        Sueldo no disponible
      </Text>
    );
  const state = salaryStateLabel(record);
  return (
    <Group component="span" gap={6} wrap="nowrap" data-testid="employee-month-salary">
      {record ? <Money pesos={record.sueldoFinal} size="xs" /> : null}
      <Badge component="span" size="xs" variant="light" color={state.color}>
        {state.label}
      </Badge>
    </Group>
  );
}

/** Case-insensitive name filter. */
export function filterByName(employees: readonly SalaryEmployee[], search: string): SalaryEmployee[] {
  const needle = search.trim().toLocaleLowerCase('es');
  if (!needle) return [...employees];
  return employees.filter((e) => e.name.toLocaleLowerCase('es').includes(needle));
}

interface SalaryEmployeeListProps {
  list: SalaryEmployees;
  /** The month whose salary amount and paid state each row shows. */
  period: SalaryPeriod;
  search: string;
  onSearch: (text: string) => void;
  selectedId: number | null;
  onSelect: (employee: SalaryEmployee) => void;
}

/**
 * The searchable list of employees with a salary (operador, supervisor, admin, contable), their roles, and the
 * chosen month's final salary and paid state (from GET /sueldos?mes&anio, the records the panels show).
 */
export function SalaryEmployeeList({
  list,
  period,
  search,
  onSearch,
  selectedId,
  onSelect,
}: SalaryEmployeeListProps) {
  const visible = filterByName(list.employees, search);
  const salaries = useMonthSalariesQuery(period);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Empleados">
      <Stack gap="sm">
        <SearchInput label="Buscar empleado" placeholder="Nombre" value={search} onChange={onSearch} />
        {list.isPending && list.employees.length === 0 ? (
          <LoadingSpinner label="Cargando empleados" size="sm" py="md" />
        ) : list.error ? (
          <ErrorAlert>{errorMessage(list.error, 'Error cargando empleados')}</ErrorAlert>
        ) : visible.length === 0 ? (
          <EmptyState message="No se encontraron empleados" />
        ) : (
          <ScrollArea.Autosize mah={560} type="auto">
            <Stack gap={2}>
              {visible.map((e) => (
                <NavLink
                  key={e.id}
                  component="button"
                  type="button"
                  active={e.id === selectedId}
                  aria-current={e.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(e)}
                  label={
                    <Group gap={6} wrap="nowrap" justify="space-between">
                      <Text size="sm" truncate>
                        {e.name}
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        {e.active ? null : (
                          <Badge size="xs" color="gray" variant="light">
                            Inactivo
                          </Badge>
                        )}
                        <RoleBadge role={e.role} size="sm" />
                      </Group>
                    </Group>
                  }
                  description={
                    <MonthSalary
                      record={salaries.data?.get(e.id)}
                      loading={salaries.isPending}
                      failed={salaries.isError}
                    />
                  }
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {list.truncated ? (
          <Text size="xs" c="dimmed">
            Hay más empleados de los que se muestran: escribí parte del nombre para encontrarlos.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
