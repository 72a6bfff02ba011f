import { Badge, type BadgeProps } from '@mantine/core';

interface StateBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  active: boolean;
  /** 'activo' / 'activa' (spec: 'activo' shown green). */
  label: string;
}

/** Green when active, grey otherwise; never cut short in a narrow table column. */
export function StateBadge({ active, label, ...props }: StateBadgeProps) {
  return (
    <Badge
      color={active ? 'green' : 'gray'}
      variant="light"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      {...props}
    >
      {label}
    </Badge>
  );
}
