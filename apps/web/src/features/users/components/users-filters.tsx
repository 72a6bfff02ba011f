import { ROLE_LABELS, ROLES, type Role } from '@auditorias/domain/auth/roles';
import { Group, Select } from '@mantine/core';
import { SearchInput } from '../../../components/list-toolbar';

interface UsersFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  role: Role | null;
  onRoleChange: (value: Role | null) => void;
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Search by name, email or username, and the role filter. */
export function UsersFilters({ search, onSearchChange, role, onRoleChange }: UsersFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: 1 }}>
      <SearchInput
        placeholder="Nombre, email o usuario"
        value={search}
        onChange={onSearchChange}
        w={{ base: '100%', xs: 360 }}
      />
      <Select
        label="Rol"
        placeholder="Todos los roles"
        data={ROLE_OPTIONS}
        value={role}
        onChange={(value) => onRoleChange((value as Role | null) ?? null)}
        clearable
        w={200}
      />
    </Group>
  );
}
