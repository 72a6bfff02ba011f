import { AUDIT_STATES, type AuditState } from '@auditorias/domain/audits/states';
import type { AccountStatement } from '@auditorias/domain/schemas/finance';
import { Badge, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { Money } from '../../../components/money';
import type { ListPage } from '../../../lib/paged-list';
import { AuditStateBadge, formatDay } from '../../audits/public';
import { accountQueryKey, type StatementList } from '../api/get-my-account';
import { ClientFinanceCards, clientMoneyFigures } from './client-finance-cards';

type StatementAudit = AccountStatement['auditorias']['completadas'][number];

const isAuditState = (value: string): value is AuditState =>
  (AUDIT_STATES as readonly string[]).includes(value);

const PAYMENT_COLORS: Record<StatementAudit['estadoPago'], string> = {
  PENDIENTE: 'gray',
  FACTURADA: 'orange',
  PAGADA: 'green',
};

/** The payments with a stable key each (they carry no id): their content, numbered when repeated. */
function paymentRows(payments: AccountStatement['ultimosPagos']) {
  const seen = new Map<string, number>();
  return payments.map((p) => {
    const base = `${p.fecha}|${p.concepto}|${p.monto}|${p.esParcial}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: `${base}|${n}`, p };
  });
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {children}
      </Text>
    </Paper>
  );
}

/** Fetches the page after a cursor of one of the statement's lists. */
export type StatementPageLoader = (
  lista: StatementList,
  cursor: string,
  signal: AbortSignal,
) => Promise<ListPage<StatementAudit>>;

/**
 * The audits of one list: the first page (in the statement) and, with 'Cargar más', the next ones from the server.
 */
function useStatementRows(
  lista: StatementList,
  first: StatementAudit[],
  next: string | null,
  loadPage: StatementPageLoader | undefined,
) {
  const [wanted, setWanted] = useState(false);
  const more = useInfiniteQuery({
    queryKey: [...accountQueryKey, 'more', lista, next],
    queryFn: ({ pageParam, signal }) => (loadPage as StatementPageLoader)(lista, pageParam, signal),
    initialPageParam: next ?? '',
    getNextPageParam: (last: ListPage<StatementAudit>) => last.paginacion.siguiente ?? undefined,
    enabled: wanted && next !== null && loadPage !== undefined,
  });
  const items = [...first, ...(more.data?.pages.flatMap((p) => p.items) ?? [])];
  const hasMore = loadPage !== undefined && (more.data ? more.hasNextPage : next !== null);
  return {
    items,
    hasMore,
    loading: more.isFetching,
    loadMore: () => {
      if (!wanted) setWanted(true);
      else if (more.hasNextPage && !more.isFetchingNextPage) void more.fetchNextPage();
    },
  };
}

function AuditsTable({
  title,
  lista,
  audits: first,
  next,
  loadPage,
  operator,
  empty,
}: {
  title: string;
  lista: StatementList;
  audits: StatementAudit[];
  next: string | null;
  loadPage: StatementPageLoader | undefined;
  operator: boolean;
  empty: string;
}) {
  const rows = useStatementRows(lista, first, next, loadPage);
  const audits = rows.items;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {audits.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <ScrollArea type="auto">
          <Table striped verticalSpacing="xs" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Título</Table.Th>
                {operator ? <Table.Th>Cliente</Table.Th> : null}
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th ta="right">{operator ? 'Comisión' : 'Valor (sin IVA)'}</Table.Th>
                <Table.Th>Pago</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audits.map((a) => (
                <Table.Tr key={a.id} data-testid={`statement-audit-${a.id}`}>
                  <Table.Td>{a.id}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {a.titulo}
                    </Text>
                  </Table.Td>
                  {operator ? <Table.Td>{a.cliente}</Table.Td> : null}
                  <Table.Td>{formatDay(a.fecha)}</Table.Td>
                  <Table.Td>
                    {isAuditState(a.estado) ? <AuditStateBadge estado={a.estado} /> : a.estado}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money pesos={operator ? (a.comision ?? a.valor) : a.valor} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={PAYMENT_COLORS[a.estadoPago]} variant="light">
                      {a.estadoPago}
                    </Badge>
                    {a.incluidaEnAbono ? (
                      <Badge color="teal" variant="outline" ml={4}>
                        Incluida en el abono
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <LoadMore
        shown={audits.length}
        hasMore={rows.hasMore}
        loading={rows.loading}
        onLoadMore={rows.loadMore}
      />
    </Paper>
  );
}

/**
 * The account statement of a client (debt, paid, pending, audits, last payments) or an operator (commissions).
 * The audit lists show the statement's first page; with `loadPage`, 'Cargar más' asks the server for the next.
 */
export function AccountStatementView({
  statement,
  loadPage,
}: {
  statement: AccountStatement;
  loadPage?: StatementPageLoader;
}) {
  const { estadoCuenta: cuenta } = statement;
  if (statement.tipoUsuario === 'otro') {
    return (
      <Paper withBorder radius="md" p="lg">
        <EmptyState message={statement.mensaje ?? 'No hay estado de cuenta para este usuario'} />
      </Paper>
    );
  }
  const operator = statement.tipoUsuario === 'operador';
  return (
    <Stack gap="md" data-testid={`statement-${statement.tipoUsuario}`}>
      <Group justify="space-between" align="flex-end">
        <div>
          {statement.cliente ? (
            <>
              <Title order={2} size="h4">
                {statement.cliente.nombre}
              </Title>
              {statement.cliente.cuit ? (
                <Text size="sm" c="dimmed">
                  CUIT {statement.cliente.cuit}
                </Text>
              ) : null}
            </>
          ) : statement.usuario ? (
            <Title order={2} size="h4">
              {statement.usuario.nombre}
            </Title>
          ) : null}
        </div>
        {(cuenta.estadoDeuda ?? cuenta.estadoCuenta) ? (
          <Badge
            size="lg"
            variant="light"
            color={(cuenta.estadoDeuda ?? cuenta.estadoCuenta) === 'con deuda' ? 'orange' : 'green'}
          >
            {cuenta.estadoDeuda ?? cuenta.estadoCuenta}
          </Badge>
        ) : null}
      </Group>

      {operator ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label="Comisiones devengadas">
            <Money pesos={cuenta.comisionesDevengadas ?? 0} />
          </Figure>
          <Figure label="Auditorías entregadas">{cuenta.totalAuditorias ?? 0}</Figure>
          <Figure label="Auditorías pendientes">{cuenta.auditoriasPendientes ?? 0}</Figure>
        </SimpleGrid>
      ) : (
        <>
          <ClientFinanceCards figures={clientMoneyFigures(statement)} />
          <Text size="sm" c="dimmed">
            {`${cuenta.auditoriasCompletadas ?? 0} auditorías completadas. Importes sin IVA.`}
          </Text>
        </>
      )}

      <AuditsTable
        title={operator ? 'Auditorías entregadas' : 'Auditorías completadas'}
        lista="completadas"
        audits={statement.auditorias.completadas}
        next={statement.paginacion?.completadas.siguiente ?? null}
        loadPage={loadPage}
        operator={operator}
        empty="No hay auditorías completadas"
      />
      <AuditsTable
        title={operator ? 'Auditorías en curso' : 'Auditorías pendientes'}
        lista="pendientes"
        audits={statement.auditorias.pendientes}
        next={statement.paginacion?.pendientes.siguiente ?? null}
        loadPage={loadPage}
        operator={operator}
        empty="No hay auditorías pendientes"
      />

      {operator ? null : (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Últimos pagos">
          <Title order={3} size="h5" mb="xs">
            Últimos pagos
          </Title>
          {statement.ultimosPagos.length === 0 ? (
            <EmptyState message="No hay pagos registrados" />
          ) : (
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Concepto</Table.Th>
                  <Table.Th ta="right">Monto</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {paymentRows(statement.ultimosPagos).map(({ key, p }) => (
                  <Table.Tr key={key}>
                    <Table.Td>{formatDay(p.fecha)}</Table.Td>
                    <Table.Td>
                      {p.concepto}{' '}
                      {p.esParcial ? (
                        <Badge size="sm" variant="light" color="yellow">
                          Parcial
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Money pesos={p.monto} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      )}
    </Stack>
  );
}
