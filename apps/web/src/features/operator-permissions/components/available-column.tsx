import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PermissionColumn, type PermissionColumnProps } from './permission-column';

interface AvailableColumnProps<T>
  extends Omit<PermissionColumnProps<T>, 'color' | 'header' | 'title' | 'items' | 'loading' | 'emptyText'> {
  /**
   * What the column lists, one and many ('cliente', 'clientes'): its title ('Clientes disponibles'), its empty
   * text ('No hay clientes disponibles.'), its search box ('Buscar cliente') and what it says when the search
   * leaves nothing ('Ningún cliente coincide.').
   */
  noun: { one: string; many: string };
  list: { data: readonly T[] | undefined; isPending: boolean };
  /** The text the search looks in (name, username, email). */
  searchText: (item: T) => string;
}

/**
 * The 'available' list of a permissions modal: a blue column with a search box above its items (case-insensitive;
 * the count is of the items shown). The search starts empty each time the modal opens.
 */
export function AvailableColumn<T>({ noun, list, searchText, ...column }: AvailableColumnProps<T>) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const items = list.data;
  const shown = needle ? items?.filter((item) => searchText(item).toLowerCase().includes(needle)) : items;
  const searchLabel = `Buscar ${noun.one}`;
  return (
    <PermissionColumn
      {...column}
      title={`${noun.many.charAt(0).toUpperCase()}${noun.many.slice(1)} disponibles`}
      items={shown}
      loading={list.isPending}
      color="blue"
      emptyText={needle ? `Ningún ${noun.one} coincide.` : `No hay ${noun.many} disponibles.`}
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
