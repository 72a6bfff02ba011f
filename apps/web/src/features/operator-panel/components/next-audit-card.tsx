import { takeBlockedReason } from '@auditorias/domain/audits/queue';
import type { Role } from '@auditorias/domain/auth/roles';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHandGrab, IconInbox, IconLock, IconRefresh } from '@tabler/icons-react';
import { DateTime } from '../../../components/date-time';
import { SmallButton } from '../../../components/small-button';
import { AuditCardLayout, AuditCardTitle, AuditPriorityBadge, auditPlace } from '../../audits/public';

export interface NextAvailable {
  data: Audit | null;
  puedeTomar: boolean;
  motivo: string | null;
  conteo: { asignadas: number; enProceso: number; pausadas: number; disponibles: number };
}

interface NextAuditCardProps {
  role: Role;
  next: NextAvailable | undefined;
  loading: boolean;
  refreshing: boolean;
  taking: boolean;
  onTake: (audit: Audit) => void;
  onRefresh: () => void;
}

/**
 * The next audit of the queue (only the oldest available one is offered) with its take button, disabled with
 * 'Finaliza tu auditoría activa primero' and the counts while the operator holds an assigned or in-progress audit.
 */
export function NextAuditCard({
  role,
  next,
  loading,
  refreshing,
  taking,
  onTake,
  onRefresh,
}: NextAuditCardProps) {
  const audit = next?.data ?? null;
  const blocked = next ? (next.motivo ?? takeBlockedReason(role, next.conteo)) : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Próxima auditoría disponible">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Próxima auditoría disponible
        </Title>
        <SmallButton variant="default" icon={IconRefresh} onClick={onRefresh} loading={refreshing}>
          Actualizar disponibles
        </SmallButton>
      </Group>
      {loading ? (
        <Loader size="sm" aria-label="Buscando auditorías disponibles" />
      ) : !audit ? (
        <Group gap="xs" c="dimmed">
          <IconInbox size={18} aria-hidden />
          <Text size="sm">No hay auditorías disponibles en este momento.</Text>
        </Group>
      ) : (
        <Stack gap="sm" data-testid="next-audit">
          <AuditCardLayout
            summary={
              <>
                <AuditCardTitle audit={audit} gap={6} title={<Text fw={700}>{audit.titulo}</Text>}>
                  <AuditPriorityBadge prioridad={audit.prioridad} size="sm" />
                </AuditCardTitle>
                <Text size="sm">{auditPlace(audit, true)}</Text>
                <Text size="xs" c="dimmed">
                  Creada <DateTime value={audit.createdAt} />
                </Text>
              </>
            }
            actions={
              <Button
                leftSection={blocked ? <IconLock size={16} /> : <IconHandGrab size={16} />}
                disabled={blocked !== null || !(next?.puedeTomar ?? false)}
                loading={taking}
                onClick={() => onTake(audit)}
                style={{ flexShrink: 0 }}
              >
                Tomar auditoría
              </Button>
            }
          />
          {blocked ? (
            <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} data-testid="take-blocked">
              {blocked}
            </Alert>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
