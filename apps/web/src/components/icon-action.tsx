import { ActionIcon, type ActionIconProps, Button, Tooltip } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { useInCardActions } from './card-actions-context';

interface IconActionProps extends Omit<ActionIconProps, 'children' | 'aria-label'> {
  /** The tooltip. */
  label: string;
  /** The accessible name, when it says more than the tooltip (which row): the tooltip unless said. */
  ariaLabel?: string;
  icon: TablerIcon;
  onClick: () => void;
}

/**
 * A row's icon button (edit, delete, download, revert...) with its tooltip; among a phone card's actions, a button
 * with its icon and its label (no tooltip on a touch screen).
 */
export function IconAction({
  label,
  ariaLabel = label,
  icon: Icon,
  variant = 'light',
  onClick,
  ...actionProps
}: IconActionProps) {
  const inCard = useInCardActions();
  if (inCard) {
    return (
      <Button
        variant={variant}
        color={actionProps.color}
        loading={actionProps.loading}
        disabled={actionProps.disabled}
        aria-label={ariaLabel}
        onClick={onClick}
        leftSection={<Icon size={16} aria-hidden />}
      >
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={label}>
      <ActionIcon variant={variant} aria-label={ariaLabel} onClick={onClick} {...actionProps}>
        <Icon size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
