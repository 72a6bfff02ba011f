import { argentineDay } from '@auditorias/domain/format/locale';
import type { FileOrder } from '@auditorias/domain/schemas/audit-files';

export const NO_FILES_IN_MONTH = 'No hay archivos en el mes seleccionado';
export const NO_FILES_LAST_MONTH = 'No hay archivos del mes pasado para eliminar';
export const CHOOSE_MONTH = 'Elegí un mes';

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

/** The orders the server pages the files in (by upload instant; name and size are not server orders). */
export const FILE_ORDER_LABELS: Record<FileOrder, string> = {
  fecha_desc: 'Más recientes',
  fecha_asc: 'Más antiguos',
};
