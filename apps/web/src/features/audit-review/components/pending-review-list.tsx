import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Badge, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconClipboardCheck, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { AuditStateBadge } from '../../audits/public';
import { ReportActionsMenu } from '../../reports/public';
import { usePendingReviewPages } from '../api/list-pending-review';
import { OPEN_FORM_ERROR, openSupervisorForm } from '../supervisor-form-url';
import { ReviewAuditModal } from './review-audit-modal';

/**
 * Finished audits waiting for review, in the server's order (newest first, paged: 'Cargar más'), each with the
 * review modal and its reports. Polling every 30 s refreshes the pages shown.
 */
export function PendingReviewList() {
  const query = usePendingReviewPages({ refetchInterval: 30_000 });
  const [reviewing, setReviewing] = useState<Audit | null>(null);
  const banner = useTimedMessage();

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando auditorías" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {prefixedErrorMessage('Error cargando datos', query.error, 'Error cargando datos')}
      </Alert>
    );
  }
  const audits = query.items;

  return (
    <Stack gap="sm">
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />
      {audits.length === 0 ? (
        <EmptyState message="No hay auditorías pendientes de revisión." />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="pending-review-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Auditoría</Table.Th>
                <Table.Th>Operador</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Terminada</Table.Th>
                <Table.Th ta="right">Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audits.map((audit) => (
                <Table.Tr key={audit.id} data-testid={`pending-review-${audit.id}`}>
                  <Table.Td>
                    <Text size="sm" c="dimmed" fw={600}>
                      {audit.id}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {audit.titulo}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {audit.client.nombre}
                      {audit.branch?.nombre || audit.sucursal
                        ? ` · ${audit.branch?.nombre ?? audit.sucursal}`
                        : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{audit.operador?.name ?? 'Sin asignar'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <AuditStateBadge estado={audit.estado} style={{ minWidth: 'max-content' }} />
                      {audit.requiereRevision ? (
                        <Badge color="orange" variant="outline" size="sm">
                          Corregida
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <DateTime value={audit.fechaTerminacion} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        leftSection={<IconClipboardCheck size={14} aria-hidden />}
                        onClick={() => setReviewing(audit)}
                        aria-label={`Revisar auditoría #${audit.id}`}
                      >
                        Revisar
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconExternalLink size={14} aria-hidden />}
                        onClick={() => {
                          if (!openSupervisorForm(audit.id)) banner.error(OPEN_FORM_ERROR);
                        }}
                      >
                        Editar
                      </Button>
                      <ReportActionsMenu audit={audit} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LoadMore
        shown={audits.length}
        hasMore={query.hasMore}
        loading={query.isFetchingNextPage}
        onLoadMore={query.loadMore}
      />
      <ReviewAuditModal
        audit={reviewing}
        onClose={() => setReviewing(null)}
        onDone={(message) => {
          setReviewing(null);
          banner.success(message);
        }}
      />
    </Stack>
  );
}
