import type { FastifyBaseLogger } from 'fastify';
import { describeDatabaseError } from '../../infrastructure/database/describe-database-error.js';
import { isDatabaseUnavailable } from '../../infrastructure/database/is-database-unavailable.js';

export interface RollupJobOptions {
  /** One tick's work: partition upkeep and a scheduled refresh. */
  run: () => Promise<void>;
  /** Time between ticks; 0 or less: `start` schedules nothing. */
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export interface RollupJob {
  /** Ticks every `intervalMs` from now on. */
  start: () => void;
  /** Runs a tick now, or waits for the one under way; resolves when done and never rejects. */
  runNow: () => Promise<void>;
  /** Stops ticking and waits for the tick under way. */
  stop: () => Promise<void>;
}

/**
 * The analytics rollups' background job, on the pattern of the e-mail outbox sender: a timer
 * that never keeps the process alive, ticks in one process that never overlap (a tick that
 * comes while one runs is dropped: the next covers it), and failures that are logged, never
 * thrown, so a database fault waits for the next tick instead of ending the process. Every
 * process ticks: the scheduled refresh claims its interval, so one tick an interval does the work.
 */
export function createRollupJob(options: RollupJobOptions): RollupJob {
  const { run, intervalMs, log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function tick(): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        log.warn(
          { reason: describeDatabaseError(error) },
          'analytics rollups: database unavailable; will retry on the next tick',
        );
      } else {
        log.error({ err: error }, 'analytics rollups: tick failed; will retry on the next tick');
      }
    }
  }

  function runNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= tick().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    start: () => {
      if (stopped || timer !== undefined || intervalMs <= 0) return;
      timer = setInterval(() => void runNow(), intervalMs);
      // The timer alone never keeps the process alive; the server or the test does.
      timer.unref();
    },
    runNow,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
