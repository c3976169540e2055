import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  logRuntimeMetrics,
  RUNTIME_METRICS_MESSAGE,
  type RuntimeMetrics,
} from './log-runtime-metrics.js';

interface LogLine {
  level: number;
  msg: string;
  runtime?: RuntimeMetrics;
}

/** A Fastify app whose log lines are kept, parsed. */
function appWithLog(): { app: FastifyInstance; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as LogLine) };
  return { app: Fastify({ logger: { level: 'info', stream } }), lines };
}

async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('logRuntimeMetrics', () => {
  it("logs the process's memory and its event loop's delay and utilisation every interval", async () => {
    const { app, lines } = appWithLog();
    logRuntimeMetrics(app, 20);
    const metrics = () => lines.filter((line) => line.msg === RUNTIME_METRICS_MESSAGE);
    await until(() => metrics().length >= 2);
    await app.close();

    expect(metrics().length).toBeGreaterThanOrEqual(2);
    for (const { level, runtime } of metrics()) {
      expect(level).toBe(30);
      if (!runtime) throw new Error('a runtime metrics line without its figures');
      expect(runtime.rssBytes).toBeGreaterThan(0);
      expect(runtime.heapUsedBytes).toBeGreaterThan(0);
      const { p50, p99, max } = runtime.eventLoopDelayMs;
      expect(0 <= p50 && p50 <= p99 && p99 <= max).toBe(true);
      expect(runtime.eventLoopUtilization).toBeGreaterThanOrEqual(0);
      expect(runtime.eventLoopUtilization).toBeLessThanOrEqual(1);
    }
  });
});
