import type { Db } from '../db/client';
import type { ConfigService } from '../modules/config/config.service';
import { billFixedPackages } from '../modules/finance/fixed-package';
import type { Job } from './scheduler';

export const FIXED_AUDITS_JOB = 'abonos-auditorias-fijas';

/**
 * Bills the four fixed audits of the current Argentine month (docs/decisions.md, "Cuatro auditorías fijas"). Hourly
 * rather than once at midnight of day 1: a missed hour (restart, failure) or a flag set mid-month is caught by the
 * next tick; each package's idempotency key makes every rerun, and every other instance, bill it once.
 */
export function fixedAuditsJob(deps: { db: Db; config: ConfigService }): Job {
  return {
    name: FIXED_AUDITS_JOB,
    everyMs: 60 * 60 * 1000,
    run: async (now?: Date) => billFixedPackages(deps.db, await deps.config.pricing(), now),
  };
}
