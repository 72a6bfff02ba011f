import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** One counter of the overview, a link to its tab. */
export function StatCard({ label, value, tab, icon, color, hint }: StatCardProps) {
  return (
    <Card
      component={Link}
      to={`/dashboard?tab=${tab}`}
      withBorder
      radius="md"
      padding="md"
      aria-label={`${label}: ${value ?? '—'}`}
      data-testid={`stat-${tab}-${label}`}
      style={{ textDecoration: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value === null ? '—' : value.toLocaleString('es-AR')}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
