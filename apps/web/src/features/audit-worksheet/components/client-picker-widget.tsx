import { Paper } from '@mantine/core';
import { LoadErrorAlert, LoadingSpinner } from '../../../components/query-state';
import { ClientMultiPicker } from '../../audit-review/public';
import { useClientsForAuditsQuery } from '../../clients/public';

interface ClientPickerWidgetProps {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}

/**
 * The spec's client picker widget, fed by GET /clients/for-audits?onlyActive=true: 'Buscar clientes...' (nombre
 * or email, ignoring case), select or deselect all, 'N de M seleccionados', the active clients (name, id, email)
 * and the names chosen. The picker itself is the review list's (features/audit-review), so both behave alike.
 */
export function ClientPickerWidget({ selected, onChange }: ClientPickerWidgetProps) {
  const clients = useClientsForAuditsQuery();
  if (clients.isPending) {
    return (
      <Paper withBorder p="sm" radius="md">
        <LoadingSpinner label="Cargando clientes" size="sm" py="sm" />
      </Paper>
    );
  }
  if (clients.isError) {
    return (
      <LoadErrorAlert
        prefix="Error cargando clientes"
        error={clients.error}
        fallback="Error cargando clientes"
      />
    );
  }
  return <ClientMultiPicker clients={clients.data} selected={selected} onChange={onChange} />;
}
