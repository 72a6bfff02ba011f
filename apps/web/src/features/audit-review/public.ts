/**
 * What the audit-review feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { getSupervisorFormData } from './api/get-supervisor-form-data';
export { pendingReviewQueryOptions } from './api/list-pending-review';
export { useSendToClientMutation } from './api/send-to-client';
export { byChosenClients } from './client-filter';
export { ClientMultiPicker } from './components/client-multi-picker';
export { SupervisorPanel } from './components/supervisor-panel';
export { APPROVED_MESSAGE, returnErrorText } from './review-messages';
export { supervisorFormUrl } from './supervisor-form-url';
