import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { RoleBadge } from '../../users/public';
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
  const month = useSalaryMonthQuery({ operadorId: employee.id, mes: period.mes, anio: period.anio });
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
          figures={month.data?.controlHorario ?? null}
          isPending={month.isPending}
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
        readOnly={readOnly}
      />
    </Stack>
  );
}
