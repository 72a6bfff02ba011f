import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { Badge, Center, Loader, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { PendingSalaries } from '../../salaries/public';
import { useFinanceEmployeesQuery } from '../api/list-finance-employees';
import type { Period } from '../finance-period';
import { AdvancesList } from './advances-list';
import { FinanceLoadError } from './finance-error';

/**
 * 'Personal': the employees (operador, supervisor, contable) from GET /finanzas/usuarios/detallados — which
 * finance_view is enough for, so a contable sees them too — with their accrued operator pay, and the chosen month's
 * pending salaries (GET /sueldos, records with saldoPendiente > 0) with their total, and the month's advances
 * (GET /finanzas/adelantos).
 */
export function StaffTab({ period }: { period: Period }) {
  const query = useFinanceEmployeesQuery();
  const staff = query.data ?? [];

  return (
    <Stack gap="md" data-testid="finance-staff">
      <Title order={2} size="h4">
        Personal
      </Title>
      {query.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Cargando personal" />
        </Center>
      ) : query.isError ? (
        <FinanceLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : staff.length === 0 ? (
        <EmptyState message="No hay empleados" />
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea type="auto">
            <Table striped verticalSpacing="xs" miw={720} data-testid="staff-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nombre</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Rol</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th ta="right">Auditorías entregadas</Table.Th>
                  <Table.Th ta="right">Comisiones devengadas</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {staff.map((u) => (
                  <Table.Tr key={u.id} data-testid={`staff-${u.id}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {u.nombre}
                      </Text>
                    </Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{ROLE_LABELS[u.rol]}</Badge>
                    </Table.Td>
                    <Table.Td>
                      {u.activo ? (
                        <Badge color="green" variant="light">
                          Activo
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light">
                          Inactivo
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{u.auditoriasEntregadas}</Table.Td>
                    <Table.Td ta="right">
                      <Money pesos={u.comisionesDevengadas} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
      <Title order={2} size="h4">
        Sueldos pendientes
      </Title>
      <PendingSalaries
        period={period}
        renderError={(error, retry) => <FinanceLoadError error={error} onRetry={retry} />}
      />
      <Title order={2} size="h4">
        Adelantos
      </Title>
      <AdvancesList period={period} />
    </Stack>
  );
}
