import { CLIENT_RECEIVED_STATES } from '@auditorias/domain/audits/states';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportMenu } from '../../../components/export-menu';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadingSpinner } from '../../../components/query-state';
import { AuditFormModal, AuditsLoadError } from '../../audits/public';
import { ClientDashboard, ClientNextSteps, RECEIVED_AUDITS_ANCHOR } from '../../client-dashboard/public';
import { useClientsForAuditsQuery } from '../../clients/public';
import { myClientAuditsExport, useMyClientAuditPages } from '../api/list-my-client-audits';
import { GroupCompaniesView } from './group-companies-view';
import { ReceivedAuditsByBranch } from './received-audits-by-branch';
import { RetentionNotice } from './retention-notice';

/**
 * 'Mis Auditorías' of a client company's users: the delivered audits by branch. A group administrator first sees
 * the companies it administers with consolidated totals, picks one, and comes back with 'Volver'. The server pages
 * the delivered audits (of one company once picked: clienteId); the branch groups hold the rows loaded so far.
 */
export function ClientAuditsPanel({ user }: { user: PublicUser }) {
  const isGroupAdmin = user.role === 'cliente' && user.permissions.esAdministradorGrupo;
  const canOrder = user.role === 'cliente';
  const companies = useClientsForAuditsQuery(isGroupAdmin);
  const [company, setCompany] = useState<number | null>(null);
  const [ordering, setOrdering] = useState(false);
  const consolidated = isGroupAdmin && company === null;
  const listParams = { estado: CLIENT_RECEIVED_STATES, clienteId: company ?? undefined };
  const audits = useMyClientAuditPages(listParams, { enabled: !consolidated });

  const picked = company === null ? null : (companies.data ?? []).find((c) => c.id === company);

  return (
    <Stack gap="md" data-testid="client-audits">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Mis Auditorías</Title>
          <Text size="sm" c="dimmed">
            {picked ? picked.nombre : 'Auditorías entregadas por sucursal.'}
          </Text>
        </div>
        {canOrder ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOrdering(true)}>
            Solicitar nueva auditoría
          </Button>
        ) : null}
      </Group>
      {user.role === 'cliente' ? <ClientNextSteps user={user} onReportsTab /> : null}
      <RetentionNotice />
      {user.role === 'cliente' && !consolidated ? <ClientDashboard user={user} clienteId={company} /> : null}

      {(!consolidated && audits.isPending) || (isGroupAdmin && companies.isPending) ? (
        <LoadingSpinner label="Cargando auditorías" />
      ) : !consolidated && audits.isError ? (
        <AuditsLoadError error={audits.error} />
      ) : consolidated ? (
        <GroupCompaniesView userId={user.id} companies={companies.data ?? []} onPick={setCompany} />
      ) : (
        <Stack gap="sm" id={RECEIVED_AUDITS_ANCHOR}>
          {isGroupAdmin ? (
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => setCompany(null)}
              style={{ alignSelf: 'flex-start' }}
            >
              Volver a la vista consolidada
            </Button>
          ) : null}
          <ExportMenu
            what="las auditorías recibidas"
            download={myClientAuditsExport(listParams, 'auditorias-recibidas')}
          />
          <ReceivedAuditsByBranch audits={audits.items} showMoney={user.role === 'cliente'} />
          <PagedLoadMore list={audits} />
        </Stack>
      )}

      {canOrder ? <AuditFormModal opened={ordering} onClose={() => setOrdering(false)} user={user} /> : null}
    </Stack>
  );
}
