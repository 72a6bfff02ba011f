import type { Audit } from '@auditorias/domain/schemas/audits';
import { Group, Stack } from '@mantine/core';
import { IconClipboardCheck, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { type Columns, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadErrorAlert, LoadingSpinner, QueryState } from '../../../components/query-state';
import { SmallButton } from '../../../components/small-button';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { useTimedMessage } from '../../../lib/use-timed-message';
import {
  auditDateColumn,
  auditNumberColumn,
  auditOperatorColumn,
  auditStateColumn,
  auditTitleColumn,
} from '../../audits/public';
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

  const audits = query.items;
  const columns: Columns<Audit> = [
    auditNumberColumn,
    auditTitleColumn({ typedBranch: true }),
    auditOperatorColumn('Sin asignar'),
    auditStateColumn({ label: 'Corregida', size: 'sm' }),
    auditDateColumn('Terminada', (audit) => audit.fechaTerminacion),
    {
      header: 'Acciones',
      align: 'right',
      cell: (audit) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <SmallButton
            icon={IconClipboardCheck}
            onClick={() => setReviewing(audit)}
            aria-label={`Revisar auditoría #${audit.id}`}
          >
            Revisar
          </SmallButton>
          <SmallButton
            icon={IconExternalLink}
            variant="light"
            onClick={() => {
              if (!openSupervisorForm(audit.id)) banner.error(OPEN_FORM_ERROR);
            }}
          >
            Editar
          </SmallButton>
          <ReportActionsMenu audit={audit} />
        </Group>
      ),
    },
  ];

  return (
    <QueryState
      query={query}
      loading={<LoadingSpinner label="Cargando auditorías" />}
      error={(error) => <LoadErrorAlert prefix="Error cargando datos" error={error} />}
    >
      <Stack gap="sm">
        <TimedMessageAlert message={banner.message} onClose={banner.clear} />
        {audits.length === 0 ? (
          <EmptyState message="No hay auditorías pendientes de revisión." />
        ) : (
          <DataTable
            rows={audits}
            columns={columns}
            rowKey={(audit) => audit.id}
            rowProps={(audit) => ({ 'data-testid': `pending-review-${audit.id}` })}
            minWidth={760}
            highlightOnHover
            verticalSpacing="sm"
            data-testid="pending-review-table"
          />
        )}
        <PagedLoadMore list={query} />
        <ReviewAuditModal
          audit={reviewing}
          onClose={() => setReviewing(null)}
          onDone={(message) => {
            setReviewing(null);
            banner.success(message);
          }}
        />
      </Stack>
    </QueryState>
  );
}
