import { type AuditState, STATE_LABELS } from '@auditorias/domain/audits/states';
import { FilterSelect } from '../../../components/list-toolbar';
import { LoadErrorAlert } from '../../../components/query-state';

/** The 'Estado' filter of an audit list: every state offered ('Todos' unless said) or one. */
export function AuditStateFilter({
  states,
  value,
  onChange,
  allLabel,
  w,
}: {
  states: readonly AuditState[];
  value: AuditState | null;
  onChange: (value: AuditState | null) => void;
  allLabel?: string;
  w: number;
}) {
  return (
    <FilterSelect
      label="Estado"
      options={states}
      labels={STATE_LABELS}
      allLabel={allLabel}
      value={value}
      onChange={onChange}
      w={w}
    />
  );
}

/** A failed load of an audit list: 'Error cargando auditorías' and the server's reason. */
export function AuditsLoadError({ error }: { error: unknown }) {
  return (
    <LoadErrorAlert
      prefix="Error cargando auditorías"
      error={error}
      fallback="Error cargando auditorías: Error interno del servidor"
    />
  );
}
