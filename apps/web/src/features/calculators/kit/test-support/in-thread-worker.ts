import { handleSimulationRequest } from '../simulation/handle-simulation-request';
import type { SimulationWorker } from '../simulation/simulation-client';
import type { SimulationMessage, SimulationRequest } from '../simulation/simulation-protocol';

/**
 * A stand-in for the simulation worker (jsdom has no `Worker`): it runs each request on the
 * engine in a microtask, as the worker would, and answers through `onmessage`. Terminated, it
 * drops the requests not yet started, so a cancel right after a run is deterministic.
 *
 * @example
 * createSimulationClient(() => new InThreadWorker()); // a client for a test
 * vi.stubGlobal('Worker', InThreadWorker); // for screens that call useSimulation()
 */
export class InThreadWorker implements SimulationWorker {
  onmessage: ((event: MessageEvent<SimulationMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private terminated = false;

  postMessage(request: SimulationRequest): void {
    queueMicrotask(() => {
      if (this.terminated) return;
      handleSimulationRequest(request, (message) => {
        if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: message }));
      });
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}
