/**
 * What the audits feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { useAuditsMutation } from './api/audits-mutation';
export { useDeleteAuditMutation } from './api/delete-audit';
export { useDownloadAuditAttachmentMutation } from './api/download-audit-attachment';
export { useAuditCountsQuery } from './api/get-audit-counts';
export { useAssignableUsersQuery } from './api/list-assignable-users';
export {
  auditListQuery,
  auditsQueryKey,
  fetchAuditPage,
  listAuditsPage,
  useAuditListQuery,
  useAuditPages,
} from './api/list-audits';
export { resumeAudit, useResumeAuditMutation } from './api/resume-audit';
export { startAudit, useStartAuditMutation } from './api/start-audit';
export { auditActions, auditFacts } from './audit-facts';
export { AddMessageModal } from './components/add-message-modal';
export { AssigneeSelect, NOBODY } from './components/assignee-select';
export { AuditAttachments } from './components/audit-attachments';
export { AuditCard, AuditCardLayout, AuditCardTitle, AuditFact } from './components/audit-card';
export {
  auditDateColumn,
  auditNumberColumn,
  auditOperatorColumn,
  auditPlace,
  auditStateColumn,
  auditTitleColumn,
} from './components/audit-columns';
export { AuditForm, SCHEDULED_AUDIT_TITLE } from './components/audit-form';
export { AuditFormModal, type AuditFormTarget } from './components/audit-form-modal';
export { AuditStateFilter, AuditsLoadError } from './components/audit-list-parts';
export { AuditPriorityBadge } from './components/audit-priority-badge';
export { AuditStateBadge } from './components/audit-state-badge';
export { AuditTrackingPanel } from './components/audit-tracking-panel';
export { DayInput } from './components/day-input';
export { ReassignAuditModal } from './components/reassign-audit-modal';
export { formatDay } from './date-input';
export { formatFileSize } from './file-size';
