import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { Select, Text } from '@mantine/core';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useAssignableUsersQuery } from '../api/list-assignable-users';

/** The value of 'Sin asignar (vuelve a pendiente)'. */
export const NOBODY = 'none';

interface AssigneeSelectProps {
  label: string;
  /** The audit's operator now, marked ' — actual'. */
  currentId: number | null;
  /** 'Sin asignar (vuelve a pendiente)' is offered. */
  offerNobody: boolean;
  /** The current operator cannot be chosen again. */
  excludeCurrent?: boolean;
  /** A failure to load the people is said under the field. */
  showLoadError?: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** The person an audit goes to: an operator or supervisor who may take audits, or nobody. */
export function AssigneeSelect({
  label,
  currentId,
  offerNobody,
  excludeCurrent = false,
  showLoadError = false,
  value,
  onChange,
}: AssigneeSelectProps) {
  const people = useAssignableUsersQuery();
  const options = [
    ...(offerNobody ? [{ value: NOBODY, label: 'Sin asignar (vuelve a pendiente)' }] : []),
    ...(people.data ?? []).map((p) => ({
      value: String(p.id),
      label: `${p.name} (${ROLE_LABELS[p.role]})${p.id === currentId ? ' — actual' : ''}`,
      ...(excludeCurrent ? { disabled: p.id === currentId } : {}),
    })),
  ];
  return (
    <>
      <Select
        label={label}
        placeholder={people.isPending ? 'Cargando...' : 'Elegí un operador'}
        data={options}
        value={value}
        onChange={onChange}
        searchable
        required
        nothingFoundMessage="Sin coincidencias"
        comboboxProps={{ withinPortal: true }}
      />
      {showLoadError && people.isError ? (
        <Text size="sm" c="red">
          {prefixedErrorMessage('Error cargando usuarios', people.error, 'Error cargando usuarios')}
        </Text>
      ) : null}
    </>
  );
}
