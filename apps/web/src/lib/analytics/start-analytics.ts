import type { AnyRouter } from '@tanstack/react-router';
import { setCalculationEventSink } from './calculation-event-sink';
import { sessionStore } from '../session-store';
import { calculationEventTransport } from './calculation-event-transport';
import { createEventQueue } from './event-queue';
import { trackPageViews } from './page-view-tracker';

/**
 * Starts the first-party analytics of this page: page views of `router` and the calculator
 * screens' events, posted to the API. Only src/start-app.tsx calls it, before the app first
 * renders, so component tests and prerendering (which render the app without it) send nothing.
 * Returns a function that stops it (tests).
 */
export function startAnalytics(router: Pick<AnyRouter, 'subscribe'>): () => void {
  const queue = createEventQueue({ accessToken: sessionStore.accessToken });
  setCalculationEventSink(calculationEventTransport(queue.add));
  const stopPageViews = trackPageViews(router, queue.add);
  return () => {
    stopPageViews();
    setCalculationEventSink(null);
    queue.stop();
  };
}
