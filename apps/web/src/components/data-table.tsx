import {
  Paper,
  ScrollArea,
  Table,
  type TableProps,
  type TableTdProps,
  type TableThProps,
  type TableTrProps,
} from '@mantine/core';
import type { Key, ReactNode } from 'react';

/** One column of a `DataTable`: its header and how one row fills its cell. */
export interface Column<T> {
  /** The header cell's content (null: an empty header, e.g. over the row actions). */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Header and cells aligned to the right (amounts, counts, actions). */
  align?: 'right';
  /** Props of the header cell (a minimum width...). */
  th?: TableThProps;
  /** Props of every cell of the column (a width, no wrapping...). */
  td?: TableTdProps;
}

/** The columns of a table; `false`, `null` or `undefined` leaves one out (e.g. the actions of a reader). */
export type Columns<T> = readonly (Column<T> | false | null | undefined)[];

type RowProps = TableTrProps & { 'data-testid'?: string };

export interface DataTableProps<T> extends Omit<TableProps, 'data' | 'children'> {
  rows: readonly T[];
  columns: Columns<T>;
  rowKey: (row: T) => Key;
  /** Props of one row (its test id, a click...). */
  rowProps?: (row: T) => RowProps;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /**
   * How it scrolls sideways: Mantine's scroll container (default), a scroll area, or a scroll area in a bordered
   * box (the finance and client lists).
   */
  scroll?: 'container' | 'area' | 'paper';
  /** Inside the scroll container, under the table (a list's paging row). */
  footer?: ReactNode;
  'data-testid'?: string;
}

/**
 * The one table of the lists: striped (unless said), a header row and a row per item, each cell from its column,
 * scrolling sideways below `minWidth`.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  rowProps,
  minWidth,
  scroll = 'container',
  footer,
  striped = true,
  ...tableProps
}: DataTableProps<T>) {
  const shown = columns.filter((c): c is Column<T> => Boolean(c));
  const table = (
    <Table striped={striped} miw={scroll === 'container' ? undefined : minWidth} {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {shown.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns keep their order
            <Table.Th key={index} ta={column.align} {...column.th}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
            {shown.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns keep their order
              <Table.Td key={index} ta={column.align} {...column.td}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (scroll === 'container') {
    return (
      <Table.ScrollContainer minWidth={minWidth}>
        {table}
        {footer}
      </Table.ScrollContainer>
    );
  }
  const area = (
    <ScrollArea type="auto">
      {table}
      {footer}
    </ScrollArea>
  );
  return scroll === 'paper' ? (
    <Paper withBorder radius="md">
      {area}
    </Paper>
  ) : (
    area
  );
}
