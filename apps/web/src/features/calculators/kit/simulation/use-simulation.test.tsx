import { EngineError } from '@freedompath/engine';
import { runwayProbability } from '@freedompath/engine/fire';
import type { RunwayProfile } from '@freedompath/engine/runway';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InThreadWorker } from '../test-support/in-thread-worker';
import { useSimulation } from './use-simulation';

beforeAll(() => {
  vi.stubGlobal('Worker', InThreadWorker);
});

const profile: RunwayProfile = {
  breakDuration: 12,
  currentSavings: 10_000,
  stockInvestments: 20_000,
  cryptoInvestments: 0,
  monthlyExpensesDuringBreak: 2_500,
};
const job = { kind: 'runway-probability', profile, options: { runs: 100 } } as const;

/** What a settled run gave: its result, or the error it rejected with. */
function settled<T>(promise: Promise<T>): Promise<{ result?: T; error?: unknown }> {
  return promise.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
}

describe('useSimulation', () => {
  it('runs a job in the worker: running, then done with the engine’s result', async () => {
    const { result } = renderHook(() => useSimulation());
    expect(result.current).toMatchObject({ status: 'idle', progress: 0 });
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.run(job);
    });
    expect(result.current).toMatchObject({ status: 'running', progress: 0 });
    await act(async () => {
      await expect(running).resolves.toEqual(runwayProbability(profile, { runs: 100 }));
    });
    expect(result.current).toMatchObject({ status: 'done', progress: 1 });
  });

  it('cancels: the run rejects with an AbortError and the status is idle again', async () => {
    const { result } = renderHook(() => useSimulation());
    let outcome: Promise<{ error?: unknown }> = Promise.resolve({});
    act(() => {
      outcome = settled(result.current.run(job));
      result.current.cancel();
    });
    expect((await outcome).error).toMatchObject({ name: 'AbortError' });
    expect(result.current).toMatchObject({ status: 'idle', progress: 0 });
  });

  it('cancels when the caller’s signal aborts, e.g. the gate’s', async () => {
    const { result } = renderHook(() => useSimulation());
    const controller = new AbortController();
    let outcome: Promise<{ error?: unknown }> = Promise.resolve({});
    act(() => {
      outcome = settled(result.current.run(job, { signal: controller.signal }));
      controller.abort();
    });
    await act(async () => {
      expect((await outcome).error).toMatchObject({ name: 'AbortError' });
    });
    expect(result.current.status).toBe('idle');
  });

  it('lets a newer run replace the one in flight', async () => {
    const { result } = renderHook(() => useSimulation());
    let first: Promise<{ error?: unknown }> = Promise.resolve({});
    let second: Promise<{ result?: unknown }> = Promise.resolve({});
    act(() => {
      first = settled(result.current.run(job));
      second = settled(result.current.run({ ...job, options: { runs: 50 } }));
    });
    await act(async () => {
      expect((await first).error).toMatchObject({ name: 'AbortError' });
      expect((await second).result).toEqual(runwayProbability(profile, { runs: 50 }));
    });
    expect(result.current.status).toBe('done');
  });

  it('ends in error for input the engine refuses', async () => {
    const { result } = renderHook(() => useSimulation());
    await act(async () => {
      const outcome = await settled(
        result.current.run({ ...job, profile: { ...profile, currentSavings: -1 } }),
      );
      expect(outcome.error).toBeInstanceOf(EngineError);
    });
    expect(result.current).toMatchObject({ status: 'error', progress: 0 });
  });

  it('cancels its run when the screen unmounts', async () => {
    const { result, unmount } = renderHook(() => useSimulation());
    let outcome: Promise<{ error?: unknown }> = Promise.resolve({});
    act(() => {
      outcome = settled(result.current.run(job));
    });
    unmount();
    expect((await outcome).error).toMatchObject({ name: 'AbortError' });
  });
});
