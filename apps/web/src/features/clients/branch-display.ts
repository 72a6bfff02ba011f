import { MODALITY_LABELS, type Modality } from '@auditorias/domain/clients/constants';
import { formatDate } from '@auditorias/domain/format/locale';

/** Hours as the branch screens show them (e.g. "2,5 h"). */
export function formatHours(hours: number): string {
  return `${hours.toLocaleString('es-AR', { maximumFractionDigits: 2 })} h`;
}

/** "Por días: Lunes, Jueves", "Por fecha exacta: 15/03/2027", "Manual / hoy". */
export function describeModality(modalidad: Modality, dias: readonly string[], fecha: string | null): string {
  const label = MODALITY_LABELS[modalidad];
  if (modalidad === 'por_dias' && dias.length > 0) return `${label}: ${dias.join(', ')}`;
  if (modalidad === 'fecha_exacta' && fecha) return `${label}: ${formatDate(`${fecha}T12:00:00Z`)}`;
  return label;
}
