import { ROLE_LABELS, type Role } from '@auditorias/domain/auth/roles';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

const ROLE_COLORS: Record<Role, MantineColor> = {
  admin: 'red',
  supervisor: 'violet',
  operador: 'blue',
  contable: 'teal',
  cliente: 'orange',
  auditor: 'grape',
};

interface RoleBadgeProps extends BadgeProps {
  role: Role;
}

/** A user's role in Spanish, with one colour per role. */
export function RoleBadge({ role, ...badgeProps }: RoleBadgeProps) {
  return (
    <Badge variant="light" color={ROLE_COLORS[role]} {...badgeProps}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
