/**
 * What the messages module offers to other modules besides its service (docs/decisions.md, 'Feature boundaries'):
 * another module imports from `messages.service.ts` or from this file only; everything else in the folder is the
 * module's own.
 */
export { countUnread, insertMessage } from './messages.repo';
