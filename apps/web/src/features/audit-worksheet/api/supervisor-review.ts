import type { SupervisorEdits as SupervisorEditsRequest } from '@auditorias/domain/schemas/audit-management';
import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { getSupervisorFormData } from '../../audit-review/public';
import type { SupervisorEdits } from '../supervisor-draft';
import { toDraftRequest } from '../worksheet-events';
import { type AuditTemplate, worksheetQueryOptions } from './get-audit-template';

/** Kept apart from the audit lists' key, like the operator's template: refreshing lists never reloads the sheet. */
export const supervisorTemplateQueryKey = (id: number) => ['audit-template', id, 'supervisor'] as const;

/** GET /audits/{id}/supervisor/form-data: the worksheet as the supervisor edits it (the template's shape). */
export function supervisorTemplateQueryOptions(id: number) {
  const fetchTemplate = async (signal: AbortSignal): Promise<AuditTemplate> => {
    const { success: _ok, ...template } = await getSupervisorFormData(id, signal);
    return template;
  };
  return apiQuery(supervisorTemplateQueryKey(id), fetchTemplate, worksheetQueryOptions);
}

export function useSupervisorTemplateQuery(id: number, enabled = true) {
  return useQuery({ ...supervisorTemplateQueryOptions(id), enabled });
}

/** The body of save and approve: the edited events (images by id), the texts, the title. */
export function supervisorRequest(edits: SupervisorEdits): SupervisorEditsRequest {
  const { eventos, ...texts } = toDraftRequest(edits.sheet);
  return {
    titulo: edits.titulo.trim(),
    eventosEditados: eventos,
    ...texts,
    observacionesSupervisor: edits.observacionesSupervisor,
  };
}

/** PUT /audits/{id}/supervisor/save: keeps the supervisor's corrections ('guardado_supervisor', ready to approve). */
export function saveSupervisorChanges(id: number, edits: SupervisorEdits, signal?: AbortSignal) {
  return apiRequest(`/audits/${id}/supervisor/save`, {
    method: 'PUT',
    body: supervisorRequest(edits),
    schema: auditMutationResponseSchema,
    signal,
  });
}

/**
 * PUT /audits/{id}/supervisor/approve: saves the corrections, approves the audit and delivers it to the client
 * (the server keeps the client's final PDF). `wordApproved`: the supervisor approved the report as shown.
 */
export function approveAndSendToClient(id: number, edits: SupervisorEdits, signal?: AbortSignal) {
  return apiRequest(`/audits/${id}/supervisor/approve`, {
    method: 'PUT',
    body: { ...supervisorRequest(edits), wordApproved: true },
    schema: auditMutationResponseSchema,
    signal,
  });
}
