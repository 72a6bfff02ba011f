import type { MantineSpacing } from '@mantine/core';
import { DataTable, type DataTableProps } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { LoadingSpinner, type QueryLike, QueryState } from '../../../components/query-state';
import { FinanceLoadError } from './finance-error';

/** Where a finance table's rows come from: a paged list (with its paging row), or a query and its rows. */
type LedgerSource<T> =
  | { list: QueryLike<unknown> & PagedRows<T> }
  | { query: QueryLike<unknown>; rows: readonly T[] };

interface LedgerTableProps<T> extends Omit<DataTableProps<T>, 'rows' | 'rowKey' | 'rowProps'> {
  source: LedgerSource<T>;
  /** Each row is keyed by its id and has the test id `${rowTestId}-${id}` ('expense-12'). */
  rowTestId: string;
  /** The spinner's accessible name ('Cargando gastos'). */
  loadingLabel: string;
  emptyMessage: string;
  /** The space around the spinner. */
  loadingPy?: MantineSpacing;
  /** The space between the table and its paging row. */
  gap?: MantineSpacing;
}

/**
 * A finance list as a table: a small spinner while it loads, the finance error with 'Reintentar', the empty
 * text, or the rows striped in a bordered box (unless said), with 'Cargar más' under a paged list.
 */
export function LedgerTable<T extends { id: number }>({
  source,
  rowTestId,
  loadingLabel,
  emptyMessage,
  loadingPy = 'lg',
  gap,
  scroll = 'paper',
  verticalSpacing = 'xs',
  ...table
}: LedgerTableProps<T>) {
  const rows = 'list' in source ? source.list.items : source.rows;
  const shown = {
    ...table,
    scroll,
    verticalSpacing,
    rowKey: (row: T) => row.id,
    rowProps: (row: T) => ({ 'data-testid': `${rowTestId}-${row.id}` }),
  };
  return (
    <QueryState
      query={'list' in source ? source.list : source.query}
      loading={<LoadingSpinner label={loadingLabel} size="sm" py={loadingPy} />}
      error={(error, retry) => <FinanceLoadError error={error} onRetry={retry} />}
      empty={rows.length === 0 && <EmptyState message={emptyMessage} />}
    >
      {'list' in source ? (
        <PagedTable list={source.list} gap={gap} {...shown} />
      ) : (
        <DataTable rows={rows} {...shown} />
      )}
    </QueryState>
  );
}
