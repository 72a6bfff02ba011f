/**
 * What the files module offers to other modules besides its service (docs/decisions.md, 'Feature boundaries'):
 * another module imports from `files.service.ts` or from this file only; everything else in the folder is the
 * module's own.
 */
export { findFiles, insertFile, markAttached, type StoredFileRow } from './files.repo';
export { sendStoredFile, storedAttachment } from './send-file';
