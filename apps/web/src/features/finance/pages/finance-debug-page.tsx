import { Alert, Anchor, Badge, Container, Paper, ScrollArea, Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { PagedLoadMore } from '../../../components/paged-table';
import { PageHeading } from '../../../components/section-heading';
import { errorMessage } from '../../../lib/error-message';
import type { PagedList } from '../../../lib/paged-list';
import { getToken } from '../../../lib/session-storage';
import { useDebugExpenseMovements, useDebugSalaries, useDebugUnpaidAudits } from '../api/get-finance-debug';
import { ReconciliationSection } from '../components/reconciliation-section';
import { currentPeriod, periodLabel } from '../finance-period';

export const DEBUG_LOAD_ERROR = 'Error al cargar los datos financieros';

function Section<T>({
  title,
  list,
  empty,
  head,
  row,
}: {
  title: string;
  list: PagedList<T>;
  empty: string;
  head: string[];
  row: (item: T) => ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {list.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(list.error, DEBUG_LOAD_ERROR)}
          </Alert>
        ) : list.items.length === 0 && !list.isPending ? (
          <EmptyState message={empty} />
        ) : (
          <ScrollArea type="auto">
            <Table striped miw={640} verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  {head.map((h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{list.items.map(row)}</Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        <PagedLoadMore list={list} />
      </Stack>
    </Paper>
  );
}

function DebugLists() {
  const period = currentPeriod();
  const salaries = useDebugSalaries(period);
  const audits = useDebugUnpaidAudits();
  const expenses = useDebugExpenseMovements();
  return (
    <>
      <Section
        title={`Sueldos de ${periodLabel(period)}`}
        list={salaries}
        empty="No hay sueldos calculados en el mes"
        head={['Empleado', 'Rol', 'Estado', 'Sueldo final', 'Pagado', 'Pendiente']}
        row={(s) => (
          <Table.Tr key={s.id}>
            <Table.Td>{s.operador}</Table.Td>
            <Table.Td>{s.rol}</Table.Td>
            <Table.Td>
              <Badge size="sm" variant="light" color={s.estado === 'pagado' ? 'green' : 'orange'}>
                {s.estado}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Money pesos={s.sueldoFinal} />
            </Table.Td>
            <Table.Td>
              <Money pesos={s.totalPagado} />
            </Table.Td>
            <Table.Td>
              <Money pesos={s.saldoPendiente} />
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Section
        title="Auditorías entregadas sin cobrar"
        list={audits}
        empty="No hay auditorías pendientes de cobro"
        head={['#', 'Título', 'Cliente', 'Estado', 'Entrega', 'Costo final', 'Saldo en el libro']}
        row={(a) => (
          <Table.Tr key={a.id}>
            <Table.Td>{a.id}</Table.Td>
            <Table.Td>
              {a.titulo}
              {a.incluidaEnAbono ? (
                <Badge ml={6} size="xs" variant="light">
                  abono
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>{a.cliente}</Table.Td>
            <Table.Td>
              {a.estado} / {a.estadoPago ?? 'sin estado'}
            </Table.Td>
            <Table.Td>
              <DateTime value={a.fechaEntrega} dateOnly />
            </Table.Td>
            <Table.Td>{a.costoFinal === null ? '—' : <Money pesos={a.costoFinal} />}</Table.Td>
            <Table.Td>
              <Money pesos={a.saldo} />
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Section
        title="Movimientos de gasto"
        list={expenses}
        empty="No hay movimientos de gasto"
        head={['Fecha', 'Tipo', 'Descripción', 'Monto', 'Creado por']}
        row={(m) => (
          <Table.Tr key={m.id}>
            <Table.Td>
              <DateTime value={m.fecha} dateOnly />
            </Table.Td>
            <Table.Td>
              {m.tipo}
              {m.revertido ? ' (revertido)' : ''}
            </Table.Td>
            <Table.Td>{m.descripcion}</Table.Td>
            <Table.Td>
              <Money pesos={m.monto} />
            </Table.Td>
            <Table.Td>{m.creadoPor ?? '—'}</Table.Td>
          </Table.Tr>
        )}
      />
    </>
  );
}

/**
 * /finanzas-debug (spec: no login check on the page): the reconciliation of the figures ('Conciliación', admin and
 * contable), then the salaries, the delivered audits not collected and the expense movements, as the ledger holds
 * them (admin only). The data needs a session; without one the page says so instead of calling the server.
 */
export function FinanceDebugPage() {
  const signedIn = getToken() !== null;
  return (
    <Container component="main" size="lg" py="xl">
      <Stack gap="md">
        <PageHeading
          title="Diagnóstico de Finanzas"
          description="Conciliación de las cifras, sueldos, auditorías entregadas sin cobrar y movimientos de gasto, tal como los registra el libro diario."
        />
        {signedIn ? (
          <>
            <ReconciliationSection />
            <DebugLists />
          </>
        ) : (
          <Alert color="gray" variant="light">
            Los datos de diagnóstico son solo para administradores (la conciliación, también para contables):{' '}
            <Anchor component={Link} to="/login">
              iniciá sesión
            </Anchor>{' '}
            y volvé a esta página.
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
