import { formatTimer, TIMER_COLORS, timerStatus } from '@auditorias/domain/audits/timer';
import { Badge, Tooltip } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';

const STATUS_LABELS = {
  normal: 'Dentro del tiempo estimado',
  warning: 'Más del 75 % del tiempo estimado',
  overtime: 'Tiempo estimado superado',
  exceeded: 'Más del 150 % del tiempo estimado',
} as const;

/** Spec: the HH:MM:SS timer of non-operators, coloured by share of the estimated hours. */
export function WorksheetTimer({ seconds, estimatedHours }: { seconds: number; estimatedHours: number }) {
  const status = timerStatus(seconds, estimatedHours);
  return (
    <Tooltip label={`${STATUS_LABELS[status]} (${estimatedHours.toLocaleString('es-AR')} h)`}>
      <Badge
        size="xl"
        radius="sm"
        variant="filled"
        color={TIMER_COLORS[status]}
        leftSection={<IconClock size={16} aria-hidden />}
        data-testid="worksheet-timer"
        data-status={status}
        data-color={TIMER_COLORS[status]}
        aria-label={`Tiempo trabajado ${formatTimer(seconds)}`}
        styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
      >
        {formatTimer(seconds)}
      </Badge>
    </Tooltip>
  );
}
