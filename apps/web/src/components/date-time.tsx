import { formatDate, formatDateTime } from '@auditorias/domain/format/locale';

interface DateTimeProps {
  value: Date | string | number | null | undefined;
  /** Show only the day (dd/mm/aaaa). Default: day and time. */
  dateOnly?: boolean;
  /** Shown when there is no value or it is not a valid date. */
  fallback?: string;
}

/** A date (and time) in Buenos Aires time, as a <time> element. */
export function DateTime({ value, dateOnly = false, fallback = '—' }: DateTimeProps) {
  if (value === null || value === undefined || value === '') return <span>{fallback}</span>;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{fallback}</span>;
  return <time dateTime={date.toISOString()}>{dateOnly ? formatDate(date) : formatDateTime(date)}</time>;
}
