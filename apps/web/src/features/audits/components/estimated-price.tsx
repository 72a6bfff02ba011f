import type { Priority } from '@auditorias/domain/clients/constants';
import { Group, Loader, Paper, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Money } from '../../../components/money';
import { useAuditCostQuery } from '../api/calculate-audit-cost';

interface EstimatedPriceProps {
  clienteId: number | null;
  branchId: number | null;
  prioridad: Priority;
}

/** A client's estimated price for the chosen branch and priority, without VAT (spec: audit form). */
export function EstimatedPrice({ clienteId, branchId, prioridad }: EstimatedPriceProps) {
  const query = useAuditCostQuery(
    clienteId === null
      ? null
      : { clienteId, branchId: branchId !== null && branchId > 0 ? branchId : null, prioridad },
  );
  if (clienteId === null) return null;
  return (
    <Paper withBorder radius="md" p="sm" bg="blue.0" data-testid="estimated-price">
      <Group gap="xs">
        <IconReceipt size={18} aria-hidden />
        <Text size="sm">Precio estimado:</Text>
        {query.isPending ? (
          <Loader size="xs" />
        ) : query.data ? (
          <Text size="sm" fw={700}>
            <Money pesos={query.data.precio} /> sin IVA
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No disponible
          </Text>
        )}
      </Group>
    </Paper>
  );
}
