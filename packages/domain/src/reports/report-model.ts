import { EVENT_TYPE_COLORS, EVENT_TYPE_LABELS, type EventType } from '../audits/states';
import { formatTimer } from '../audits/timer';
import { PRIORITY_LABELS, type Priority } from '../clients/constants';
import { formatDate, formatDateTime } from '../format/locale';

/** What an audit report says, whatever its format (PDF, Word, HTML). Pure data: no I/O. */
export interface ReportModel {
  empresa: { nombre: string; email: string; telefono: string; direccion: string };
  titulo: string;
  numero: number;
  cliente: string;
  sucursal: string;
  direccion: string;
  prioridad: string;
  filas: Array<[string, string]>;
  descripcion: string | null;
  observacionesIniciales: string | null;
  sucursalDetails: string | null;
  eventos: Array<{
    numero: number;
    timestamp: string;
    tipo: string;
    color: string;
    descripcion: string;
    observaciones: string;
    imagenes: Array<{ name: string; data: Uint8Array; mime: string }>;
  }>;
  canalesVision: string | null;
  observacionesFinales: string | null;
  observacionesSupervisor: string | null;
  generado: string;
}

export interface ReportInput {
  empresa: ReportModel['empresa'];
  titulo: string;
  id: number;
  cliente: string;
  sucursal: string | null;
  direccion: string | null;
  prioridad: Priority;
  fechaSolicitada: string;
  fechaInicio: Date | null;
  fechaTerminacion: Date | null;
  fechaEntrega: Date | null;
  operador: string | null;
  supervisor: string | null;
  descripcion: string | null;
  observacionesIniciales: string | null;
  sucursalDetails: string;
  canalesVision: string;
  observacionesFinales: string;
  observacionesSupervisor: string | null;
  eventos: Array<{
    numero: number;
    timestamp: string;
    tipoEvento: string;
    descripcion: string;
    observaciones: string;
    imagenes: Array<{ name: string; data: Uint8Array; mime: string }>;
  }>;
  workedSeconds: number;
}

const blankToNull = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/**
 * Builds the report. `internal` reports (staff) also show the total worked time; the client's never do.
 */
export function buildReport(input: ReportInput, options: { internal: boolean; now?: Date }): ReportModel {
  const now = options.now ?? new Date();
  const filas: Array<[string, string]> = [
    ['Auditoría N°', String(input.id)],
    ['Cliente', input.cliente],
    ['Sucursal', input.sucursal ?? 'Casa central'],
    ['Dirección', input.direccion ?? '—'],
    ['Prioridad', PRIORITY_LABELS[input.prioridad]],
    ['Fecha solicitada', formatDate(`${input.fechaSolicitada}T12:00:00-03:00`)],
    ['Fecha de realización', input.fechaInicio ? formatDateTime(input.fechaInicio) : '—'],
    ['Fecha de finalización', input.fechaTerminacion ? formatDateTime(input.fechaTerminacion) : '—'],
    ['Fecha de entrega', input.fechaEntrega ? formatDateTime(input.fechaEntrega) : '—'],
    ['Operador', input.operador ?? '—'],
    ['Supervisor', input.supervisor ?? '—'],
  ];
  if (options.internal) filas.push(['Tiempo total', formatTimer(input.workedSeconds)]);
  return {
    empresa: input.empresa,
    titulo: input.titulo,
    numero: input.id,
    cliente: input.cliente,
    sucursal: input.sucursal ?? 'Casa central',
    direccion: input.direccion ?? '',
    prioridad: PRIORITY_LABELS[input.prioridad],
    filas,
    descripcion: blankToNull(input.descripcion),
    observacionesIniciales: blankToNull(input.observacionesIniciales),
    sucursalDetails: blankToNull(input.sucursalDetails),
    eventos: input.eventos.map((e) => {
      const tipo = (e.tipoEvento in EVENT_TYPE_COLORS ? e.tipoEvento : 'infraccion-menor') as EventType;
      return {
        numero: e.numero,
        timestamp: e.timestamp || '—',
        tipo: EVENT_TYPE_LABELS[tipo],
        color: EVENT_TYPE_COLORS[tipo],
        descripcion: e.descripcion,
        observaciones: e.observaciones,
        imagenes: e.imagenes,
      };
    }),
    canalesVision: blankToNull(input.canalesVision),
    observacionesFinales: blankToNull(input.observacionesFinales),
    observacionesSupervisor: blankToNull(input.observacionesSupervisor),
    generado: formatDateTime(now),
  };
}

/** A file name for a report: the title without characters that break downloads, and the audit number. */
export function reportFileName(
  model: Pick<ReportModel, 'titulo' | 'numero'>,
  ext: 'pdf' | 'docx' | 'html',
): string {
  const base = model.titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 _-]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .slice(0, 80);
  return `Auditoria_${model.numero}_${base || 'informe'}.${ext}`;
}
