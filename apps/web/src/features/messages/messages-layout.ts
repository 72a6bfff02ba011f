/** Spec section 9: the messages screen's sizes. */
export const SIDEBAR_WIDTH = 350;
export const MESSAGE_AREA_HEIGHT = 600;
export const COMPOSER_MAX_HEIGHT = 120;

/** The open conversation lives in the address (`?tab=messages&conversation=ID`), so a toast can open it. */
export const CONVERSATION_PARAM = 'conversation';
