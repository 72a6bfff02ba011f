/** The day input's reading and display of a day (one copy for every form: `src/lib/day-input.ts`). */
export { formatDay, parseDayInput } from '../../lib/day-input';
