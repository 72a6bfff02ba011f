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
