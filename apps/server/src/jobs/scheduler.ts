import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  everyMs: number;
  run(now?: Date): Promise<unknown>;
}

/**
 * Runs each job now and then every `everyMs`, one run at a time per job; a failure is logged and retried at the
 * next tick. Jobs must be idempotent (several instances may run them). Answers the stop function.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const result = await job.run();
        log.debug({ job: job.name, result }, 'tarea programada ejecutada');
      } catch (err) {
        log.error({ err, job: job.name }, 'falló una tarea programada');
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
