import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/** The `msg` of the line, which the soak script looks for in the server's log. */
export const RUNTIME_METRICS_MESSAGE = 'runtime metrics';

/** What one line carries, for the interval since the previous one. */
export interface RuntimeMetrics {
  rssBytes: number;
  heapUsedBytes: number;
  /** How much later than due a 10 ms timer fired: how long a request could wait for the loop. */
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** The share of the interval the event loop spent running code (0 … 1). */
  eventLoopUtilization: number;
}

const RESOLUTION_MS = 10;
const round = (value: number, digits: number): number => Number(value.toFixed(digits));
/** The histogram holds whole timer periods in ns: the delay is what exceeds the period. */
const lateness = (ns: number): number => round(Math.max(0, ns / 1e6 - RESOLUTION_MS), 2);

/**
 * Every `intervalMs`, logs one info line `runtime metrics` with the process's memory and its
 * event loop's delay and utilisation over the interval (`RUNTIME_METRICS_INTERVAL_MS`): figures
 * only the process itself can measure, for the soak script and for capacity checks, without a
 * public endpoint. `0` (the default) logs nothing and measures nothing.
 */
export function logRuntimeMetrics(app: FastifyInstance, intervalMs: number): void {
  if (intervalMs <= 0) return;
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  let busy = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const memory = process.memoryUsage();
    const metrics: RuntimeMetrics = {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      eventLoopDelayMs: {
        p50: lateness(delay.percentile(50)),
        p99: lateness(delay.percentile(99)),
        max: lateness(delay.max),
      },
      eventLoopUtilization: round(performance.eventLoopUtilization(now, busy).utilization, 3),
    };
    busy = now;
    delay.reset();
    app.log.info({ runtime: metrics }, RUNTIME_METRICS_MESSAGE);
  }, intervalMs);
  // A sampler never keeps the process alive, nor runs past the app's close.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    delay.disable();
  });
}
