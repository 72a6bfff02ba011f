import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  message: string;
  title?: string;
  icon?: ReactNode;
  /** Buttons or links that lead somewhere useful. */
  action?: ReactNode;
}

/** What a list or panel shows when there is nothing in it. */
export function EmptyState({ message, title, icon, action }: EmptyStateProps) {
  return (
    <MantineEmptyState
      py="xl"
      variant="light"
      icon={icon ?? <IconInbox size={28} stroke={1.5} aria-hidden />}
      title={title}
      description={message}
    >
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
