import { describe, expect, it } from 'vitest';
import {
  addEvent,
  attachImage,
  fillImageData,
  removeEvent,
  removeImage,
  renumber,
  sheetFromTemplate,
  toDraftRequest,
  updateEvent,
  type WorksheetEvent,
} from './worksheet-events';

const image = (id: number) => ({ id, data: `data:image/jpeg;base64,${id}`, name: `i${id}.jpg`, size: 10 });

function threeEvents(): WorksheetEvent[] {
  return addEvent(addEvent(addEvent([], 'a'), 'b'), 'c');
}

describe('worksheet events', () => {
  it('numbers new events from 1, of the default type infracción menor, empty', () => {
    const events = threeEvents();
    expect(events.map((e) => [e.id, e.numero])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(events[0]).toMatchObject({ timestamp: '', descripcion: '', observaciones: '', imagenes: [] });
    expect(events.every((e) => e.tipoEvento === 'infraccion-menor')).toBe(true);
  });

  it('renumbers the rest when one is removed', () => {
    const events = removeEvent(threeEvents(), 'a');
    expect(events.map((e) => [e.id, e.numero])).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
    expect(removeEvent(events, 'c').map((e) => e.numero)).toEqual([1]);
    expect(addEvent(removeEvent(threeEvents(), 'b'), 'd').map((e) => [e.id, e.numero])).toEqual([
      ['a', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });

  it('renumbers whatever order it receives', () => {
    const [a, b] = threeEvents();
    expect(renumber([b as WorksheetEvent, a as WorksheetEvent]).map((e) => [e.id, e.numero])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('generates distinct ids', () => {
    const events = addEvent(addEvent([]));
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
  });

  it('changes only the event named, and attaches each image once', () => {
    let events = updateEvent(threeEvents(), 'b', {
      descripcion: 'Puerta abierta',
      tipoEvento: 'infraccion-grave',
    });
    expect(events[1]).toMatchObject({
      descripcion: 'Puerta abierta',
      tipoEvento: 'infraccion-grave',
      numero: 2,
    });
    expect(events[0]?.descripcion).toBe('');
    events = attachImage(events, 'b', image(7));
    events = attachImage(events, 'b', image(7));
    events = attachImage(events, 'b', image(8));
    expect(events[1]?.imagenes.map((i) => i.id)).toEqual([7, 8]);
    expect(removeImage(events, 'b', 7)[1]?.imagenes.map((i) => i.id)).toEqual([8]);
  });

  it('sends images by id only, with the numbers and the colour of each type', () => {
    const events = attachImage(
      updateEvent(threeEvents(), 'c', { tipoEvento: 'problema-tecnico' }),
      'c',
      image(9),
    );
    const draft = toDraftRequest({
      eventos: events,
      observacionesFinales: 'fin',
      sucursalDetails: 'x',
      canalesVision: 'c1',
    });
    expect(draft.eventos[2]).toEqual({
      id: 'c',
      numero: 3,
      timestamp: '',
      descripcion: '',
      observaciones: '',
      tipoEvento: 'problema-tecnico',
      colorEvento: '#16a34a',
      imagenes: [{ id: 9 }],
    });
    expect(draft).toMatchObject({ observacionesFinales: 'fin', sucursalDetails: 'x', canalesVision: 'c1' });
  });

  it("reads the template's events and fills images a local copy kept only by id", () => {
    const sheet = sheetFromTemplate({
      eventos: [
        {
          id: 'p1',
          numero: 4,
          timestamp: '21:58',
          descripcion: 'Cierre',
          observaciones: '',
          tipoEvento: 'infraccion-menor',
          colorEvento: '#0066cc',
          imagenes: [{ ...image(5), timestamp: '2026-11-20T00:00:00.000Z' }],
        },
      ],
      observacionesFinales: '',
      sucursalDetails: '',
      canalesVision: '',
    });
    expect(sheet.eventos[0]).toMatchObject({ id: 'p1', numero: 1, imagenes: [image(5)] });
    const local = {
      ...sheet,
      eventos: sheet.eventos.map((e) => ({ ...e, imagenes: [{ ...image(5), data: '' }] })),
    };
    expect(fillImageData(local, sheet).eventos[0]?.imagenes[0]?.data).toBe(image(5).data);
  });
});
