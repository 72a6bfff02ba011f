/** Deleting an audit (spec: delete types): older than 30 days is a cleanup, 30 days or newer a correction. */
export type DeletionType = 'cleanup' | 'correction';

export const RETENTION_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

export function deletionType(createdAt: Date, now: Date): DeletionType {
  return now.getTime() - createdAt.getTime() > RETENTION_DAYS * DAY ? 'cleanup' : 'correction';
}

/** Age in whole days (the management list's `antiguedad`). */
export function ageInDays(createdAt: Date, now: Date): number {
  return Math.floor((now.getTime() - createdAt.getTime()) / DAY);
}

/** A line of `observacionesOperador` (newline-separated messages): who and when, then the text. */
export function messageLine(
  author: string,
  at: string,
  tipo: 'general' | 'operador' | 'supervisor',
  text: string,
): string {
  const label =
    tipo === 'general' ? '' : ` (${tipo === 'operador' ? 'para el operador' : 'para el supervisor'})`;
  return `[${at}] ${author}${label}: ${text.replace(/\s*\n\s*/g, ' ').trim()}`;
}

export function appendLine(existing: string | null, line: string): string {
  return existing ? `${existing}\n${line}` : line;
}
