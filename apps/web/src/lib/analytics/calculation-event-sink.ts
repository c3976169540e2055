import type { CalculatorId } from '@freedompath/contracts';

/** What happened on a calculator screen (product: platform#analytics calculation analytics). */
export type CalculationEventType = 'started' | 'completed' | 'abandoned';

export interface CalculationEvent {
  type: CalculationEventType;
  /** The analytics `calculator_type`: the calculator's id (its route without the slash). */
  calculatorType: CalculatorId;
  /** ISO 8601 time the event happened. */
  at: string;
  /** ISO 8601 time the screen opened (the analytics `time_started`). */
  startedAt: string;
  /** Milliseconds since the screen opened (completed, abandoned). */
  timeSpentMs?: number;
  /** The inputs of a completed calculation. */
  inputs?: unknown;
  /** The results of a completed calculation. */
  results?: unknown;
}

/** Where events go: start-analytics.ts connects the API here (src/start-app.tsx). */
export type CalculationEventSink = (event: CalculationEvent) => void;

/** How many recent events are kept in memory outside production. */
export const KEPT_EVENTS = 50;

/** Outside production builds every event is also kept here, for tests and the console. */
const keepsEvents = import.meta.env.MODE !== 'production';

let kept: CalculationEvent[] = [];

let sink: CalculationEventSink | null = null;

/** The last {@link KEPT_EVENTS} events, oldest first; always empty in production builds. */
export function getCalculationEvents(): readonly CalculationEvent[] {
  return kept;
}

/** Forgets the kept events (tests). */
export function clearCalculationEvents(): void {
  kept = [];
}

/** Sets where events go besides the in-memory list; `null` keeps them in memory only. */
export function setCalculationEventSink(next: CalculationEventSink | null): void {
  sink = next;
}

/**
 * Keeps an event (outside production) and hands it to the sink. Never throws: a failing sink
 * is reported on the console as a warning, and the calculation goes on.
 */
export function reportCalculationEvent(event: CalculationEvent): void {
  if (keepsEvents) kept = [...kept, event].slice(-KEPT_EVENTS);
  if (!sink) return;
  try {
    sink(event);
  } catch (error) {
    console.warn('Calculation event not recorded', error);
  }
}

declare global {
  interface Window {
    /** Recent calculation events, for end-to-end tests; absent in production builds. */
    __freedompathEvents?: () => readonly CalculationEvent[];
  }
}

if (keepsEvents && typeof window !== 'undefined') {
  window.__freedompathEvents = getCalculationEvents;
}
