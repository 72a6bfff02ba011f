import { AUDIT_STATES, type AuditState } from '@auditorias/domain/audits/states';
import { TRACKING_ORDER } from '@auditorias/domain/audits/tracking-order';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { FilterRow, SearchInput } from '../../../components/list-toolbar';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadingSpinner, QueryState } from '../../../components/query-state';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useAuditCountsQuery } from '../api/get-audit-counts';
import { auditListQuery, useAuditPages } from '../api/list-audits';
import { AddMessageModal } from './add-message-modal';
import { AuditFormModal, type AuditFormTarget } from './audit-form-modal';
import { AuditStateFilter, AuditsLoadError } from './audit-list-parts';
import { ReassignAuditModal } from './reassign-audit-modal';
import { TrackingAuditItem } from './tracking-audit-item';
import { TrackingStatusTiles } from './tracking-status-tiles';

/** Spec section 9: a highlighted audit clears after 10 s; the list is at most 600 px high. */
export const HIGHLIGHT_MS = 10_000;
export const TRACKING_LIST_MAX_HEIGHT = 600;
/** Spec section 7: the tracking screen refreshes what it shows every 30 s. */
export const TRACKING_POLL_MS = 30_000;
/** Typed searches wait this long before asking the server (the list contract). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * 'Auditorías - Seguimiento Completo' (admin and supervisor; in the impersonation view also an operator's or a
 * client's, scoped by the server; 'Crear Nueva Auditoría' only with `audit_create`): every audit in the spec's
 * tracking order (finished last, then newest, then priority: `orden=seguimiento`), paged by the server with
 * 'Cargar más'. The search and the state (dropdown or tile) filter on the server; the tiles' counts come from
 * GET /audits/counts.
 */
export function AuditTrackingPanel({ user }: { user: PublicUser }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [estado, setEstado] = useState<AuditState | null>(null);
  const listParams = {
    all: true,
    estado: estado ? [estado] : undefined,
    search: debounced || undefined,
    orden: TRACKING_ORDER,
  };
  const query = useAuditPages(listParams, { refetchInterval: TRACKING_POLL_MS });
  const counts = useAuditCountsQuery({ refetchInterval: TRACKING_POLL_MS });
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [formAuditId, setFormAuditId] = useState<AuditFormTarget>(null);
  const [reassigning, setReassigning] = useState<Audit | null>(null);
  const [messaging, setMessaging] = useState<Audit | null>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const banner = useTimedMessage();

  useEffect(() => {
    if (highlightId === null) return;
    const timer = setTimeout(() => setHighlightId(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightId]);

  // The server's order is the spec's (finished last, then newest, then priority): shown as it comes, page by page.
  const shown = query.items;
  // How many match: the counts endpoint without a search; with one, known once every page is loaded.
  const conteo = counts.data?.conteo;
  const total =
    debounced === ''
      ? estado
        ? conteo?.[estado]
        : counts.data?.total
      : query.hasMore
        ? undefined
        : shown.length;

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const done = (message: string, auditId?: number) => {
    setReassigning(null);
    setMessaging(null);
    banner.success(message);
    if (auditId) setHighlightId(auditId);
  };

  return (
    <Stack gap="md" data-testid="audit-tracking">
      <SectionHeading
        title="Auditorías - Seguimiento Completo"
        description="Estado, responsables y movimientos de cada auditoría."
        actions={
          <Group gap="xs">
            <RefreshButton
              variant="default"
              onRefresh={() => {
                void query.refetch();
                void counts.refetch();
              }}
              refreshing={query.isFetching && !query.isPending && !query.isFetchingNextPage}
            />
            {user.permissions.audit_create ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setFormAuditId('new')}>
                Crear Nueva Auditoría
              </Button>
            ) : null}
          </Group>
        }
      />

      <TimedMessageAlert message={banner.message} onClose={banner.clear} />

      <FilterRow>
        <SearchInput
          placeholder="Título, cliente, operador, supervisor o ID"
          value={search}
          onChange={setSearch}
          grow={240}
        />
        <AuditStateFilter
          states={AUDIT_STATES}
          allLabel="Todos los estados"
          value={estado}
          onChange={setEstado}
          w={220}
        />
      </FilterRow>

      <ExportMenu
        what="las auditorías"
        download={{ path: '/audits/export', query: auditListQuery(listParams), fallbackName: 'auditorias' }}
      />

      <TrackingStatusTiles counts={conteo} selected={estado} onSelect={setEstado} />

      <QueryState
        query={query}
        loading={<LoadingSpinner label="Cargando auditorías" />}
        error={(error) => <AuditsLoadError error={error} />}
        empty={
          shown.length === 0 && <EmptyState message="No hay auditorías que coincidan con la búsqueda." />
        }
      >
        <Stack gap={6}>
          {total === undefined ? null : (
            <Text size="sm" c="dimmed">
              {total === 1 ? '1 auditoría' : `${total} auditorías`}
            </Text>
          )}
          {/* On a phone the page scrolls, not a box inside it. */}
          <ScrollArea.Autosize mah={{ sm: TRACKING_LIST_MAX_HEIGHT }} type="auto" offsetScrollbars>
            <Stack gap="xs" data-testid="tracking-list">
              {shown.map((audit) => (
                <TrackingAuditItem
                  key={audit.id}
                  audit={audit}
                  user={user}
                  expanded={expanded.has(audit.id)}
                  highlighted={highlightId === audit.id}
                  onToggle={() => toggle(audit.id)}
                  onEdit={() => setFormAuditId(audit.id)}
                  onReassign={() => setReassigning(audit)}
                  onMessage={() => setMessaging(audit)}
                />
              ))}
              <PagedLoadMore list={query} />
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      </QueryState>

      <AuditFormModal
        target={formAuditId}
        onClose={() => setFormAuditId(null)}
        user={user}
        onSaved={(audit) => {
          setHighlightId(audit.id);
          setEstado(null);
        }}
      />
      <ReassignAuditModal
        audit={reassigning}
        onClose={() => setReassigning(null)}
        onDone={(message) => done(message, reassigning?.id)}
      />
      <AddMessageModal
        audit={messaging}
        onClose={() => setMessaging(null)}
        onDone={(message) => done(message, messaging?.id)}
      />
    </Stack>
  );
}
