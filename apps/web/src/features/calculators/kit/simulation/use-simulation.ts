import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createSimulationClient } from './simulation-client';
import type { SimulationClient } from './simulation-client';
import type { SimulationJob, SimulationResultOf } from './simulation-protocol';

export type SimulationStatus = 'idle' | 'running' | 'done' | 'error';

export interface Simulation {
  /** The latest run's: `idle` before any and after a cancel, `error` when it failed. */
  status: SimulationStatus;
  /** The share of the latest run done, 0–1 (1 once done). */
  progress: number;
  /**
   * Runs a job in the worker, cancelling this hook's run still in flight. Rejects as the
   * client's `run` does: an `AbortError` `DOMException` when cancelled (by `cancel`, `signal`,
   * a newer run or unmounting), an `EngineError` for invalid input, else an `Error`.
   */
  run: <Job extends SimulationJob>(
    job: Job,
    options?: { signal?: AbortSignal },
  ) => Promise<SimulationResultOf<Job>>;
  /** Cancels the run in flight, if any; the status goes back to `idle`. */
  cancel: () => void;
}

let sharedClient: SimulationClient | null = null;

/**
 * One client, and so one worker, for the whole page, started on first use: each calculator
 * screen that simulates (FIRE, Runway) is a page of its own, so their runs never meet; and
 * the worker outlives a screen, so coming back to it does not parse the engine again.
 */
function simulationClient(): SimulationClient {
  sharedClient ??= createSimulationClient();
  return sharedClient;
}

const idle = { status: 'idle', progress: 0 } as const;

/**
 * Runs engine simulations off the main thread (see `createSimulationClient`) and tracks the
 * latest run's status and progress for the screen. One run at a time per hook; unmounting
 * cancels it. In tests (jsdom has no `Worker`), stub the global `Worker` with
 * `InThreadWorker` from the kit's test-support.
 *
 * @example
 * const simulation = useSimulation();
 * const result = await simulation.run({ kind: 'retirement', input }, { signal });
 * <progress value={simulation.progress} /> while simulation.status === 'running'
 */
export function useSimulation(): Simulation {
  const [state, setState] = useState<{ status: SimulationStatus; progress: number }>(idle);
  const current = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState(idle);
  }, []);

  const run = useCallback(
    async <Job extends SimulationJob>(
      job: Job,
      { signal }: { signal?: AbortSignal } = {},
    ): Promise<SimulationResultOf<Job>> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      // Only the latest run speaks for the hook; a superseded one settles unseen.
      const isLatest = () => current.current === controller;
      const abort = () => controller.abort();
      if (signal?.aborted) abort();
      signal?.addEventListener('abort', abort, { once: true });
      setState({ status: 'running', progress: 0 });
      try {
        const result = await simulationClient().run(job, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (isLatest()) setState({ status: 'running', progress });
          },
        });
        if (isLatest()) setState({ status: 'done', progress: 1 });
        return result;
      } catch (error) {
        if (isLatest())
          setState(controller.signal.aborted ? idle : { status: 'error', progress: 0 });
        throw error;
      } finally {
        signal?.removeEventListener('abort', abort);
        if (isLatest()) current.current = null;
      }
    },
    [],
  );

  useEffect(() => () => current.current?.abort(), []);

  return useMemo(() => ({ ...state, run, cancel }), [state, run, cancel]);
}
