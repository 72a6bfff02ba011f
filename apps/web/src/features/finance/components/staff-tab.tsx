import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { Alert, Badge, Center, Loader, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { STAFF_ROLES, useStaffQueries } from '../api/list-staff';
import type { FinanceAccess } from '../finance-access';
import { FinanceLoadError } from './finance-error';

/** Spec: the empty state of pending salaries. */
export const NO_PENDING_SALARIES = 'No hay sueldos pendientes';

/**
 * 'Personal': the employees (operador, supervisor, contable) and the pending salaries. Salaries are not built yet,
 * so there are none pending: the tab says so with the spec's empty state and shows no invented amounts.
 */
export function StaffTab({ access }: { access: FinanceAccess }) {
  const queries = useStaffQueries(access.listStaff);
  const pending = queries.some((q) => q.isPending);
  const failed = queries.find((q) => q.isError);
  const staff = queries
    .flatMap((q) => q.data?.data ?? [])
    .filter((u) => (STAFF_ROLES as readonly string[]).includes(u.role))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));

  return (
    <Stack gap="md" data-testid="finance-staff">
      <Title order={2} size="h4">
        Personal
      </Title>
      {!access.listStaff ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          La lista del personal requiere el permiso de ver usuarios.
        </Alert>
      ) : pending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Cargando personal" />
        </Center>
      ) : failed ? (
        <FinanceLoadError
          error={failed.error}
          onRetry={() => void Promise.all(queries.map((q) => q.refetch()))}
        />
      ) : staff.length === 0 ? (
        <EmptyState message="No hay empleados" />
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea type="auto">
            <Table striped verticalSpacing="xs" miw={560} data-testid="staff-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nombre</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Rol</Table.Th>
                  <Table.Th>Estado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {staff.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {u.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{ROLE_LABELS[u.role]}</Badge>
                    </Table.Td>
                    <Table.Td>
                      {u.isActive ? (
                        <Badge color="green" variant="light">
                          Activo
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light">
                          Inactivo
                        </Badge>
                      )}
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
      <Paper withBorder radius="md">
        <EmptyState message={NO_PENDING_SALARIES} />
      </Paper>
    </Stack>
  );
}
