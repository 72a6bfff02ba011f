/**
 * Money is integer centavos in code and in the database; the API carries pesos with at most two decimals.
 * These two functions are the only crossing between the two.
 */
export function pesosToCentavos(pesos: number): number {
  if (!Number.isFinite(pesos)) throw new RangeError('importe inválido');
  return Math.round(pesos * 100);
}

export function centavosToPesos(centavos: number): number {
  return centavos / 100;
}

/** A percentage of an amount in centavos, rounded to the centavo (half away from zero). */
export function percentOf(centavos: number, percent: number): number {
  return Math.round((centavos * percent) / 100);
}

/**
 * The largest amount of money the API accepts, in pesos (docs/decisions.md, "Money inputs"): ten thousand million
 * pesos. Every figure computed from amounts (a month of hours × the hour value, a year of a client's audits) then
 * stays a safe integer of centavos, far inside the bigint columns.
 */
export const MAX_PESOS = 1e10;

/** Why an amount in pesos is refused: not a finite number, below 0, 0 (or rounding to 0 centavos), too large, or fractional. */
export type PesosProblem = 'invalido' | 'negativo' | 'cero' | 'maximo' | 'fraccion';

export interface PesosRule {
  /** 0 is a valid amount (a price, a setting); otherwise 0 and what rounds to 0 centavos are refused. */
  allowZero?: boolean;
  /** Whole pesos only (the reference salary). */
  wholePesos?: boolean;
  /** A lower ceiling than MAX_PESOS. */
  max?: number;
}

/**
 * The one rule of an amount in pesos from the API, or null when it is fine: a finite number, not negative, not 0
 * nor less than one centavo (unless `allowZero`: then only exactly 0), at most `max` (MAX_PESOS), with at most two
 * decimals (or none with `wholePesos`). Text is refused: the API carries numbers.
 */
export function pesosProblem(value: unknown, rule: PesosRule = {}): PesosProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'invalido';
  if (value < 0) return 'negativo';
  if (value > (rule.max ?? MAX_PESOS)) return 'maximo';
  const centavos = Math.round(value * 100);
  if (centavos === 0 && !(rule.allowZero && value === 0)) return 'cero';
  if (Math.abs(value * 100 - centavos) > 1e-6 * Math.max(1, centavos)) return 'fraccion';
  if (rule.wholePesos && centavos % 100 !== 0) return 'fraccion';
  return null;
}
