import type { Audit } from '@auditorias/domain/schemas/audits';
import { Group, type MantineSpacing, Paper, type PaperProps, Text } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

interface AuditCardProps extends PaperProps {
  audit: Audit;
  ref?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/** One audit of a list as a bordered card, named for screen readers by its number and title. */
export function AuditCard({ audit, children, ...paper }: AuditCardProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`Auditoría #${audit.id} ${audit.titulo}`}
      {...paper}
    >
      {children}
    </Paper>
  );
}

/** The card's first line: the audit's number dimmed, its title (as given), then its badges. */
export function AuditCardTitle({
  audit,
  gap = 'xs',
  title,
  children,
}: {
  audit: Audit;
  gap?: MantineSpacing | number;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group gap={gap} wrap="wrap">
      <Text size="sm" c="dimmed" fw={600}>
        #{audit.id}
      </Text>
      {title}
      {children}
    </Group>
  );
}

/** One fact of a card's summary line: 'Cliente: …' with its label dimmed. */
export function AuditFact({
  label,
  size = 'sm',
  children,
}: {
  label: string;
  size?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Text size={size}>
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}
