import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema/index';

export interface Job {
  name: string;
  everyMs: number;
  /** The work itself: runs whenever it is called (tests call it directly). */
  run(now?: Date): Promise<unknown>;
  /** Set by `oncePerPeriod`: who decides which instance runs the job in a period. */
  periods?: JobPeriods;
}

/** Claims of job periods on the shared database. */
export interface JobPeriods {
  /** True for exactly one caller per job and period, on every instance together. */
  claim(job: string, periodStart: Date): Promise<boolean>;
  finish(job: string, periodStart: Date): Promise<void>;
  /** Gives the period back (a failed run): the next tick of any instance tries again. */
  release(job: string, periodStart: Date): Promise<void>;
}

/** Rows of finished periods older than this are removed when the same job claims a new period. */
const KEEP_RUNS_MS = 30 * 24 * 60 * 60 * 1000;

/** Periods are aligned to the clock (epoch multiples of `everyMs`): every instance computes the same one. */
export function periodStart(job: Pick<Job, 'everyMs'>, now: Date): Date {
  return new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs);
}

/** Claims in the `job_runs` table: the primary key (job, period_start) lets one insert per period win. */
export function jobRunsPeriods(db: Db): JobPeriods {
  return {
    async claim(job, start) {
      const won = await db
        .insert(jobRuns)
        .values({ job, periodStart: start })
        .onConflictDoNothing()
        .returning({ job: jobRuns.job });
      if (won.length === 0) return false;
      await db
        .delete(jobRuns)
        .where(and(eq(jobRuns.job, job), lt(jobRuns.periodStart, new Date(start.getTime() - KEEP_RUNS_MS))));
      return true;
    },
    async finish(job, start) {
      await db
        .update(jobRuns)
        .set({ finishedAt: sql`now()` })
        .where(and(eq(jobRuns.job, job), eq(jobRuns.periodStart, start)));
    },
    async release(job, start) {
      await db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.periodStart, start)));
    },
  };
}

/** The application's jobs, each run once per period by whichever instance claims it first. */
export function oncePerPeriod(db: Db, jobs: Job[]): Job[] {
  const periods = jobRunsPeriods(db);
  return jobs.map((job) => ({ ...job, periods }));
}

export type ScheduledRun = { ran: true; result: unknown } | { ran: false };

/**
 * What a tick does: claims the job's current period and runs it, or answers `{ ran: false }` when another tick
 * (of this or another instance) already took the period. A failure gives the period back and is thrown. A job
 * without `periods` runs every time.
 */
export async function runScheduled(job: Job, now = new Date()): Promise<ScheduledRun> {
  const periods = job.periods;
  if (!periods) return { ran: true, result: await job.run(now) };
  const start = periodStart(job, now);
  if (!(await periods.claim(job.name, start))) return { ran: false };
  let result: unknown;
  try {
    result = await job.run(now);
  } catch (error) {
    await periods.release(job.name, start).catch(() => {});
    throw error;
  }
  await periods.finish(job.name, start);
  return { ran: true, result };
}

/** A tick comes this long after its period starts: clocks of different machines differ a little. */
const TICK_DELAY_MS = 2_000;

/**
 * Ticks each job now and then at the start of each of its periods (clock-aligned, see `periodStart`), one run
 * at a time per job; a failure is logged and retried at the next tick. With several instances each job runs once
 * per period (see `oncePerPeriod`); jobs stay idempotent anyway. Answers the stop function.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger): () => void {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  for (const job of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const outcome = await runScheduled(job);
        if (outcome.ran) log.debug({ job: job.name, result: outcome.result }, 'tarea programada ejecutada');
        else log.debug({ job: job.name }, 'tarea programada ya ejecutada en este período por otra instancia');
      } catch (err) {
        log.error({ err, job: job.name }, 'falló una tarea programada');
      } finally {
        running = false;
      }
    };
    const scheduleNext = () => {
      if (stopped) return;
      const now = Date.now();
      const next = periodStart(job, new Date(now)).getTime() + job.everyMs + TICK_DELAY_MS;
      const timer = setTimeout(() => {
        void tick().finally(scheduleNext);
      }, next - now);
      timer.unref();
      timers.set(job.name, timer);
    };
    void tick();
    scheduleNext();
  }
  return () => {
    stopped = true;
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
