import { type AuditState, FINISHED_STATES } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Loader, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerTrackNext } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { LoadingSpinner } from '../../../components/query-state';
import { usePhone } from '../../../lib/use-phone';
import { AuditsLoadError, type useAuditCountsQuery, type useAuditListQuery } from '../../audits/public';
import type { useNextAvailableQuery } from '../api/get-next-available';
import { sortAssigned } from '../new-assignments';
import { NextAuditCard } from './next-audit-card';
import { OperatorAuditCard, type OperatorAuditCardProps } from './operator-audit-card';
import { OperatorCounters } from './operator-counters';

/** Spec section 9: list heights 400 and 600 px; the completed list scrolls within 400. */
export const COMPLETED_LIST_MAX_HEIGHT = 400;
/** The work in hand: the only audits the 5-second poll asks for. */
export const WORK_IN_HAND_STATES: readonly AuditState[] = ['asignada', 'en_proceso', 'pausada'];
/** The completed list of this tab is a preview of the newest finished audits; the history tab pages them all. */
export const COMPLETED_PREVIEW_LIMIT = 20;

/** Completed = every finished state of the operator's audits, as the counts endpoint counts them. */
export function completedCount(conteo: Partial<Record<AuditState, number>> | undefined): number | undefined {
  if (!conteo) return undefined;
  return FINISHED_STATES.reduce((sum, estado) => sum + (conteo[estado] ?? 0), 0);
}

/** The operator's own work in hand by state, the assigned ones in the order they are to be started. */
export function workInHand(audits: readonly Audit[] | undefined, operatorId: number) {
  const mine = (audits ?? []).filter((a) => a.operadorId === operatorId);
  return {
    asignadas: sortAssigned(
      mine.filter((a) => a.estado === 'asignada'),
      operatorId,
    ),
    enProceso: mine.filter((a) => a.estado === 'en_proceso'),
    pausadas: mine.filter((a) => a.estado === 'pausada'),
  };
}

interface CurrentAuditsTabProps {
  user: PublicUser;
  /** The operator's work in hand (asignada, en proceso, pausada). */
  work: ReturnType<typeof useAuditListQuery>;
  next: ReturnType<typeof useNextAvailableQuery>;
  counts: ReturnType<typeof useAuditCountsQuery>;
  /** The first page of the operator's finished audits. */
  completed: ReturnType<typeof useAuditListQuery>;
  taking: boolean;
  busyAuditId: number | null;
  onTake: (audit: Audit) => void;
  onStart: (audit: Audit) => void;
  onContinue: (audit: Audit) => void;
  onResume: (audit: Audit) => void;
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title} ({count})
      </Title>
      {children}
    </Paper>
  );
}

