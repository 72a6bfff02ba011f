import { templateResponseSchema } from '@auditorias/domain/schemas/audits';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

export type AuditTemplate = Omit<z.infer<typeof templateResponseSchema>, 'success'>;

/** Kept apart from the audit lists' key: refreshing lists must never reload a worksheet being written. */
export const auditTemplateQueryKey = (id: number) => ['audit-template', id] as const;

/**
 * GET /audits/{id}/template: the audit, its events (images inline as data URLs), the texts, the client's files,
 * the server-measured worked time, when the draft was last saved and the client's/branch's instructions.
 */
export async function getAuditTemplate(id: number, signal?: AbortSignal): Promise<AuditTemplate> {
  const { success: _ok, ...template } = await apiRequest(`/audits/${id}/template`, {
    schema: templateResponseSchema,
    signal,
  });
  return template;
}

/** A worksheet being written is read once: never refetched on its own, dropped when its screen closes. */
export const worksheetQueryOptions = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

export function auditTemplateQueryOptions(id: number) {
  return apiQuery(auditTemplateQueryKey(id), (signal) => getAuditTemplate(id, signal), worksheetQueryOptions);
}

export function useAuditTemplateQuery(id: number) {
  return useQuery(auditTemplateQueryOptions(id));
}
