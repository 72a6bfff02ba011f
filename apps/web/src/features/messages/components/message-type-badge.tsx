import type { Message } from '@auditorias/domain/schemas/messages';
import { Badge } from '@mantine/core';

interface MessageTypeBadgeProps {
  tipo: Message['tipo'];
}

/** 'Mensaje' (blue) or 'Alerta' (red). */
export function MessageTypeBadge({ tipo }: MessageTypeBadgeProps) {
  return (
    <Badge size="sm" variant="light" color={tipo === 'alerta' ? 'red' : 'blue'}>
      {tipo === 'alerta' ? 'Alerta' : 'Mensaje'}
    </Badge>
  );
}
