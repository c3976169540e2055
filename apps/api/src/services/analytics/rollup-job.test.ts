import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRollupJob } from './rollup-job.js';

const INTERVAL_MS = 1_000;

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function fakeLog() {
  return { warn: vi.fn(), error: vi.fn() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('rollup job', () => {
  it('ticks every interval, never two ticks at once', async () => {
    const tick = deferred();
    const run = vi.fn(() => tick.promise);
    const job = createRollupJob({ run, intervalMs: INTERVAL_MS, log: fakeLog() });
    job.start();
    expect(run).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(5 * INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(1);

    tick.resolve();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('logs a database fault as a warning and anything else as an error, and ticks on', async () => {
    const log = fakeLog();
    const run = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))
      .mockRejectedValueOnce(new Error('a bug'))
      .mockResolvedValue(undefined);
    const job = createRollupJob({ run, intervalMs: INTERVAL_MS, log });

    await job.runNow();
    expect(log.warn).toHaveBeenCalledWith(
      { reason: 'ECONNREFUSED' },
      expect.stringContaining('database unavailable'),
    );
    await job.runNow();
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.any(Error) as Error },
      expect.stringContaining('tick failed'),
    );
    await expect(job.runNow()).resolves.toBeUndefined();
    expect(run).toHaveBeenCalledTimes(3);
    await job.stop();
  });

  it('stop waits for the tick under way, and nothing runs after it', async () => {
    const tick = deferred();
    const run = vi.fn(() => tick.promise);
    const job = createRollupJob({ run, intervalMs: INTERVAL_MS, log: fakeLog() });
    job.start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);

    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    tick.resolve();
    await stopping;

    await vi.advanceTimersByTimeAsync(5 * INTERVAL_MS);
    await job.runNow();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('schedules nothing with an interval of 0', async () => {
    const run = vi.fn(() => Promise.resolve());
    const job = createRollupJob({ run, intervalMs: 0, log: fakeLog() });
    job.start();
    await vi.advanceTimersByTimeAsync(60 * INTERVAL_MS);
    expect(run).not.toHaveBeenCalled();
    await job.stop();
  });
});
