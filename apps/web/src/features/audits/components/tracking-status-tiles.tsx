import { AUDIT_STATES, type AuditState, STATE_COLORS, STATE_LABELS } from '@auditorias/domain/audits/states';
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';

interface TrackingStatusTilesProps {
  /** Per state, from GET /audits/counts; undefined while it loads. */
  counts: Partial<Record<AuditState, number>> | undefined;
  selected: AuditState | null;
  onSelect: (estado: AuditState | null) => void;
}

/**
 * One tile per state with its count (counted by the server); a click filters the list by that state, a second
 * click clears it.
 */
export function TrackingStatusTiles({ counts, selected, onSelect }: TrackingStatusTilesProps) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="xs" data-testid="status-tiles">
      {AUDIT_STATES.map((estado) => {
        const active = selected === estado;
        const color = STATE_COLORS[estado];
        const count = counts ? (counts[estado] ?? 0) : null;
        return (
          <UnstyledButton
            key={estado}
            aria-pressed={active}
            aria-label={count === null ? STATE_LABELS[estado] : `${STATE_LABELS[estado]}: ${count}`}
            onClick={() => onSelect(active ? null : estado)}
          >
            <Paper
              withBorder
              radius="md"
              p="xs"
              style={{
                borderColor: active ? `var(--mantine-color-${color}-6)` : undefined,
                borderWidth: active ? 2 : 1,
                borderLeft: `4px solid var(--mantine-color-${color}-6)`,
                background: active ? `var(--mantine-color-${color}-0)` : undefined,
              }}
            >
              <Text size="xs" c="dimmed" fw={600} truncate>
                {STATE_LABELS[estado]}
              </Text>{' '}
              <Text size="xl" fw={700} lh={1.2}>
                {count ?? '—'}
              </Text>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
