import { expect } from 'vitest';
import { jsonResponse } from './fetch-mock';

/**
 * A route of `mockApi` answering a change the server accepted, with the change's fields beside its message:
 * `{ success: true, message, ...fields }`.
 */
export function acceptedAnswer(message: string, fields: Record<string, unknown> = {}) {
  return () => jsonResponse({ success: true, message, ...fields });
}

/** Checks each named element's text ('Sueldo final' → '$ 21.666'): `find` gets the element of a name. */
export function expectTexts(find: (name: string) => HTMLElement, texts: Record<string, string>) {
  for (const [name, text] of Object.entries(texts)) {
    expect(find(name), name).toHaveTextContent(text);
  }
}
