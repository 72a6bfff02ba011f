import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { type SalaryEmployee, useSalaryEmployees } from '../api/list-salary-employees';
import { PayrollExportMenu } from './payroll-export-menu';
import { RegisterMonthSalariesButton } from './register-month-salaries-button';
import { SalaryEmployeeDetail } from './salary-employee-detail';
import { SalaryEmployeeList } from './salary-employee-list';
import { initialSalaryPeriod } from './salary-period-select';

interface SalariesAdminPanelProps {
  /**
   * Only an admin configures and pays salaries (the server refuses the rest): read-only, the list comes from the
   * finance staff list (a contable may not list users) and nothing can be saved, paid or reverted.
   */
  readOnly?: boolean;
  /** Inside another screen (the finance Configuración tab): no page title. */
  embedded?: boolean;
}

/**
 * Salary management: the searchable employee list; choosing one shows the time-control summary, the current
 * salary with its payments, and the month's configuration form.
 */
export function SalariesAdminPanel({ readOnly = false, embedded = false }: SalariesAdminPanelProps) {
  const [search, setSearch] = useState('');
  const [serverSearch] = useDebouncedValue(search.trim(), 300);
  const list = useSalaryEmployees(serverSearch, readOnly);
  const [selected, setSelected] = useState<SalaryEmployee | null>(null);
  const [period, setPeriod] = useState(initialSalaryPeriod);
  const banner = useTimedMessage();

  return (
    <Stack gap="md" component="section" aria-label="Administración de Sueldos">
      {embedded ? null : (
        <div>
          <Title order={1} size="h3">
            Administración de Sueldos
          </Title>
          <Text size="sm" c="dimmed">
            Configuración y pago del sueldo de cada empleado por mes. Importes en pesos.
          </Text>
        </div>
      )}
      {readOnly ? (
        <Text size="sm" c="dimmed">
          Solo lectura: los sueldos los configura y paga un administrador.
        </Text>
      ) : (
        <Group justify="flex-end">
          <RegisterMonthSalariesButton period={period} notify={banner} />
        </Group>
      )}
      <PayrollExportMenu period={period} />
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SalaryEmployeeList
            list={list}
            period={period}
            search={search}
            onSearch={setSearch}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected ? (
            <SalaryEmployeeDetail
              key={selected.id}
              employee={selected}
              period={period}
              onPeriodChange={setPeriod}
              readOnly={readOnly}
            />
          ) : (
            <Paper withBorder radius="md">
              <EmptyState
                icon={<IconUserSearch size={28} stroke={1.5} aria-hidden />}
                message="Elegí un empleado de la lista para ver y configurar su sueldo."
              />
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
