import { argentineDay } from '@auditorias/domain/format/locale';
import type { StoredFile } from './api/list-audit-files';

export const NO_FILES_IN_MONTH = 'No hay archivos en el mes seleccionado';
export const NO_FILES_LAST_MONTH = 'No hay archivos del mes pasado para eliminar';
export const CHOOSE_MONTH = 'Elegí un mes';

/** The Argentine month (yyyy-mm) a file was uploaded in. */
export function fileMonth(file: Pick<StoredFile, 'fechaSubida'>): string {
  return argentineDay(file.fechaSubida).slice(0, 7);
}

export function filesOfMonth<T extends Pick<StoredFile, 'fechaSubida'>>(
  files: readonly T[],
  month: string,
): T[] {
  return files.filter((f) => fileMonth(f) === month);
}

/** The Argentine month before the one `now` is in. */
export function previousMonth(now: Date): string {
  const [y, m] = argentineDay(now).split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 2, 1));
  return date.toISOString().slice(0, 7);
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** 'octubre de 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1] ?? month} de ${y}`;
}

/** The outcome of a bulk delete: the spec's warning when some files failed, else how many went. */
export function monthDeleteMessage(result: { eliminados: number; errores: number }): {
  color: 'green' | 'orange';
  text: string;
} {
  if (result.errores > 0) {
    return {
      color: 'orange',
      text: `⚠️ ${result.eliminados} archivos eliminados, ${result.errores} errores...`,
    };
  }
  return {
    color: 'green',
    text: result.eliminados === 1 ? '1 archivo eliminado' : `${result.eliminados} archivos eliminados`,
  };
}

export const FILE_SORTS = ['fecha_desc', 'fecha_asc', 'tamano_desc', 'tamano_asc', 'nombre'] as const;
export type FileSort = (typeof FILE_SORTS)[number];
export const FILE_SORT_LABELS: Record<FileSort, string> = {
  fecha_desc: 'Más recientes',
  fecha_asc: 'Más antiguos',
  tamano_desc: 'Más grandes',
  tamano_asc: 'Más chicos',
  nombre: 'Nombre (A-Z)',
};

/** Search over the file's name, its client and its audit (title or id), ignoring case and accents. */
export function searchFiles<T extends StoredFile>(files: readonly T[], search: string): T[] {
  const normal = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = normal(search.trim());
  if (!needle) return [...files];
  return files.filter((f) =>
    normal(`${f.nombreOriginal} ${f.clientName} ${f.auditTitle} #${f.auditId}`).includes(needle),
  );
}

export function sortFiles<T extends StoredFile>(files: readonly T[], sort: FileSort): T[] {
  const copy = [...files];
  switch (sort) {
    case 'fecha_asc':
      return copy.sort((a, b) => a.fechaSubida.localeCompare(b.fechaSubida));
    case 'tamano_desc':
      return copy.sort((a, b) => b.tamaño - a.tamaño);
    case 'tamano_asc':
      return copy.sort((a, b) => a.tamaño - b.tamaño);
    case 'nombre':
      return copy.sort((a, b) => a.nombreOriginal.localeCompare(b.nombreOriginal, 'es'));
    default:
      return copy.sort((a, b) => b.fechaSubida.localeCompare(a.fechaSubida));
  }
}
