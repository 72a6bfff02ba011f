import {
  Box,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  type TableProps,
  type TableTdProps,
  type TableThProps,
  type TableTrProps,
} from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { usePhone } from '../lib/use-phone';
import { CardActionsContext } from './card-actions-context';

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
  /**
   * Its place on a phone, where each row is a card: 'number' (before the title, after a '#'; a '#' column unless
   * said), 'title' (the card's first line; the first other column unless one says), 'badge' (beside the title: a state, a priority), 'actions' (the card's buttons, on their own line at the
   * bottom), 'hidden' (left out: a selection box, what the title already says). Any other column is one of the
   * card's facts: its header (or `cardLabel`) above its cell. An 'Acciones' column, or one without a header, is the actions unless said.
   */
  card?: 'number' | 'title' | 'badge' | 'actions' | 'hidden';
  /** A fact's label on a card when the header is not plain text. */
  cardLabel?: string;
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
  const phone = usePhone();
  if (phone) {
    return (
      <RowCards
        rows={rows}
        columns={shown}
        rowKey={rowKey}
        rowProps={rowProps}
        footer={footer}
        data-testid={tableProps['data-testid']}
      />
    );
  }
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

/** A fact's label on a card: the column's header when it is text, else its `cardLabel`. */
function factLabel<T>(column: Column<T>): ReactNode {
  if (column.cardLabel !== undefined) return column.cardLabel;
  return typeof column.header === 'string' || typeof column.header === 'number' ? column.header : null;
}

/**
 * The rows of a `DataTable` on a phone: one card each, nothing scrolling sideways. The title line (the title
 * column and the badges), the facts two to a line (label above value), then the actions, wrapping, at least
 * 44 px each (phone.css).
 */
function RowCards<T>({
  rows,
  columns,
  rowKey,
  rowProps,
  footer,
  'data-testid': testId,
}: {
  'data-testid'?: string;
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => Key;
  rowProps?: (row: T) => RowProps;
  footer?: ReactNode;
}) {
  const place = (c: Column<T>) =>
    c.card ??
    (c.header === '#'
      ? 'number'
      : c.header === 'Acciones' || c.header === null || c.header === ''
        ? 'actions'
        : undefined);
  const numberColumn = columns.find((c) => place(c) === 'number');
  const titleColumn =
    columns.find((c) => place(c) === 'title') ?? columns.find((c) => place(c) === undefined);
  const badges = columns.filter((c) => place(c) === 'badge');
  const actions = columns.filter((c) => place(c) === 'actions');
  const facts = columns.filter((c) => place(c) === undefined && c !== titleColumn);
  return (
    <Stack gap="xs" data-row-cards data-testid={testId}>
      {rows.map((row) => {
        // A row's props (its test id, a click, a highlight) go to its card.
        const props = (rowProps?.(row) ?? {}) as Record<string, unknown>;
        return (
          <Paper key={rowKey(row)} withBorder radius="md" p="sm" data-row-card {...props}>
            <Stack gap="xs">
              <Group gap="xs" wrap="wrap" align="center" style={{ rowGap: 4 }}>
                {numberColumn ? (
                  <Group gap={0} wrap="nowrap" c="dimmed" fz="sm" fw={600}>
                    #{numberColumn.cell(row)}
                  </Group>
                ) : null}
                {titleColumn ? (
                  <Box style={{ minWidth: 0, flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
                    {titleColumn.cell(row)}
                  </Box>
                ) : null}
                {badges.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns keep their order
                  <Box key={index}>{column.cell(row)}</Box>
                ))}
              </Group>
              {facts.length > 0 ? (
                <SimpleGrid cols={2} spacing="sm" verticalSpacing={6}>
                  {facts.map((column, index) => {
                    const label = factLabel(column);
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns keep their order
                      <Box key={index} style={{ minWidth: 0, overflowWrap: 'anywhere' }} fz="sm">
                        {label === null ? null : (
                          <Box c="dimmed" fz="xs">
                            {label}
                          </Box>
                        )}
                        {column.cell(row)}
                      </Box>
                    );
                  })}
                </SimpleGrid>
              ) : null}
              {actions.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns keep their order
                <Box key={index} data-card-actions>
                  <CardActionsContext value={true}>{column.cell(row)}</CardActionsContext>
                </Box>
              ))}
            </Stack>
          </Paper>
        );
      })}
      {footer}
    </Stack>
  );
}
