import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { mayCloseSessions } from '@auditorias/domain/staff/access';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageSection } from '../../../components/page-section';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadingSpinner } from '../../../components/query-state';
import { currentPeriod } from '../../finance/public';
import { useEmployeeSummaryPages } from '../api/list-employee-summary';
import { STAFF_TEXT } from '../staff-texts';
import { EmployeeCard } from './employee-card';
import { StaffFilters, type StaffFilterValues, validYear } from './staff-filters';
import { StaffHoursExportMenu } from './staff-hours-export-menu';
import { useCloseAllSessions } from './use-employee-actions';

/**
 * The staff control centre (admin and contable): the month's employee cards (operador, supervisor, contable) as the
 * server sorts and pages them — logged in first, then more time alerts, then name. A failed list reads as empty
 * (spec §8: 'No se encontraron empleados').
 */
export function StaffControlCentre({ user }: { user: PublicUser }) {
  const [values, setValues] = useState<StaffFilterValues>(() => {
    const now = currentPeriod();
    return { mes: now.mes, anioText: now.anio, role: 'todos', status: 'todos', search: '' };
  });
  const [anio, setAnio] = useState(() => currentPeriod().anio);
  const [search] = useDebouncedValue(values.search.trim(), 300);
  const list = useEmployeeSummaryPages({
    mes: values.mes,
    anio,
    role: values.role,
    status: values.status,
    search,
  });
  const closeAll = useCloseAllSessions();

  const onChange = (next: StaffFilterValues) => {
    setValues(next);
    setAnio((last) => validYear(next.anioText, last));
  };

  const failed = list.isError && list.items.length === 0;
  return (
    <PageSection
      title="Control de Personal"
      description="Horas trabajadas, sesiones, horas extra y auditorías de operadores, supervisores y contables."
      actions={
        mayCloseSessions(user) ? (
          <Button color="red" variant="light" onClick={closeAll.confirm} loading={closeAll.busy}>
            Cerrar todas las sesiones
          </Button>
        ) : null
      }
    >
      <StaffFilters
        values={values}
        onChange={onChange}
        onRefresh={() => void list.refetch()}
        refreshing={list.isRefetching && !list.isFetchingNextPage}
      />
      <StaffHoursExportMenu
        filters={{ mes: values.mes, anio, role: values.role, status: values.status, search }}
      />
      {list.isPending ? (
        <LoadingSpinner label="Cargando empleados" />
      ) : failed || list.items.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState icon={<IconUsers size={28} stroke={1.5} aria-hidden />} message={STAFF_TEXT.empty} />
        </Paper>
      ) : (
        <Stack gap="sm" data-testid="staff-cards">
          {list.total !== undefined ? (
            <Text size="sm" c="dimmed">
              {list.total === 1 ? '1 empleado' : `${list.total} empleados`}
            </Text>
          ) : null}
          {list.items.map((employee) => (
            <EmployeeCard
              key={employee.usuario.id}
              employee={employee}
              actor={user}
              period={list.period ?? { mes: values.mes, anio }}
            />
          ))}
          <PagedLoadMore list={list} />
        </Stack>
      )}
    </PageSection>
  );
}
