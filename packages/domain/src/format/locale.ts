/** Argentine locale, currency and time zone (spec: business constants). */
export const LOCALE = 'es-AR';
export const CURRENCY = 'ARS';
export const TIME_ZONE = 'America/Argentina/Buenos_Aires';

const moneyFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Pesos without decimals, from integer centavos (e.g. 1234550 -> "$ 12.346"). */
export function formatMoneyCentavos(centavos: number): string {
  return moneyFormat.format(Math.round(centavos / 100));
}

/** Pesos without decimals, from a peso amount as the API sends it. */
export function formatPesos(pesos: number): string {
  return moneyFormat.format(Math.round(pesos));
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** dd/mm/aaaa in Buenos Aires time. */
export function formatDate(value: Date | string | number): string {
  return dateFormat.format(toDate(value));
}

/** dd/mm/aaaa, hh:mm (24 h) in Buenos Aires time. */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat.format(toDate(value));
}

/** The Argentine calendar day (yyyy-mm-dd) of an instant. */
export function argentineDay(value: Date | string | number = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(toDate(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
