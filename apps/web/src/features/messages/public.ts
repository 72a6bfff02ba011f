/**
 * What the messages feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */

export { useUnreadCountQuery } from './api/get-unread-count';
export { useUserAdminMessagesQuery } from './api/get-user-admin-messages';
export { useSendMessageMutation } from './api/send-message';
export { MessageTypeBadge } from './components/message-type-badge';
export { unreadPillText } from './components/unread-notifier';
export { CONVERSATION_PARAM } from './messages-layout';