/** A column of the work in hand: its audits, each with its one action, or what to say when there is none. */
function WorkSection({
  title,
  audits,
  emptyText,
  card,
}: {
  title: string;
  audits: readonly Audit[];
  emptyText: string;
  card: (audit: Audit) => Omit<OperatorAuditCardProps, 'audit'>;
}) {
  return (
    <Section title={title} count={audits.length}>
      <Stack gap="xs">
        {audits.length === 0 ? <Empty text={emptyText} /> : null}
        {audits.map((audit) => (
          <OperatorAuditCard key={audit.id} audit={audit} {...card(audit)} />
        ))}
      </Stack>
    </Section>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

/**
 * 'Auditorías Actuales': counters (work in hand and available from the queue's counts, completed from the counts
 * endpoint), the next audit of the queue, assigned audits (Iniciar), in progress (Continuar),
 * paused (Reanudar) and a scrollable list of completed ones.
 */
export function CurrentAuditsTab({
  user,
  work,
  next,
  counts,
  completed,
  taking,
  busyAuditId,
  onTake,
  onStart,
  onContinue,
  onResume,
}: CurrentAuditsTabProps) {
  const { asignadas, enProceso, pausadas } = workInHand(work.data, user.id);
  // Newest first, as the server pages them; the preview is the first page only.
  const completadas = (completed.data ?? []).filter((a) => a.operadorId === user.id);
  const completadasTotal = completedCount(counts.data?.conteo) ?? completadas.length;
  const conteo = next.data?.conteo;
  const loadError = work.error ?? completed.error;
  const phone = usePhone();
  const completedCards = (
    <Stack gap="xs" data-testid="completed-audits">
      {completadas.map((audit) => (
        <OperatorAuditCard key={audit.id} audit={audit} />
      ))}
    </Stack>
  );

  return (
    <Stack gap="md">
      <OperatorCounters
        counts={{
          completadas: completadasTotal,
          enProceso: conteo?.enProceso ?? enProceso.length,
          pausadas: conteo?.pausadas ?? pausadas.length,
          asignadas: conteo?.asignadas ?? asignadas.length,
          disponibles: conteo?.disponibles ?? 0,
        }}
      />
      {loadError ? <AuditsLoadError error={loadError} /> : null}

      <NextAuditCard
        role={user.role}
        next={next.data}
        loading={next.isPending}
        refreshing={next.isFetching && !next.isPending}
        taking={taking}
        onTake={onTake}
        onRefresh={() => void next.refetch()}
      />

      {work.isPending ? (
        <LoadingSpinner label="Cargando tus auditorías" py="lg" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <WorkSection
            title="Asignadas"
            audits={asignadas}
            emptyText="No tenés auditorías asignadas."
            card={(audit) => ({
              actionLabel: 'Iniciar',
              actionIcon: <IconPlayerPlay size={14} />,
              actionColor: 'green',
              loading: busyAuditId === audit.id,
              onAction: () => onStart(audit),
              note:
                audit.asignadoPor !== null && audit.asignadoPor !== user.id ? (
                  <>
                    Asignada por supervisión · <DateTime value={audit.fechaAsignacion} />
                  </>
                ) : (
                  <>
                    Tomada · <DateTime value={audit.fechaAsignacion} />
                  </>
                ),
            })}
          />
          <WorkSection
            title="En proceso"
            audits={enProceso}
            emptyText="Ninguna auditoría en proceso."
            card={(audit) => ({
              actionLabel: 'Continuar',
              actionIcon: <IconPlayerTrackNext size={14} />,
              actionColor: 'cyan',
              onAction: () => onContinue(audit),
              note: (
                <>
                  Iniciada <DateTime value={audit.fechaInicio} />
                </>
              ),
            })}
          />
          <WorkSection
            title="Pausadas"
            audits={pausadas}
            emptyText="Ninguna auditoría pausada."
            card={(audit) => ({
              actionLabel: 'Reanudar',
              actionIcon: <IconPlayerPause size={14} />,
              actionColor: 'yellow',
              loading: busyAuditId === audit.id,
              onAction: () => onResume(audit),
              note: audit.razonPausa ? `Pausa: ${audit.razonPausa}` : null,
            })}
          />
        </SimpleGrid>
      )}

      <Section title="Completadas" count={completadasTotal}>
        {completed.isPending ? (
          <Loader size="sm" aria-label="Cargando auditorías completadas" />
        ) : completadas.length === 0 ? (
          <Empty text="Todavía no completaste auditorías." />
        ) : (
          <Stack gap="xs">
            {/* On a phone the page scrolls, not a box inside it (whose content grew wider than the screen). */}
            {phone ? (
              completedCards
            ) : (
              <ScrollArea.Autosize
                mah={COMPLETED_LIST_MAX_HEIGHT}
                type="auto"
                scrollbars="y"
                offsetScrollbars
              >
                {completedCards}
              </ScrollArea.Autosize>
            )}
            {completadasTotal > completadas.length ? (
              <Text size="xs" c="dimmed" data-testid="completed-preview-note">
                {completadas.length === 1
                  ? 'Mostrando la más reciente.'
                  : `Mostrando las ${completadas.length} más recientes.`}{' '}
                El resto está en 'Historial Completo'.
              </Text>
            ) : null}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
