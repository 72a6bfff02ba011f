import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PermissionColumn } from './permission-column';

interface AvailableColumnProps {
  title: string;
  count: number | null;
  loading: boolean;
  emptyText: string;
  /** Placeholder and accessible name of the search box ('Buscar cliente'). */
  searchLabel: string;
  search: string;
  onSearchChange: (search: string) => void;
  children: ReactNode;
}

/** The 'available' list of a permissions modal: a blue column with a search box above its items. */
export function AvailableColumn({
  title,
  count,
  loading,
  emptyText,
  searchLabel,
  search,
  onSearchChange,
  children,
}: AvailableColumnProps) {
  return (
    <PermissionColumn
      title={title}
      count={count}
      color="blue"
      loading={loading}
      emptyText={emptyText}
      header={
        <TextInput
          size="xs"
          placeholder={searchLabel}
          aria-label={searchLabel}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={search}
          onChange={(e) => onSearchChange(e.currentTarget.value)}
        />
      }
    >
      {children}
    </PermissionColumn>
  );
}
