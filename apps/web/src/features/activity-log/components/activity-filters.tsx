import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_TARGET_LABELS,
  type ActivityAction,
  type ActivityTargetType,
} from '@auditorias/domain/schemas/activity';
import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SearchInput } from '../../../components/list-toolbar';
import { DayInput } from '../../audits/public';
import { userListQueryOptions } from '../../users/public';
import type { ActivityFilters as Filters } from '../api/list-activity';

/** A map of labels as the options of a select, in Spanish alphabetical order. */
function sortedOptions(labels: Record<string, string>) {
  return Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
}
const ACTION_OPTIONS = sortedOptions(ACTIVITY_ACTION_LABELS);
const TARGET_OPTIONS = sortedOptions(ACTIVITY_TARGET_LABELS);

export interface ActivityFilterValues extends Filters {
  /** The text typed in 'Buscar' (sent debounced). */
  q?: string;
}

interface ActivityFiltersProps {
  values: ActivityFilterValues;
  onChange: (values: ActivityFilterValues) => void;
  rangeError: string | null;
}

/** Usuario, acción, tipo, desde/hasta (Argentine days) and a text search over people, actions and details. */
export function ActivityFilters({ values, onChange, rangeError }: ActivityFiltersProps) {
  const users = useQuery(userListQueryOptions({}));
  const userOptions = (users.data?.data ?? []).map((u) => ({
    value: String(u.id),
    label: u.username ? `${u.name} (${u.username})` : u.name,
  }));
  const set = (patch: Partial<ActivityFilterValues>) => onChange({ ...values, ...patch });
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label="Usuario"
        placeholder="Todos"
        data={userOptions}
        value={values.usuarioId ? String(values.usuarioId) : null}
        onChange={(v) => set({ usuarioId: v ? Number(v) : null })}
        searchable
        clearable
        nothingFoundMessage="Sin coincidencias"
        w={{ base: '100%', sm: 230 }}
      />
      <Select
        label="Acción"
        placeholder="Todas"
        data={ACTION_OPTIONS}
        value={values.accion ?? null}
        onChange={(v) => set({ accion: (v as ActivityAction | null) ?? null })}
        searchable
        clearable
        nothingFoundMessage="Sin coincidencias"
        w={{ base: '100%', sm: 260 }}
      />
      <Select
        label="Tipo"
        placeholder="Todos"
        data={TARGET_OPTIONS}
        value={values.tipo ?? null}
        onChange={(v) => set({ tipo: (v as ActivityTargetType | null) ?? null })}
        clearable
        w={{ base: '100%', sm: 170 }}
      />
      <DayInput
        label="Desde"
        clearable
        value={values.desde || null}
        onChange={(day) => set({ desde: day ?? '' })}
        error={rangeError}
        w={{ base: '100%', sm: 160 }}
      />
      <DayInput
        label="Hasta"
        clearable
        value={values.hasta || null}
        onChange={(day) => set({ hasta: day ?? '' })}
        w={{ base: '100%', sm: 160 }}
      />
      <SearchInput
        placeholder="Buscar por persona, acción o detalle"
        value={values.q ?? ''}
        onChange={(q) => set({ q })}
        w={{ base: '100%', sm: 330 }}
      />
    </Group>
  );
}
