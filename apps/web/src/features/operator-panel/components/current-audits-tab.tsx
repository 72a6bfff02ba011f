import { FINISHED_STATES } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Alert, Center, Loader, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlayerPause, IconPlayerPlay, IconPlayerTrackNext } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { prefixedErrorMessage } from '../../../lib/error-message';
import type { useAuditListQuery } from '../../audits/api/list-audits';
import type { useNextAvailableQuery } from '../api/get-next-available';
import { sortAssigned } from '../new-assignments';
import { NextAuditCard } from './next-audit-card';
import { OperatorAuditCard } from './operator-audit-card';
import { OperatorCounters } from './operator-counters';

/** Spec section 9: list heights 400 and 600 px; the completed list scrolls within 400. */
export const COMPLETED_LIST_MAX_HEIGHT = 400;

interface CurrentAuditsTabProps {
  user: PublicUser;
  audits: ReturnType<typeof useAuditListQuery>;
  next: ReturnType<typeof useNextAvailableQuery>;
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

function Empty({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

/**
 * 'Auditorías Actuales': counters, the next audit of the queue, assigned audits (Iniciar), in progress (Continuar),
 * paused (Reanudar) and a scrollable list of completed ones.
 */
export function CurrentAuditsTab({
  user,
  audits,
  next,
  taking,
  busyAuditId,
  onTake,
  onStart,
  onContinue,
  onResume,
}: CurrentAuditsTabProps) {
  const mine = (audits.data ?? []).filter((a) => a.operadorId === user.id);
  const asignadas = sortAssigned(
    mine.filter((a) => a.estado === 'asignada'),
    user.id,
  );
  const enProceso = mine.filter((a) => a.estado === 'en_proceso');
  const pausadas = mine.filter((a) => a.estado === 'pausada');
  const completadas = mine
    .filter((a) => FINISHED_STATES.includes(a.estado))
    .sort(
      (a, b) =>
        new Date(b.fechaTerminacion ?? b.updatedAt).getTime() -
        new Date(a.fechaTerminacion ?? a.updatedAt).getTime(),
    );

  return (
    <Stack gap="md">
      <OperatorCounters
        counts={{
          completadas: completadas.length,
          enProceso: enProceso.length,
          pausadas: pausadas.length,
          asignadas: asignadas.length,
          disponibles: next.data?.conteo.disponibles ?? 0,
        }}
      />
      {audits.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {prefixedErrorMessage(
            'Error cargando auditorías',
            audits.error,
            'Error cargando auditorías: Error interno del servidor',
          )}
        </Alert>
      ) : null}

      <NextAuditCard
        role={user.role}
        next={next.data}
        loading={next.isPending}
        refreshing={next.isFetching && !next.isPending}
        taking={taking}
        onTake={onTake}
        onRefresh={() => void next.refetch()}
      />

      {audits.isPending ? (
        <Center py="lg">
          <Loader aria-label="Cargando tus auditorías" />
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Section title="Asignadas" count={asignadas.length}>
            <Stack gap="xs">
              {asignadas.length === 0 ? <Empty text="No tenés auditorías asignadas." /> : null}
              {asignadas.map((audit) => (
                <OperatorAuditCard
                  key={audit.id}
                  audit={audit}
                  actionLabel="Iniciar"
                  actionIcon={<IconPlayerPlay size={14} />}
                  actionColor="green"
                  loading={busyAuditId === audit.id}
                  onAction={() => onStart(audit)}
                  note={
                    audit.asignadoPor !== null && audit.asignadoPor !== user.id ? (
                      <>
                        Asignada por supervisión · <DateTime value={audit.fechaAsignacion} />
                      </>
                    ) : (
                      <>
                        Tomada · <DateTime value={audit.fechaAsignacion} />
                      </>
                    )
                  }
                />
              ))}
            </Stack>
          </Section>
          <Section title="En proceso" count={enProceso.length}>
            <Stack gap="xs">
              {enProceso.length === 0 ? <Empty text="Ninguna auditoría en proceso." /> : null}
              {enProceso.map((audit) => (
                <OperatorAuditCard
                  key={audit.id}
                  audit={audit}
                  actionLabel="Continuar"
                  actionIcon={<IconPlayerTrackNext size={14} />}
                  actionColor="cyan"
                  onAction={() => onContinue(audit)}
                  note={
                    <>
                      Iniciada <DateTime value={audit.fechaInicio} />
                    </>
                  }
                />
              ))}
            </Stack>
          </Section>
          <Section title="Pausadas" count={pausadas.length}>
            <Stack gap="xs">
              {pausadas.length === 0 ? <Empty text="Ninguna auditoría pausada." /> : null}
              {pausadas.map((audit) => (
                <OperatorAuditCard
                  key={audit.id}
                  audit={audit}
                  actionLabel="Reanudar"
                  actionIcon={<IconPlayerPause size={14} />}
                  actionColor="yellow"
                  loading={busyAuditId === audit.id}
                  onAction={() => onResume(audit)}
                  note={audit.razonPausa ? `Pausa: ${audit.razonPausa}` : null}
                />
              ))}
            </Stack>
          </Section>
        </SimpleGrid>
      )}

      <Section title="Completadas" count={completadas.length}>
        {completadas.length === 0 ? (
          <Empty text="Todavía no completaste auditorías." />
        ) : (
          <ScrollArea.Autosize mah={COMPLETED_LIST_MAX_HEIGHT} type="auto" offsetScrollbars>
            <Stack gap="xs" data-testid="completed-audits">
              {completadas.map((audit) => (
                <OperatorAuditCard key={audit.id} audit={audit} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Section>
    </Stack>
  );
}
