/** The client forms' reading of a typed day (one copy for every form: `src/lib/day-input.ts`). */
export { parseDayInput as parseDateInput } from '../../lib/day-input';
