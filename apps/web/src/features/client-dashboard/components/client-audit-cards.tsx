import type { ClientDashboard } from '@auditorias/domain/schemas/users';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

type Counts = Pick<ClientDashboard['auditorias'], 'completadas' | 'enProceso' | 'pendientes'>;

function CountCard({ label, value, color }: { label: string; value: number | undefined; color?: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={label}>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={26} mt={4} width="40%" />
      ) : (
        <Text fw={700} size="xl" c={color}>
          {value.toLocaleString('es-AR')}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The audit cards of a client dashboard (spec §4, client counting): completed (entregada or facturada), in
 * process (en_proceso) and pending (neither delivered nor billed, those in process included).
 */
export function ClientAuditCards({ counts }: { counts: Counts | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="client-audit-cards">
      <CountCard label="Auditorías completadas" value={counts?.completadas} color="green.8" />
      <CountCard label="En proceso" value={counts?.enProceso} color="cyan.8" />
      <CountCard label="Pendientes" value={counts?.pendientes} color="orange.8" />
    </SimpleGrid>
  );
}
