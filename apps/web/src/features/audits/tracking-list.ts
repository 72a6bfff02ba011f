import type { Audit } from '@auditorias/domain/schemas/audits';
import { normaliseSearch } from './client-options';

/**
 * The tracking search as the server runs it (GET /audits?search=), for lists a screen already holds in full.
 * Spec: the tracking search matches title, client name, operator name, supervisor name or id, case-insensitive
 * (accents ignored too).
 */
export function matchesTrackingSearch(audit: Audit, search: string): boolean {
  const wanted = normaliseSearch(search.replace(/^#/, ''));
  if (wanted === '') return true;
  if (String(audit.id) === wanted) return true;
  const fields = [
    audit.titulo,
    audit.client.nombre,
    audit.cliente,
    audit.operador?.name,
    audit.supervisor?.name,
  ];
  return fields.some((field) => (field ? normaliseSearch(field).includes(wanted) : false));
}
