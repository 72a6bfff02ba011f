import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount in pesos written as in es-AR ('$ 1.234,56'): two decimals, '.' between thousands, ',' before cents. */
export function PesosInput(props: NumberInputProps) {
  return <NumberInput decimalScale={2} prefix="$ " thousandSeparator="." decimalSeparator="," {...props} />;
}
