import { Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money';

interface FigureCardProps {
  label: string;
  /** Pesos; undefined while loading. */
  pesos: number | undefined;
  /** A short explanation under the amount. */
  hint?: ReactNode;
  /** Colour negative amounts red. Default true. */
  signColor?: boolean;
}

/** One figure of the finance summary: its name and its amount in pesos. */
export function FigureCard({ label, pesos, hint, signColor = true }: FigureCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {pesos === undefined ? (
        <Skeleton height={28} mt={4} width="60%" />
      ) : (
        <Text fw={700} size="xl" c={signColor && pesos < 0 ? 'red' : undefined}>
          <Money pesos={pesos} />
        </Text>
      )}
      {hint ? (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
