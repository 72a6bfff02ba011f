import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

interface StatCardProps {
  label: string;
  value: number | null;
  /** The dashboard tab the card leads to. */
  tab: string;
  icon: ReactNode;
  color: string;
  hint?: string;
}

/**
 * One counter of the overview, a link to its tab. The link covers the whole card and is named 'label: value'; the
 * hint is its description (kept out of the link's text, so that the visible words and the name agree).
 */
export function StatCard({ label, value, tab, icon, color, hint }: StatCardProps) {
  const hintId = useId();
  return (
    <Card withBorder radius="md" padding="md" pos="relative" data-testid={`stat-${tab}-${label}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value === null ? '—' : value.toLocaleString('es-AR')}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed" id={hintId}>
              {hint}
            </Text>
          ) : null}
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Link
        to={`/dashboard?tab=${tab}`}
        aria-label={`${label}: ${value ?? '—'}`}
        aria-describedby={hint ? hintId : undefined}
        style={{ position: 'absolute', inset: 0, borderRadius: 'inherit' }}
      />
    </Card>
  );
}
