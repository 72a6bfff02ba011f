import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

interface IconActionProps extends Omit<ActionIconProps, 'children' | 'aria-label'> {
  /** The tooltip. */
  label: string;
  /** The accessible name, when it says more than the tooltip (which row): the tooltip unless said. */
  ariaLabel?: string;
  icon: TablerIcon;
  onClick: () => void;
}

/** A row's icon button (edit, delete, download, revert...) with its tooltip. */
export function IconAction({
  label,
  ariaLabel = label,
  icon: Icon,
  variant = 'light',
  onClick,
  ...actionProps
}: IconActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant={variant} aria-label={ariaLabel} onClick={onClick} {...actionProps}>
        <Icon size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
