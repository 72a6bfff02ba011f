/**
 * A NumberInput's value as an amount for the domain's checks: undefined when empty (a missing amount), NaN when
 * it is not a number (an invalid amount).
 */
export function amountValue(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return Number(text.replace(/\./g, '').replace(',', '.'));
}
