import { type MantineSpacing, Stack } from '@mantine/core';
import { DataTable, type DataTableProps } from './data-table';
import { LoadMore } from './load-more';

/** What the paging row reads of a `usePagedList` list. */
export interface PagedRows<T> {
  items: readonly T[];
  hasMore: boolean;
  isFetchingNextPage: boolean;
  loadMore: () => void;
}

/**
 * `LoadMore` under a paged list: how many rows are shown (the loaded ones unless said, e.g. after a filter of the
 * loaded rows) and 'Cargar más' while the server has more.
 */
export function PagedLoadMore<T>({ list, shown }: { list: PagedRows<T>; shown?: number }) {
  return (
    <LoadMore
      shown={shown ?? list.items.length}
      hasMore={list.hasMore}
      loading={list.isFetchingNextPage}
      onLoadMore={list.loadMore}
    />
  );
}

interface PagedTableProps<T> extends Omit<DataTableProps<T>, 'rows'> {
  list: PagedRows<T>;
  /** The space between the table and its paging row. */
  gap?: MantineSpacing;
}

/** The rows of a paged list as a `DataTable`, with the paging row under it. */
export function PagedTable<T>({ list, gap = 'xs', ...tableProps }: PagedTableProps<T>) {
  return (
    <Stack gap={gap}>
      <DataTable rows={list.items} {...tableProps} />
      <PagedLoadMore list={list} />
    </Stack>
  );
}
