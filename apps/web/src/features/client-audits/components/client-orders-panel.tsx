import { CLIENT_ORDER_STATES } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { LoadMore } from '../../../components/load-more';
import { Money } from '../../../components/money';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useTimedMessage } from '../../../lib/use-timed-message';
import {
  AuditFormModal,
  AuditPriorityBadge,
  AuditStateBadge,
  auditActions,
  formatDay,
  useDeleteAuditMutation,
} from '../../audits/public';
import { myClientAuditsExport, useMyClientAuditPages } from '../api/list-my-client-audits';
import { RetentionNotice } from './retention-notice';

export const DELETE_ERROR_PREFIX = 'Error al eliminar la auditoría';

/**
 * 'Mis Pedidos': the client's requested and in-progress audits. Edit and delete show only while nobody took the
 * order (the domain's client_edit / client_delete), delete after a confirmation. The server pages the list (newest
 * first) and filters the states; 'Cargar más' asks for the next page.
 */
export function ClientOrdersPanel({ user }: { user: PublicUser }) {
  const listParams = { estado: CLIENT_ORDER_STATES };
  const query = useMyClientAuditPages(listParams);
  const remove = useDeleteAuditMutation();
  const banner = useTimedMessage();
  const [formAuditId, setFormAuditId] = useState<number | 'new' | null>(null);
  const orders = query.items;

  const confirmDelete = (audit: Audit) =>
    modals.openConfirmModal({
      title: 'Eliminar pedido',
      children: (
        <Text size="sm">
          ¿Eliminar el pedido «{audit.titulo}» (#{audit.id})? Esta acción no se puede deshacer.
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(audit.id, {
          onSuccess: (answer) => banner.success(answer.message),
          onError: (error) => banner.error(prefixedErrorMessage(DELETE_ERROR_PREFIX, error)),
        }),
    });

  return (
    <Stack gap="md" data-testid="client-orders">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Mis Pedidos</Title>
          <Text size="sm" c="dimmed">
            Auditorías solicitadas y en curso.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setFormAuditId('new')}>
          Solicitar nueva auditoría
        </Button>
      </Group>
      <RetentionNotice />
      <ExportMenu what="los pedidos" download={myClientAuditsExport(listParams, 'mis-pedidos')} />
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />

      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando pedidos" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {prefixedErrorMessage(
            'Error cargando auditorías',
            query.error,
            'Error cargando auditorías: Error interno del servidor',
          )}
        </Alert>
      ) : orders.length === 0 ? (
        <EmptyState title="Mis Pedidos" message="No tenés pedidos en curso." />
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea type="auto">
            <Table striped highlightOnHover verticalSpacing="sm" miw={820} data-testid="orders-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Título</Table.Th>
                  <Table.Th>Sucursal</Table.Th>
                  <Table.Th>Solicitada</Table.Th>
                  <Table.Th>Prioridad</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th ta="right">Precio (sin IVA)</Table.Th>
                  <Table.Th ta="right">Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.map((audit) => {
                  const actions = auditActions(user, audit);
                  const canEdit = actions.includes('client_edit');
                  const canDelete = actions.includes('client_delete');
                  return (
                    <Table.Tr key={audit.id} data-testid={`order-${audit.id}`}>
                      <Table.Td>{audit.id}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {audit.titulo}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{audit.branch?.nombre ?? audit.sucursal ?? '—'}</Text>
                        <Text size="xs" c="dimmed">
                          {audit.client.nombre}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDay(audit.fechaSolicitada)}</Table.Td>
                      <Table.Td>
                        <AuditPriorityBadge prioridad={audit.prioridad} size="sm" />
                      </Table.Td>
                      <Table.Td>
                        <AuditStateBadge estado={audit.estado} />
                      </Table.Td>
                      <Table.Td ta="right">
                        {audit.gratisParaCliente ? (
                          'GRATIS'
                        ) : audit.precioEstimado !== undefined ? (
                          <Money pesos={audit.precioEstimado} />
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {canEdit ? (
                            <Tooltip label="Editar">
                              <ActionIcon
                                variant="light"
                                aria-label={`Editar pedido ${audit.id}`}
                                onClick={() => setFormAuditId(audit.id)}
                              >
                                <IconEdit size={16} />
                              </ActionIcon>
                            </Tooltip>
                          ) : null}
                          {canDelete ? (
                            <Tooltip label="Eliminar">
                              <ActionIcon
                                variant="light"
                                color="red"
                                aria-label={`Eliminar pedido ${audit.id}`}
                                loading={remove.isPending && remove.variables === audit.id}
                                onClick={() => confirmDelete(audit)}
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Tooltip>
                          ) : null}
                          {!canEdit && !canDelete ? (
                            <Text size="xs" c="dimmed">
                              En manos del operador
                            </Text>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
      {query.isSuccess ? (
        <LoadMore
          shown={orders.length}
          hasMore={query.hasMore}
          loading={query.isFetchingNextPage}
          onLoadMore={query.loadMore}
        />
      ) : null}

      <AuditFormModal
        opened={formAuditId !== null}
        onClose={() => setFormAuditId(null)}
        user={user}
        auditId={typeof formAuditId === 'number' ? formAuditId : null}
      />
    </Stack>
  );
}
