import { screen } from '@testing-library/react';
import type { ImageSeam } from '../image-processing';

/** Stands in for the browser's image decoding: every pasted image is `width`×`height` and renders as `rendered`. */
export function fakeImageSeam(rendered: string, width: number, height: number): ImageSeam {
  return {
    load: async () => ({ source: {} as CanvasImageSource, width, height, release: () => {} }),
    render: () => rendered,
  };
}

/** Pastes clipboard items (Ctrl+V) on the page; answers the event, to see whether the screen took it. */
export function paste(items: Array<{ kind: string; type: string; file?: File }>) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { items: items.map((i) => ({ kind: i.kind, type: i.type, getAsFile: () => i.file ?? null })) },
  });
  document.dispatchEvent(event);
  return event;
}

/** The worksheet's event cards, and their names ('Evento 1'...). */
export const events = () => screen.queryAllByTestId('worksheet-event');
export const eventTitles = () => events().map((e) => e.getAttribute('aria-label'));
