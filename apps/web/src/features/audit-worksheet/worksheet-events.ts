import { DEFAULT_EVENT_TYPE, EVENT_TYPE_COLORS, type EventType } from '@auditorias/domain/audits/states';
import type { AuditEvent, DraftRequest } from '@auditorias/domain/schemas/audits';

/** An image already uploaded for the audit: referenced by id, shown from its data URL. */
export interface WorksheetImage {
  id: number;
  /** data:image/jpeg;base64,...; empty when only the id is known (a local copy saved without pixels). */
  data: string;
  name: string;
  size: number;
}

export interface WorksheetEvent {
  id: string;
  numero: number;
  /** Free text: '14:32', 'Cam 3 — 14:32:10'... */
  timestamp: string;
  descripcion: string;
  observaciones: string;
  tipoEvento: EventType;
  imagenes: WorksheetImage[];
}

/** Everything the operator writes in the worksheet. */
export interface WorksheetSheet {
  eventos: WorksheetEvent[];
  observacionesFinales: string;
  sucursalDetails: string;
  canalesVision: string;
}

export const EMPTY_SHEET: WorksheetSheet = {
  eventos: [],
  observacionesFinales: '',
  sucursalDetails: '',
  canalesVision: '',
};

/** Events numbered 1..n in their order (spec: removing an event renumbers the rest). */
export function renumber(events: readonly WorksheetEvent[]): WorksheetEvent[] {
  return events.map((event, index) => (event.numero === index + 1 ? event : { ...event, numero: index + 1 }));
}

let sequence = 0;
/** A new event id, unique in this browser (the server only requires uniqueness within the audit). */
export function newEventId(now: number = Date.now()): string {
  sequence += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `ev-${now.toString(36)}-${sequence}-${random}`;
}

/** Adds an empty event of the default type (infracción menor) at the end. */
export function addEvent(events: readonly WorksheetEvent[], id: string = newEventId()): WorksheetEvent[] {
  return renumber([
    ...events,
    {
      id,
      numero: events.length + 1,
      timestamp: '',
      descripcion: '',
      observaciones: '',
      tipoEvento: DEFAULT_EVENT_TYPE,
      imagenes: [],
    },
  ]);
}

export function removeEvent(events: readonly WorksheetEvent[], id: string): WorksheetEvent[] {
  return renumber(events.filter((event) => event.id !== id));
}

export function updateEvent(
  events: readonly WorksheetEvent[],
  id: string,
  changes: Partial<Omit<WorksheetEvent, 'id' | 'numero'>>,
): WorksheetEvent[] {
  return events.map((event) => (event.id === id ? { ...event, ...changes } : event));
}

export function attachImage(
  events: readonly WorksheetEvent[],
  eventId: string,
  image: WorksheetImage,
): WorksheetEvent[] {
  return events.map((event) =>
    event.id === eventId && !event.imagenes.some((i) => i.id === image.id)
      ? { ...event, imagenes: [...event.imagenes, image] }
      : event,
  );
}

export function removeImage(
  events: readonly WorksheetEvent[],
  eventId: string,
  imageId: number,
): WorksheetEvent[] {
  return events.map((event) =>
    event.id === eventId ? { ...event, imagenes: event.imagenes.filter((i) => i.id !== imageId) } : event,
  );
}

export function eventColor(tipo: EventType): string {
  return EVENT_TYPE_COLORS[tipo];
}

type EventFields = Pick<
  WorksheetEvent,
  'id' | 'numero' | 'timestamp' | 'descripcion' | 'observaciones' | 'tipoEvento'
>;
type SheetTexts = Pick<WorksheetSheet, 'observacionesFinales' | 'sucursalDetails' | 'canalesVision'>;

/** What an event is besides its images, the same in the template, the sheet and the draft. */
function eventFields(e: EventFields): EventFields {
  const { id, numero, timestamp, descripcion, observaciones, tipoEvento } = e;
  return { id, numero, timestamp, descripcion, observaciones, tipoEvento };
}

/** The sheet's free texts. */
function sheetTexts(sheet: SheetTexts): SheetTexts {
  const { observacionesFinales, sucursalDetails, canalesVision } = sheet;
  return { observacionesFinales, sucursalDetails, canalesVision };
}

/** The worksheet as the template answers it. */
export function sheetFromTemplate(template: {
  eventos: readonly AuditEvent[];
  observacionesFinales: string;
  sucursalDetails: string;
  canalesVision: string;
}): WorksheetSheet {
  return {
    eventos: renumber(
      template.eventos.map((e) => ({
        ...eventFields(e),
        imagenes: e.imagenes.map((i) => ({ id: i.id, data: i.data, name: i.name, size: i.size })),
      })),
    ),
    ...sheetTexts(template),
  };
}

/** What PUT /draft and PATCH /complete carry: images by id only (they were uploaded when pasted). */
export function toDraftRequest(sheet: WorksheetSheet): DraftRequest {
  return {
    eventos: renumber(sheet.eventos).map((e) => ({
      ...eventFields(e),
      colorEvento: EVENT_TYPE_COLORS[e.tipoEvento],
      imagenes: e.imagenes.map((i) => ({ id: i.id })),
    })),
    ...sheetTexts(sheet),
  };
}

/** Fills the pixels of images a local copy kept only by id, from the server's copy of the same images. */
export function fillImageData(sheet: WorksheetSheet, known: WorksheetSheet): WorksheetSheet {
  const data = new Map(known.eventos.flatMap((e) => e.imagenes.map((i) => [i.id, i.data] as const)));
  return {
    ...sheet,
    eventos: sheet.eventos.map((e) => ({
      ...e,
      imagenes: e.imagenes.map((i) => (i.data ? i : { ...i, data: data.get(i.id) ?? '' })),
    })),
  };
}
