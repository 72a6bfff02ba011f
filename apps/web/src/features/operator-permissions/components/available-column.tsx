import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PermissionColumn, type PermissionColumnProps } from './permission-column';

interface AvailableColumnProps<T> extends Omit<PermissionColumnProps<T>, 'color' | 'header'> {
  /** Shown instead of `emptyText` when the search leaves nothing ('Ningún cliente coincide.'). */
  noMatchText: string;
  /** Placeholder and accessible name of the search box ('Buscar cliente'). */
  searchLabel: string;
  /** The text the search looks in (name, username, email). */
  searchText: (item: T) => string;
}

/**
 * The 'available' list of a permissions modal: a blue column with a search box above its items (case-insensitive;
 * the count is of the items shown). The search starts empty each time the modal opens.
 */
export function AvailableColumn<T>({
  items,
  emptyText,
  noMatchText,
  searchLabel,
  searchText,
  ...column
}: AvailableColumnProps<T>) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? items?.filter((item) => searchText(item).toLowerCase().includes(needle)) : items;
  return (
    <PermissionColumn
      {...column}
      items={shown}
      color="blue"
      emptyText={needle ? noMatchText : emptyText}
      header={
        <TextInput
          size="xs"
          placeholder={searchLabel}
          aria-label={searchLabel}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      }
    />
  );
}
