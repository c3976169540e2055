import { EngineError } from '@freedompath/engine';
import { runwayProbability, simulateRetirement } from '@freedompath/engine/fire';
import type { SimulationMessage, SimulationRequest } from './simulation-protocol';

/** Progress is reported in steps of 2 %: 50 messages at most, whatever the number of runs. */
const PROGRESS_STEPS = 50;

/**
 * Runs one request on the engine and posts what happens: progress, then the result or the
 * error. The simulation worker's whole job, kept apart from `self` so tests run it in-thread.
 */
export function handleSimulationRequest(
  request: SimulationRequest,
  post: (message: SimulationMessage) => void,
): void {
  const { id } = request;
  let step = 0;
  const onProgress = (done: number, total: number) => {
    const reached = Math.floor((done / total) * PROGRESS_STEPS);
    if (reached <= step) return;
    step = reached;
    post({ id, type: 'progress', fraction: reached / PROGRESS_STEPS });
  };
  try {
    const result =
      request.kind === 'retirement'
        ? simulateRetirement(request.input, { onProgress })
        : runwayProbability(request.profile, request.options);
    post({ id, type: 'result', result });
  } catch (error) {
    post({
      id,
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
      issues: error instanceof EngineError ? error.issues : null,
    });
  }
}
