import { type MantineColor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money';

interface FigureProps {
  label: string;
  /**
   * Which basis the figure shows, said beside the number ('Percibido (caja): lo cobrado en el mes',
   * 'Devengado: ...'): the domain's FIGURE_BASIS texts.
   */
  basis?: string;
  /** A short explanation under the figure. */
  hint?: ReactNode;
  /** The figure's colour. */
  color?: MantineColor;
}

type FigureCardProps = FigureProps &
  (
    | {
        /** Pesos; undefined while loading. */
        pesos: number | undefined;
        /** Colour negative amounts red (when no colour is given). Default true. */
        signColor?: boolean;
      }
    | {
        /** The figure; undefined while loading. */
        value: ReactNode | undefined;
      }
  );

/**
 * One figure in a card named by its label (finance, a client's statement and dashboard): its name, then its amount
 * in pesos or its value — a skeleton while it loads — and a hint under it.
 */
export function FigureCard(props: FigureCardProps) {
  const { label, hint, basis } = props;
  const pesos = 'pesos' in props ? props.pesos : undefined;
  const value = 'pesos' in props ? pesos === undefined ? undefined : <Money pesos={pesos} /> : props.value;
  const signColor = 'pesos' in props && (props.signColor ?? true) && pesos !== undefined && pesos < 0;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={28} mt={4} width="60%" />
      ) : (
        <Text fw={700} size="xl" c={props.color ?? (signColor ? 'red' : undefined)}>
          {value}
        </Text>
      )}
      {basis ? (
        <Text size="xs" fw={600} c="blue.8" mt={2} data-testid="figure-basis">
          {basis}
        </Text>
      ) : null}
      {hint ? (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** Figure cards side by side, three to a row from small screens up (one under the other on a phone). */
export function FigureCards({ figures, testId }: { figures: readonly FigureCardProps[]; testId?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid={testId}>
      {figures.map((figure) => (
        <FigureCard key={figure.label} {...figure} />
      ))}
    </SimpleGrid>
  );
}
