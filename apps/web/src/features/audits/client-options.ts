import type { ClientForAudits } from '../clients/public';
import { MAIN_OFFICE_ID, MAIN_OFFICE_NAME } from './audit-form-values';

export interface ClientOption {
  value: string;
  label: string;
  /** Normalised text the search looks in: the company, its parent company and its branches. */
  search: string;
}

/** Lower case without accents, so 'nunez' finds 'Núñez'. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The companies of the picker: top-level ones by name, each followed by its child businesses ('Padre › Hijo'),
 * searchable by the company's name, its parent's name and its branches' names.
 */
export function clientOptions(clients: readonly ClientForAudits[]): ClientOption[] {
  const byId = new Map(clients.map((c) => [c.id, c]));
  const byName = (a: ClientForAudits, b: ClientForAudits) => a.nombre.localeCompare(b.nombre, 'es');
  const roots = clients.filter((c) => c.parentId === null || !byId.has(c.parentId)).sort(byName);
  const option = (client: ClientForAudits): ClientOption => {
    const parent = client.parentId !== null ? byId.get(client.parentId) : undefined;
    const label = parent ? `${parent.nombre} › ${client.nombre}` : client.nombre;
    const search = [label, client.email ?? '', ...client.branches.map((b) => b.nombre)].join(' | ');
    return { value: String(client.id), label, search: normaliseSearch(search) };
  };
  const result: ClientOption[] = [];
  for (const root of roots) {
    result.push(option(root));
    for (const child of clients.filter((c) => c.parentId === root.id).sort(byName))
      result.push(option(child));
  }
  return result;
}

/** Every word of the search appears in the option's searchable text. */
export function matchesClientSearch(option: Pick<ClientOption, 'search'>, search: string): boolean {
  const words = normaliseSearch(search).split(/\s+/).filter(Boolean);
  return words.every((word) => option.search.includes(word));
}

/** The branch choices of a company: its branches, or its main office when it has none. */
export function branchOptions(client: ClientForAudits | undefined): Array<{ value: string; label: string }> {
  if (!client) return [];
  if (client.branches.length === 0) return [{ value: String(MAIN_OFFICE_ID), label: MAIN_OFFICE_NAME }];
  return client.branches.map((b) => ({
    value: String(b.id),
    label: b.direccion ? `${b.nombre} — ${b.direccion}` : b.nombre,
  }));
}

/** The branch a search was aimed at: the only branch of the company whose name matches it, else null. */
export function branchMatchingSearch(client: ClientForAudits, search: string): number | null {
  const words = normaliseSearch(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const hits = client.branches.filter((b) => {
    const name = normaliseSearch(b.nombre);
    return words.some((word) => word.length >= 3 && name.includes(word));
  });
  return hits.length === 1 && hits[0] ? hits[0].id : null;
}
