import type { Audit } from '@auditorias/domain/schemas/audits';
import { Anchor, Badge, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingSpinner } from '../../../components/query-state';
import { byChosenClients, pendingReviewQueryOptions, supervisorFormUrl } from '../../audit-review/public';
import { AuditStateBadge } from '../../audits/public';
import { ClientPickerWidget } from './client-picker-widget';

/** Spec section 9: list heights 400 and 600 px. */
const LIST_MAX_HEIGHT = 400;

interface OtherPendingAuditsProps {
  /** The audit on screen, left out of the list. */
  currentAuditId: number;
  /** Its client, chosen at first: "other audits of this client awaiting review". */
  clienteId: number;
}

/** The audits of the chosen clients awaiting review (not the one on screen), in the given order. */
export function otherPendingAudits(
  audits: readonly Audit[],
  currentAuditId: number,
  chosen: ReadonlySet<number>,
): Audit[] {
  return byChosenClients(
    audits.filter((a) => a.id !== currentAuditId),
    chosen,
  );
}

/**
 * Beside the supervisor's worksheet: the other audits awaiting review (GET /audits/supervisor/pending) of the
 * clients chosen in the client picker (at first the audit's own client; none chosen shows every client), each
 * with a link to open it in supervisor mode.
 */
export function OtherPendingAudits({ currentAuditId, clienteId }: OtherPendingAuditsProps) {
  const [chosen, setChosen] = useState<Set<number>>(() => new Set([clienteId]));
  const pending = useQuery(pendingReviewQueryOptions());
  const list = otherPendingAudits(pending.data ?? [], currentAuditId, chosen);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="aside"
      aria-label="Otras auditorías pendientes de revisión"
      data-testid="other-pending-audits"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            Otras auditorías pendientes de revisión
          </Title>
          {pending.isSuccess ? (
            <Badge variant="light" color="violet" data-testid="other-pending-count">
              {list.length}
            </Badge>
          ) : null}
        </Group>
        <ClientPickerWidget selected={chosen} onChange={setChosen} />
        {pending.isPending ? (
          <LoadingSpinner label="Cargando auditorías pendientes" size="sm" py="sm" />
        ) : pending.isError ? (
          <LoadErrorAlert
            prefix="Error cargando datos"
            error={pending.error}
            fallback="Error cargando datos"
          />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="sm">
            {chosen.size === 0
              ? 'No hay otras auditorías pendientes de revisión.'
              : 'Estos clientes no tienen otras auditorías pendientes de revisión.'}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto" offsetScrollbars>
            <Stack gap="xs">
              {list.map((audit) => (
                <Paper
                  key={audit.id}
                  withBorder
                  radius="sm"
                  p="xs"
                  component="article"
                  aria-label={`Auditoría #${audit.id}`}
                  data-testid={`other-pending-${audit.id}`}
                >
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                      #{audit.id} {audit.titulo}
                    </Text>
                    <AuditStateBadge estado={audit.estado} size="xs" style={{ flexShrink: 0 }} />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {audit.client.nombre}
                    {audit.branch ? ` · ${audit.branch.nombre}` : ''}
                    {audit.operador ? ` · ${audit.operador.name}` : ''}
                  </Text>
                  <Anchor
                    component={Link}
                    to={supervisorFormUrl(audit.id)}
                    size="xs"
                    aria-label={`Abrir la auditoría #${audit.id} en modo supervisor`}
                  >
                    <Group gap={4} component="span" wrap="nowrap">
                      <IconPencil size={12} aria-hidden />
                      Abrir en modo supervisor
                    </Group>
                  </Anchor>
                </Paper>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
