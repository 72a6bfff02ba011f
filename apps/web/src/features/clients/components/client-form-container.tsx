import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useAuditPricingQuery } from '../../company-settings/public';
import { useClientQuery } from '../api/get-client';
import { pricingSettingsFrom } from '../client-pricing';
import { ClientForm } from './client-form';

interface ClientFormContainerProps {
  /** null creates a client; otherwise the client to edit (loaded whole: branches, files, users). */
  clientId: number | null;
  onSaved: (message: string) => void;
  onNew: () => void;
  onClose: () => void;
}

/** Loads what the client form needs (the client when editing, the priority multipliers) and shows it. */
export function ClientFormContainer({ clientId, onSaved, onNew, onClose }: ClientFormContainerProps) {
  const client = useClientQuery(clientId);
  const pricing = useAuditPricingQuery();
  const settings = pricingSettingsFrom(pricing.data);

  if (clientId !== null && client.isPending) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Group justify="center" gap="sm">
          <Loader size="sm" />
          <Text c="dimmed" size="sm">
            Cargando cliente...
          </Text>
        </Group>
      </Paper>
    );
  }
  if (clientId !== null && client.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title={prefixedErrorMessage('Error cargando clientes', client.error)}
      >
        <Group gap="xs">
          <Button size="xs" variant="light" color="red" onClick={() => void client.refetch()}>
            Reintentar
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onClose}>
            Cerrar
          </Button>
        </Group>
      </Alert>
    );
  }
  // A new client (no id) starts empty; an edited one from what was loaded.
  const saved = clientId === null ? null : (client.data ?? null);
  return (
    <ClientForm
      key={saved?.id ?? 'nuevo'}
      client={saved}
      pricing={settings}
      onSaved={onSaved}
      onNew={onNew}
      onClose={onClose}
    />
  );
}
