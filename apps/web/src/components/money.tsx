import { formatPesos } from '@auditorias/domain/format/locale';
import { Text, type TextProps } from '@mantine/core';

interface MoneyProps extends TextProps {
  /** An amount in pesos, as the API sends it. */
  pesos: number;
}

/** Pesos in Argentine format, without decimals (e.g. "$ 12.346"). */
export function Money({ pesos, ...textProps }: MoneyProps) {
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} {...textProps}>
      {formatPesos(pesos)}
    </Text>
  );
}
