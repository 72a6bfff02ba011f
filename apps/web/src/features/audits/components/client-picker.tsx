import { type ComboboxItem, type ComboboxParsedItem, Select } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import type { ClientForAudits } from '../../clients/public';
import { branchMatchingSearch, clientOptions, matchesClientSearch } from '../client-options';

interface ClientPickerProps {
  clients: readonly ClientForAudits[];
  value: number | null;
  /** The chosen company and, when the search named one of its branches, that branch. */
  onChange: (clienteId: number | null, suggestedBranchId: number | null) => void;
  disabled?: boolean;
  error?: string | null;
}

/** Spec section 9: the client picker's list is at most 200 px high. */
export const CLIENT_DROPDOWN_MAX_HEIGHT = 200;

/**
 * The searchable client picker of the audit form: by company name, parent company and branch name, with
 * arrow-key navigation; child businesses appear under their parent.
 */
export function ClientPicker({ clients, value, onChange, disabled, error }: ClientPickerProps) {
  const options = useMemo(() => clientOptions(clients), [clients]);
  const searchOf = useMemo(() => new Map(options.map((o) => [o.value, o.search])), [options]);
  const lastSearch = useRef('');

  const filter = ({ options: items, search }: { options: ComboboxParsedItem[]; search: string }) =>
    items.filter(
      (item): item is ComboboxItem =>
        'value' in item && matchesClientSearch({ search: searchOf.get(item.value) ?? '' }, search),
    );

  return (
    <Select
      label="Cliente"
      placeholder="Buscar por cliente, empresa o sucursal"
      required
      searchable
      clearable
      data={options.map(({ value: v, label }) => ({ value: v, label }))}
      value={value === null ? null : String(value)}
      filter={filter}
      maxDropdownHeight={CLIENT_DROPDOWN_MAX_HEIGHT}
      nothingFoundMessage="Sin coincidencias"
      leftSection={<IconBuildingStore size={16} aria-hidden />}
      disabled={disabled}
      error={error}
      onSearchChange={(search) => {
        lastSearch.current = search;
      }}
      onChange={(next) => {
        if (next === null) {
          onChange(null, null);
          return;
        }
        const id = Number(next);
        const client = clients.find((c) => c.id === id);
        onChange(id, client ? branchMatchingSearch(client, lastSearch.current) : null);
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="client-picker"
    />
  );
}
