/**
 * The queries of staff time control. Every read takes a list of users and a time window, so that a page of
 * employees costs the same few queries whatever its size (no query per employee or per day).
 */
export * from './staff-audits.repo';
export * from './staff-employees.repo';
export * from './staff-sessions.repo';
export { toDate, type Window } from './staff-sql';
