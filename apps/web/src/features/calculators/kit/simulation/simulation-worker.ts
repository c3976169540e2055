import { handleSimulationRequest } from './handle-simulation-request';
import type { SimulationRequest } from './simulation-protocol';

// The worker's global scope: typed as the page's `self` (the app compiles with the DOM
// library), whose `postMessage(message)` and `onmessage` have the same shape here.
self.onmessage = (event: MessageEvent<SimulationRequest>) => {
  handleSimulationRequest(event.data, (message) => self.postMessage(message));
};
