/** Query keys of the messages area; everything under ['messages'] belongs to the signed-in user's mailbox. */
export const messagesQueryKey = ['messages'] as const;
export const conversationsQueryKey = ['messages', 'conversations'] as const;
export const conversationQueryKey = (userId: number) => ['messages', 'conversation', userId] as const;
export const unreadCountQueryKey = ['messages', 'unread-count'] as const;
export const contactsQueryKey = ['messages', 'contacts'] as const;
export const userAdminMessagesQueryKey = (userId: number) => ['messages', 'user', userId] as const;
