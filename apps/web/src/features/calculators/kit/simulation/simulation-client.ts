import { EngineError } from '@freedompath/engine';
import type {
  SimulationJob,
  SimulationMessage,
  SimulationRequest,
  SimulationResultOf,
  SimulationResults,
} from './simulation-protocol';

/** The part of a `Worker` the client uses, so tests can hand it an in-thread stand-in. */
export interface SimulationWorker {
  postMessage: (request: SimulationRequest) => void;
  terminate: () => void;
  onmessage: ((event: MessageEvent<SimulationMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface SimulationRunOptions {
  /** Aborting terminates the worker; the run rejects with an `AbortError` `DOMException`. */
  signal?: AbortSignal;
  /** The share done (0–1), at most once per 2 %. */
  onProgress?: (fraction: number) => void;
}

export interface SimulationClient {
  /**
   * Runs a job in the worker. Rejects with an `EngineError` when the engine finds the input
   * invalid, an `AbortError` `DOMException` when cancelled, and an `Error` otherwise.
   */
  run: <Job extends SimulationJob>(
    job: Job,
    options?: SimulationRunOptions,
  ) => Promise<SimulationResultOf<Job>>;
  /** Terminates the worker; runs still in flight reject with an `AbortError`. */
  dispose: () => void;
}

interface PendingRun {
  request: SimulationRequest;
  onProgress?: (fraction: number) => void;
  resolve: (result: SimulationResults[SimulationJob['kind']]) => void;
  reject: (error: Error) => void;
}

/**
 * The bundled worker file. Vite recognises this exact `new Worker(new URL(…))` form and emits the
 * worker as a same-origin script, which the API's CSP allows (`script-src 'self'`); an inline
 * (`blob:`) worker would be refused.
 */
function spawnSimulationWorker(): SimulationWorker {
  return new Worker(new URL('./simulation-worker.ts', import.meta.url), { type: 'module' });
}

function abortError(): DOMException {
  return new DOMException('The simulation was cancelled.', 'AbortError');
}

/**
 * A client of the simulation worker: one worker, started on the first run and reused, because
 * starting one parses the engine and its market history again. A worker cannot be interrupted
 * mid-computation, so cancelling a run terminates it; runs of other callers still in flight are
 * sent again to a fresh worker (the engine is deterministic, so they answer the same).
 *
 * @example
 * const client = createSimulationClient();
 * const result = await client.run({ kind: 'retirement', input }, { signal, onProgress });
 */
export function createSimulationClient(
  createWorker: () => SimulationWorker = spawnSimulationWorker,
): SimulationClient {
  let worker: SimulationWorker | null = null;
  let nextId = 1;
  const pending = new Map<number, PendingRun>();

  const stopWorker = () => {
    worker?.terminate();
    worker = null;
  };

  const settle = (id: number): PendingRun | undefined => {
    const run = pending.get(id);
    pending.delete(id);
    return run;
  };

  const receive = (message: SimulationMessage) => {
    if (message.type === 'progress') {
      pending.get(message.id)?.onProgress?.(message.fraction);
      return;
    }
    const run = settle(message.id);
    if (message.type === 'result') run?.resolve(message.result);
    else run?.reject(message.issues ? new EngineError(message.issues) : new Error(message.message));
  };

  const startedWorker = (): SimulationWorker => {
    if (worker) return worker;
    const started = createWorker();
    started.onmessage = (event) => receive(event.data);
    // The script failed to load or threw outside a job: every run in it is lost. A script that
    // fails to load fires a plain `Event`, without a message.
    started.onerror = (event) => {
      stopWorker();
      const error = new Error(
        event.message
          ? `The simulation worker failed: ${event.message}`
          : 'The simulation could not start.',
      );
      for (const id of [...pending.keys()]) settle(id)?.reject(error);
    };
    worker = started;
    return started;
  };

  const cancel = (id: number) => {
    const run = settle(id);
    if (!run) return;
    stopWorker();
    run.reject(abortError());
    for (const other of pending.values()) startedWorker().postMessage(other.request);
  };

  return {
    run: <Job extends SimulationJob>(job: Job, { signal, onProgress }: SimulationRunOptions = {}) =>
      new Promise<SimulationResultOf<Job>>((resolve, reject) => {
        if (signal?.aborted) {
          reject(abortError());
          return;
        }
        // Started before the run is registered: a worker that cannot be created (the CSP, or no
        // `Worker`) throws here, which rejects the run and leaves nothing behind.
        const target = startedWorker();
        const id = nextId;
        nextId += 1;
        const onAbort = () => cancel(id);
        signal?.addEventListener('abort', onAbort, { once: true });
        const request: SimulationRequest = { ...job, id };
        pending.set(id, {
          request,
          onProgress,
          // The worker answers a request with the result of its own kind.
          resolve: (result) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(result as SimulationResultOf<Job>);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        });
        target.postMessage(request);
      }),
    dispose: () => {
      stopWorker();
      for (const id of [...pending.keys()]) settle(id)?.reject(abortError());
    },
  };
}
