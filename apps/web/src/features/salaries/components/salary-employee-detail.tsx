import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { RoleBadge } from '../../users/public';
import { useSalaryMonthFiguresQuery } from '../api/get-salary-month-figures';
import { useSalaryMonthQuery } from '../api/list-salaries';
import type { SalaryEmployee } from '../api/list-salary-employees';
import type { SalaryPeriod } from '../salary-form-values';
import { CurrentSalaryPanel } from './current-salary-panel';
import { SalaryConfigSection } from './salary-config-section';
import { SalaryPeriodSelect } from './salary-period-select';
import { TimeControlSummary } from './time-control-summary';

interface SalaryEmployeeDetailProps {
  employee: SalaryEmployee;
  period: SalaryPeriod;
  onPeriodChange: (period: SalaryPeriod) => void;
  readOnly: boolean;
}

/** One employee's month: time control, the current salary and the configuration form. */
export function SalaryEmployeeDetail({
  employee,
  period,
  onPeriodChange,
  readOnly,
}: SalaryEmployeeDetailProps) {
  const params = { operadorId: employee.id, mes: period.mes, anio: period.anio };
  const month = useSalaryMonthQuery(params);
  // The month as the staff centre counts it (one definition): 'Control horario' and the example box.
  const figures = useSalaryMonthFiguresQuery(params);
  const sueldo = month.data?.sueldo;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h3">
            {employee.name}
          </Title>
          <RoleBadge role={employee.role} />
        </Group>
        <SalaryPeriodSelect value={period} onChange={onPeriodChange} />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <TimeControlSummary
          role={employee.role}
          period={period}
          sueldo={sueldo}
          figures={figures.data ?? null}
          figuresFailed={figures.isError}
          isPending={month.isPending || figures.isPending}
        />
        <CurrentSalaryPanel
          employee={employee}
          period={period}
          sueldo={sueldo}
          isPending={month.isPending}
          error={month.error}
          readOnly={readOnly}
        />
      </SimpleGrid>
      <SalaryConfigSection
        key={`${employee.id}-${period.mes}-${period.anio}`}
        employee={employee}
        period={period}
        month={month}
        figures={figures.data ?? null}
        readOnly={readOnly}
      />
    </Stack>
  );
}
