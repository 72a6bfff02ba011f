import { FINISHED_STATES } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TabPanelProps } from '../../../app/tab-panel-props';
import { prefixedErrorMessage } from '../../../lib/error-message';
import {
  useAuditCountsQuery,
  useAuditListQuery,
  useResumeAuditMutation,
  useStartAuditMutation,
} from '../../audits/public';
import { MySalaryWidget } from '../../salaries/public';
import { WorkTimeWidget } from '../../staff-control/public';
import { useNextAvailableQuery } from '../api/get-next-available';
import { useTakeAssignedAuditMutation } from '../api/take-assigned-audit';
import { useTakeAuditMutation } from '../api/take-audit';
import { ASSIGNMENT_POLL_MS, CURRENT_AUDITS_POLL_MS } from '../new-assignments';
import { useNewAssignmentWatch } from '../use-new-assignment-watch';
import { AuditDetailModal } from './audit-detail-modal';
import { COMPLETED_PREVIEW_LIMIT, CurrentAuditsTab, WORK_IN_HAND_STATES } from './current-audits-tab';
import { NewAssignmentModal } from './new-assignment-modal';
import { OperatorErrorBanner } from './operator-error-banner';
import { OperatorHistoryTab } from './operator-history-tab';
import { OperatorNextSteps } from './operator-next-steps';

/** The worksheet of an audit (the audit execution screen). */
export function worksheetPath(auditId: number): string {
  return `/audit-template?auditId=${auditId}`;
}

/**
 * 'Panel de Operador' (the operator's 'my-session' tab): current audits and the full history. The work in hand
 * (asignada, en proceso, pausada) reloads every 5 s; audits newly assigned by someone else are prompted (with a tone) as they arrive.
 */
export function OperatorPanel({ user }: TabPanelProps) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<string>('actuales');
  const [error, setError] = useState<string | null>(null);
  const [detail, setDetail] = useState<Audit | null>(null);
  const [busyAuditId, setBusyAuditId] = useState<number | null>(null);

  // Polled every 5 s: only the work in hand (a few rows), never the operator's whole history.
  const work = useAuditListQuery(
    { all: true, estado: WORK_IN_HAND_STATES, limit: 100 },
    { refetchInterval: CURRENT_AUDITS_POLL_MS },
  );
  // Its counts (asignadas, en proceso, pausadas, disponibles) feed the counters; polled with the queue.
  const next = useNextAvailableQuery(ASSIGNMENT_POLL_MS);
  // Not polled: finishing, approving or delivering an audit invalidates every audit query.
  const counts = useAuditCountsQuery();
  const completed = useAuditListQuery({ all: true, estado: FINISHED_STATES, limit: COMPLETED_PREVIEW_LIMIT });
  const take = useTakeAuditMutation();
  const start = useStartAuditMutation();
  const resume = useResumeAuditMutation();
  const takeAssigned = useTakeAssignedAuditMutation();
  const watch = useNewAssignmentWatch(user.id);

  const current =
    (work.data ?? []).find((a) => a.operadorId === user.id && a.estado === 'en_proceso') ?? null;

  const onTake = (audit: Audit) => {
    setError(null);
    take.mutate(audit.id, {
      onSuccess: (answer) => setDetail(answer.data),
      onError: (e) => setError(prefixedErrorMessage('Error al tomar auditoría', e)),
    });
  };

  const onStartFromDetail = (audit: Audit) => {
    setError(null);
    if (audit.estado !== 'asignada') {
      void navigate(worksheetPath(audit.id));
      return;
    }
    start.mutate(audit.id, {
      onSuccess: () => {
        setDetail(null);
        void navigate(worksheetPath(audit.id));
      },
      onError: (e) => {
        setDetail(null);
        setError(prefixedErrorMessage('Error al iniciar', e, 'No se pudo iniciar'));
      },
    });
  };

  const onResume = (audit: Audit) => {
    setError(null);
    setBusyAuditId(audit.id);
    resume.mutate(audit.id, {
      onSuccess: () => void navigate(worksheetPath(audit.id)),
      onError: (e) => setError(prefixedErrorMessage('Error al iniciar', e, 'No se pudo iniciar')),
      onSettled: () => setBusyAuditId(null),
    });
  };

  const onPauseAndTake = (audit: Audit) => {
    setError(null);
    takeAssigned.mutate(audit.id, {
      onSuccess: () => {
        watch.dismiss();
        void navigate(worksheetPath(audit.id));
      },
      onError: (e) => {
        watch.dismiss();
        setError(prefixedErrorMessage('Error al tomar auditoría asignada', e));
      },
    });
  };

  return (
    <Stack gap="md" data-testid="operator-panel">
      <OperatorNextSteps
        operatorId={user.id}
        work={work}
        next={next}
        onContinue={(audit) => void navigate(worksheetPath(audit.id))}
        onStart={(audit) => setDetail(audit)}
        onResume={onResume}
        onTake={onTake}
      />
      <MySalaryWidget user={user} />
      <WorkTimeWidget user={user} />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Panel de Operador</Title>
          <Text size="sm" c="dimmed">
            {user.name}
          </Text>
        </div>
        {current ? (
          <Badge color="cyan" size="lg" variant="light">
            En curso: #{current.id} {current.titulo}
          </Badge>
        ) : null}
      </Group>
      <OperatorErrorBanner message={error} onClose={() => setError(null)} />
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false} variant="outline">
        <Tabs.List>
          <Tabs.Tab value="actuales" leftSection={<IconClipboardCheck size={16} aria-hidden />}>
            Auditorías Actuales
          </Tabs.Tab>
          <Tabs.Tab value="historial" leftSection={<IconHistory size={16} aria-hidden />}>
            Historial Completo
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="actuales" pt="md">
          <CurrentAuditsTab
            user={user}
            work={work}
            next={next}
            counts={counts}
            completed={completed}
            taking={take.isPending}
            busyAuditId={busyAuditId}
            onTake={onTake}
            onStart={(audit) => setDetail(audit)}
            onContinue={(audit) => void navigate(worksheetPath(audit.id))}
            onResume={onResume}
          />
        </Tabs.Panel>
        <Tabs.Panel value="historial" pt="md">
          <OperatorHistoryTab />
        </Tabs.Panel>
      </Tabs>

      <AuditDetailModal
        audit={detail}
        onClose={() => setDetail(null)}
        onStart={onStartFromDetail}
        starting={start.isPending}
      />
      <NewAssignmentModal
        audit={watch.prompt}
        current={current}
        onFinishFirst={watch.dismiss}
        onPauseAndTake={onPauseAndTake}
        taking={takeAssigned.isPending}
      />
    </Stack>
  );
}
