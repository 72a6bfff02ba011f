import { CLIENT_ORDER_STATES } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type Columns, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { IconAction } from '../../../components/icon-action';
import { Money } from '../../../components/money';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadingSpinner, QueryState } from '../../../components/query-state';
import { SectionHeading } from '../../../components/section-heading';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { useTimedMessage } from '../../../lib/use-timed-message';
import {
  AuditFormModal,
  type AuditFormTarget,
  AuditStateBadge,
  AuditsLoadError,
  auditActions,
  useDeleteAuditMutation,
} from '../../audits/public';
import { myClientAuditsExport, useMyClientAuditPages } from '../api/list-my-client-audits';
import { CLIENT_AUDIT_COLUMNS } from './client-audit-columns';
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
  const [formAuditId, setFormAuditId] = useState<AuditFormTarget>(null);
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
      onConfirm: () => remove.mutate(audit.id, banner.outcome(DELETE_ERROR_PREFIX)),
    });

  const columns: Columns<Audit> = [
    CLIENT_AUDIT_COLUMNS.number,
    CLIENT_AUDIT_COLUMNS.title,
    {
      header: 'Sucursal',
      cell: (audit) => (
        <>
          <Text size="sm">{audit.branch?.nombre ?? audit.sucursal ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {audit.client.nombre}
          </Text>
        </>
      ),
    },
    CLIENT_AUDIT_COLUMNS.requested,
    CLIENT_AUDIT_COLUMNS.priority,
    { header: 'Estado', cell: (audit) => <AuditStateBadge estado={audit.estado} /> },
    {
      header: 'Precio (sin IVA)',
      align: 'right',
      cell: (audit) =>
        audit.gratisParaCliente ? (
          'GRATIS'
        ) : audit.precioEstimado !== undefined ? (
          <Money pesos={audit.precioEstimado} />
        ) : (
          '—'
        ),
    },
    {
      header: 'Acciones',
      align: 'right',
      cell: (audit) => {
        const actions = auditActions(user, audit);
        const canEdit = actions.includes('client_edit');
        const canDelete = actions.includes('client_delete');
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canEdit ? (
              <IconAction
                label="Editar"
                ariaLabel={`Editar pedido ${audit.id}`}
                icon={IconEdit}
                onClick={() => setFormAuditId(audit.id)}
              />
            ) : null}
            {canDelete ? (
              <IconAction
                label="Eliminar"
                ariaLabel={`Eliminar pedido ${audit.id}`}
                icon={IconTrash}
                color="red"
                loading={remove.isPending && remove.variables === audit.id}
                onClick={() => confirmDelete(audit)}
              />
            ) : null}
            {!canEdit && !canDelete ? (
              <Text size="xs" c="dimmed">
                En manos del operador
              </Text>
            ) : null}
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="md" data-testid="client-orders">
      <SectionHeading
        title="Mis Pedidos"
        description="Auditorías solicitadas y en curso."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setFormAuditId('new')}>
            Solicitar nueva auditoría
          </Button>
        }
      />
      <RetentionNotice />
      <ExportMenu what="los pedidos" download={myClientAuditsExport(listParams, 'mis-pedidos')} />
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />

      <QueryState
        query={query}
        loading={<LoadingSpinner label="Cargando pedidos" />}
        error={(error) => <AuditsLoadError error={error} />}
        empty={orders.length === 0 && <EmptyState title="Mis Pedidos" message="No tenés pedidos en curso." />}
      >
        <DataTable
          rows={orders}
          columns={columns}
          rowKey={(audit) => audit.id}
          rowProps={(audit) => ({ 'data-testid': `order-${audit.id}` })}
          minWidth={820}
          scroll="paper"
          highlightOnHover
          verticalSpacing="sm"
          data-testid="orders-table"
        />
        <PagedLoadMore list={query} />
      </QueryState>

      <AuditFormModal target={formAuditId} onClose={() => setFormAuditId(null)} user={user} />
    </Stack>
  );
}
