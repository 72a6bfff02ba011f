import {
  Group,
  Paper,
  Select,
  type SelectProps,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Fills what its filter row leaves free, down to this width. */
  grow?: number;
}

/** A list's search field ('Buscar' unless said), with the magnifier. */
export function SearchInput({ value, onChange, label = 'Buscar', grow, ...inputProps }: SearchInputProps) {
  return (
    <TextInput
      label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={grow === undefined ? undefined : { flex: 1, minWidth: grow }}
      {...inputProps}
    />
  );
}

/** The value of a `FilterSelect`'s first option: no filter. */
const ALL = 'all';

interface FilterSelectProps<V extends string> extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The values to filter by, in their order, and their labels. */
  options: readonly V[];
  labels: Readonly<Record<V, string>>;
  /** The first option's label, for no filter. */
  allLabel?: string;
  /** The chosen value; null: no filter. */
  value: V | null;
  onChange: (value: V | null) => void;
}

/** A filter of one value or none ('Todos' first), e.g. a list's state filter. */
export function FilterSelect<V extends string>({
  options,
  labels,
  allLabel = 'Todos',
  value,
  onChange,
  ...selectProps
}: FilterSelectProps<V>) {
  return (
    <Select
      data={[{ value: ALL, label: allLabel }, ...options.map((o) => ({ value: o, label: labels[o] }))]}
      value={value ?? ALL}
      allowDeselect={false}
      onChange={(next) => onChange(!next || next === ALL ? null : (next as V))}
      {...selectProps}
    />
  );
}

/** A list's filter row: the fields side by side, aligned on their bottom edge, wrapping on narrow screens. */
export function FilterRow({ children }: { children: ReactNode }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {children}
    </Group>
  );
}

/** The bar over a list: its filters, its export menu and its count, spread across the width. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      {children}
    </Group>
  );
}

/** How many rows a list holds ('12 clientes'), saying when it is being refreshed. */
export function ListCount({
  children,
  fetching,
  testId,
}: {
  children: ReactNode;
  fetching: boolean;
  testId: string;
}) {
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {children}
      {fetching ? ' · actualizando...' : ''}
    </Text>
  );
}

/** A list in a bordered box: its toolbar over its rows (or its loading, error or empty state). */
export function ListPanel({ toolbar, children }: { toolbar: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        {toolbar}
        {children}
      </Stack>
    </Paper>
  );
}
