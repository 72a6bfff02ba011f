import type { Audit } from '@auditorias/domain/schemas/audits';
import { Flex, Group, type MantineSpacing, Paper, type PaperProps, Stack, Text } from '@mantine/core';
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

/**
 * A card's summary and its buttons: the buttons beside the summary from Mantine's `sm` up, under it on a phone
 * (beside it they squeezed the title to a few letters a line).
 */
export function AuditCardLayout({
  summary,
  actions,
  align = 'flex-start',
  actionsMaw,
}: {
  summary: ReactNode;
  actions: ReactNode;
  /** How the buttons sit beside the summary (top or centre). */
  align?: 'flex-start' | 'center';
  /** The widest the buttons get beside the summary before they wrap. */
  actionsMaw?: number;
}) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: align }}
      gap="sm"
    >
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        {summary}
      </Stack>
      {actions ? (
        <Flex gap={6} justify={{ base: 'flex-start', sm: 'flex-end' }} wrap="wrap" maw={{ sm: actionsMaw }}>
          {actions}
        </Flex>
      ) : null}
    </Flex>
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
