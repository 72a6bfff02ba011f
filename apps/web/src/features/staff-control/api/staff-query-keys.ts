import { useRefresh } from '../../../lib/mutations';

/** Every staff time-control read is under this key: authorizing overtime and closing sessions refresh it. */
export const staffQueryKey = ['staff'] as const;

/** Refreshes the staff centre, the day details, the reports and the work-time widgets shown. */
export function useRefreshStaff() {
  return useRefresh([staffQueryKey]);
}
