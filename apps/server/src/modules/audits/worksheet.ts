import { randomUUID } from 'node:crypto';
import { EVENT_TYPE_COLORS, type EventType } from '@auditorias/domain/audits/states';
import type { AuditEvent, DraftRequest } from '@auditorias/domain/schemas/audits';
import type { StoredWorksheet } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';

/**
 * The worksheet to store: events numbered 1..n in the order sent (removing one renumbers the rest), the ids
 * sent kept and a new one given to an event sent without (any client of the API, not only the web app), and
 * images by id, which must belong to the audit.
 */
export function worksheetToStore(input: DraftRequest, knownImageIds: ReadonlySet<number>): StoredWorksheet {
  const seen = new Set<string>();
  const eventos = input.eventos.map((e, index) => {
    const id = e.id || randomUUID();
    if (seen.has(id)) throw badRequest('Hay dos eventos con el mismo identificador');
    seen.add(id);
    const imagenes = e.imagenes.map((img) => img.id);
    for (const id of imagenes) {
      if (!knownImageIds.has(id)) throw badRequest('Una imagen del evento no pertenece a esta auditoría');
    }
    return {
      id,
      numero: index + 1,
      timestamp: e.timestamp,
      descripcion: e.descripcion,
      observaciones: e.observaciones,
      tipoEvento: e.tipoEvento,
      imagenes,
    };
  });
  return {
    eventos,
    observacionesFinales: input.observacionesFinales,
    sucursalDetails: input.sucursalDetails,
    canalesVision: input.canalesVision,
  };
}

export const EMPTY_WORKSHEET: StoredWorksheet = {
  eventos: [],
  observacionesFinales: '',
  sucursalDetails: '',
  canalesVision: '',
};

/** Events as the API shows them, with their images inline (data URLs). */
export function eventsForApi(
  sheet: StoredWorksheet,
  images: ReadonlyMap<number, { data: Buffer; mime: string; name: string; size: number; createdAt: Date }>,
): AuditEvent[] {
  return sheet.eventos.map((e) => {
    const tipo = (e.tipoEvento in EVENT_TYPE_COLORS ? e.tipoEvento : 'infraccion-menor') as EventType;
    return {
      id: e.id,
      numero: e.numero,
      timestamp: e.timestamp,
      descripcion: e.descripcion,
      observaciones: e.observaciones,
      tipoEvento: tipo,
      colorEvento: EVENT_TYPE_COLORS[tipo],
      imagenes: e.imagenes.flatMap((id) => {
        const img = images.get(id);
        return img
          ? [
              {
                id,
                data: `data:${img.mime};base64,${img.data.toString('base64')}`,
                name: img.name,
                size: img.size,
                timestamp: img.createdAt.toISOString(),
              },
            ]
          : [];
      }),
    };
  });
}

export function imageIdsOf(sheet: StoredWorksheet | null): number[] {
  return sheet ? sheet.eventos.flatMap((e) => e.imagenes) : [];
}
