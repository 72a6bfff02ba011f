import { Button, type ButtonProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RefreshButtonProps {
  onRefresh: () => void;
  /** Spins while the data is asked again. */
  refreshing: boolean;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  /** The text ('Actualizar' unless said). */
  children?: ReactNode;
}

/** Asks a screen's data again: 'Actualizar' with its refresh icon, spinning while it loads. */
export function RefreshButton({
  onRefresh,
  refreshing,
  variant = 'light',
  disabled,
  children = 'Actualizar',
}: RefreshButtonProps) {
  return (
    <Button
      variant={variant}
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={() => onRefresh()}
      loading={refreshing}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
