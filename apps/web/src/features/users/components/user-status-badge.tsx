import { Badge } from '@mantine/core';

interface UserStatusBadgeProps {
  isActive: boolean;
}

/** 'Activo' (green) or 'Inactivo' (grey). */
export function UserStatusBadge({ isActive }: UserStatusBadgeProps) {
  return (
    <Badge variant="dot" color={isActive ? 'green' : 'gray'}>
      {isActive ? 'Activo' : 'Inactivo'}
    </Badge>
  );
}
