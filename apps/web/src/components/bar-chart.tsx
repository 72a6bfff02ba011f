import { Box, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';

export interface BarSeries {
  name: string;
  /** A Mantine colour name ('teal'), drawn at shade 6. */
  color: string;
}

interface BarChartProps {
  title: string;
  description?: string;
  /** The groups along the bottom (months, companies…). */
  categories: readonly string[];
  series: readonly BarSeries[];
  /** values[s][c]: the value of series s in category c. */
  values: readonly (readonly number[])[];
  /** How a value reads (counts by default, es-AR). */
  format?: (value: number) => string;
  /** The header of the categories in the screen-reader table. */
  categoryLabel?: string;
  /** The bars' area height in px. */
  height?: number;
  'data-testid'?: string;
}

const count = (n: number) => n.toLocaleString('es-AR');

/**
 * A light grouped bar chart in plain HTML and CSS (no chart library: the start screens that show it must stay
 * small). Its figures are also a visually hidden table for screen readers; the drawing is aria-hidden, and every
 * bar has a tooltip (title) with its series, category and value.
 */
export function BarChart({
  title,
  description,
  categories,
  series,
  values,
  format = count,
  categoryLabel = 'Período',
  height = 180,
  'data-testid': testId,
}: BarChartProps) {
  const max = Math.max(0, ...values.flat());
  const empty = max === 0;
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-label={title} data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {description ? (
        <Text size="xs" c="dimmed" component="figcaption">
          {description}
        </Text>
      ) : null}
      {series.length > 1 ? (
        <Group gap="sm" mt="xs" aria-hidden>
          {series.map((s) => (
            <Group key={s.name} gap={4} wrap="nowrap">
              <Box
                w={10}
                h={10}
                style={{ borderRadius: 2, background: `var(--mantine-color-${s.color}-6)` }}
              />
              <Text size="xs">{s.name}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
      {empty ? (
        <Text size="sm" c="dimmed" mt="sm">
          Sin datos en el período.
        </Text>
      ) : (
        <Box aria-hidden mt="sm" data-bars>
          <Box
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(${categories.length}, minmax(0, 1fr))`,
              gap: categories.length > 8 ? 2 : 6,
              alignItems: 'end',
              height,
              borderBottom: '1px solid var(--mantine-color-default-border)',
            }}
          >
            {categories.map((category, c) => (
              <Box
                key={category}
                style={{
                  display: 'flex',
                  alignItems: 'end',
                  justifyContent: 'center',
                  gap: 2,
                  height: '100%',
                  minWidth: 0,
                }}
              >
                {series.map((s, si) => {
                  const value = values[si]?.[c] ?? 0;
                  return (
                    <Box
                      key={s.name}
                      title={`${s.name} · ${category}: ${format(value)}`}
                      data-bar={`${s.name}|${category}`}
                      style={{
                        flex: 1,
                        minWidth: 0,
                        maxWidth: 40,
                        height: `${(value / max) * 100}%`,
                        minHeight: value > 0 ? 2 : 0,
                        background: `var(--mantine-color-${s.color}-6)`,
                        borderRadius: '3px 3px 0 0',
                      }}
                    />
                  );
                })}
              </Box>
            ))}
          </Box>
          <Box
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(${categories.length}, minmax(0, 1fr))`,
              gap: categories.length > 8 ? 2 : 6,
            }}
          >
            {categories.map((category) => (
              // Many narrow columns (a year on a phone): smaller labels that wrap ('nov' over '26'), never cut.
              <Text
                key={category}
                size="xs"
                c="dimmed"
                ta="center"
                lh={1.2}
                style={{ fontSize: categories.length > 8 ? 10 : undefined, overflowWrap: 'normal' }}
              >
                {category}
              </Text>
            ))}
          </Box>
          <Text size="xs" c="dimmed" mt={4}>
            Máximo: {format(max)}
          </Text>
        </Box>
      )}
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, c) => (
              <tr key={category}>
                <th scope="row">{category}</th>
                {series.map((s, si) => (
                  <td key={s.name}>{format(values[si]?.[c] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
