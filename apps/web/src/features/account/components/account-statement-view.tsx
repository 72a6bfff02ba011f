import { completedAuditsText } from '@auditorias/domain/finance/account-statement';
import type { AccountStatement } from '@auditorias/domain/schemas/finance';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { Money } from '../../../components/money';
import type { ListPage } from '../../../lib/paged-list';
import { formatDay } from '../../audits/public';
import { FigureCards } from '../../finance/public';
import { accountQueryKey, type StatementList } from '../api/get-my-account';
import { type AccountAuditRow, AccountAuditsTable, TitledSection } from './account-audits-table';
import { ClientFinanceCards, clientMoneyFigures } from './client-finance-cards';

type StatementAudit = AccountStatement['auditorias']['completadas'][number];

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

/** The statement's row of an audit; an operator's amount is the commission. */
function auditRow(a: StatementAudit, operator: boolean): AccountAuditRow {
  return {
    ...a,
    monto: operator ? (a.comision ?? a.valor) : a.valor,
    pago: a.estadoPago,
  };
}

function AuditsTable({
  title,
  lista,
  statement,
  loadPage,
  operator,
  empty,
}: {
  title: string;
  lista: StatementList;
  statement: AccountStatement;
  loadPage: StatementPageLoader | undefined;
  operator: boolean;
  empty: string;
}) {
  const rows = useStatementRows(
    lista,
    statement.auditorias[lista],
    statement.paginacion?.[lista].siguiente ?? null,
    loadPage,
  );
  const audits = rows.items;
  return (
    <TitledSection title={title}>
      {audits.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <AccountAuditsTable
          rows={audits.map((a) => auditRow(a, operator))}
          operator={operator}
          amountHeader={operator ? 'Comisión' : 'Valor (sin IVA)'}
          minWidth={640}
          rowTestId={(id) => `statement-audit-${id}`}
        />
      )}
      <LoadMore
        shown={audits.length}
        hasMore={rows.hasMore}
        loading={rows.loading}
        onLoadMore={rows.loadMore}
      />
    </TitledSection>
  );
}

/** The statement's two audit lists. */
const LISTS = [
  {
    lista: 'completadas',
    clientTitle: 'Auditorías completadas',
    operatorTitle: 'Auditorías entregadas',
    empty: 'No hay auditorías completadas',
  },
  {
    lista: 'pendientes',
    clientTitle: 'Auditorías pendientes',
    operatorTitle: 'Auditorías en curso',
    empty: 'No hay auditorías pendientes',
  },
] as const;

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
        <FigureCards
          figures={[
            { label: 'Comisiones devengadas', pesos: cuenta.comisionesDevengadas ?? 0, signColor: false },
            { label: 'Auditorías entregadas', value: cuenta.totalAuditorias ?? 0 },
            { label: 'Auditorías pendientes', value: cuenta.auditoriasPendientes ?? 0 },
          ]}
        />
      ) : (
        <>
          <ClientFinanceCards figures={clientMoneyFigures(statement)} />
          <Text size="sm" c="dimmed">
            {`${completedAuditsText(cuenta.auditoriasCompletadas ?? 0)}. Importes sin IVA.`}
          </Text>
        </>
      )}

      {LISTS.map((list) => (
        <AuditsTable
          key={list.lista}
          title={operator ? list.operatorTitle : list.clientTitle}
          lista={list.lista}
          statement={statement}
          loadPage={loadPage}
          operator={operator}
          empty={list.empty}
        />
      ))}

      {operator ? null : (
        <TitledSection title="Últimos pagos">
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
        </TitledSection>
      )}
    </Stack>
  );
}
