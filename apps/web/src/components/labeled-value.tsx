import { Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A fact of a record: a small upper-case label above its value. */
export function LabeledValue({
  label,
  valueStyle,
  children,
}: {
  label: string;
  /** How the value's text flows (e.g. keeping the line breaks of a typed note). */
  valueStyle?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={valueStyle}>
        {children}
      </Text>
    </div>
  );
}
