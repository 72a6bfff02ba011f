import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

interface SmallButtonProps
  extends Omit<ButtonProps, 'size' | 'leftSection'>,
    ElementProps<'button', keyof ButtonProps> {
  /** The icon at the left of the text (aria-hidden). */
  icon?: TablerIcon;
}

/** A card's or a row's small button ('Cerrar mes', 'Revertir pago'): size xs, with its 14px icon on the left. */
export function SmallButton({ icon: Icon, ...props }: SmallButtonProps) {
  return <Button size="xs" leftSection={Icon ? <Icon size={14} aria-hidden /> : undefined} {...props} />;
}
