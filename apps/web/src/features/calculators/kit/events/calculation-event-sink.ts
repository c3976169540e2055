/** What happened on a calculator screen (platform §3 calculation analytics). */
export type CalculationEventType = 'started' | 'completed' | 'abandoned';

export interface CalculationEvent {
  type: CalculationEventType;
  /** The analytics `calculator_type`: the calculator's id (its route without the slash). */
  calculatorType: string;
  /** ISO 8601 time the event happened. */
  at: string;
  /** Milliseconds since the screen opened (completed, abandoned). */
  timeSpentMs?: number;
  /** The inputs of a completed calculation. */
  inputs?: unknown;
  /** The results of a completed calculation. */
  results?: unknown;
}

/** Where events go. The analytics issue replaces the in-memory sink with one that posts them. */
export type CalculationEventSink = (event: CalculationEvent) => void;

/** How many recent events the in-memory sink keeps. */
export const KEPT_EVENTS = 50;

let kept: CalculationEvent[] = [];

const memorySink: CalculationEventSink = (event) => {
  kept = [...kept, event].slice(-KEPT_EVENTS);
};

let sink: CalculationEventSink = memorySink;

/** The last {@link KEPT_EVENTS} events (in-memory sink), oldest first. */
export function getCalculationEvents(): readonly CalculationEvent[] {
  return kept;
}

/** Forgets the kept events (tests). */
export function clearCalculationEvents(): void {
  kept = [];
}

/** Replaces the sink (the analytics issue connects the server here); `null` restores memory. */
export function setCalculationEventSink(next: CalculationEventSink | null): void {
  sink = next ?? memorySink;
}

/**
 * Hands an event to the sink. Never throws: a failing sink is reported on the console as a
 * warning, and the calculation goes on.
 */
export function reportCalculationEvent(event: CalculationEvent): void {
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

if (import.meta.env.MODE !== 'production' && typeof window !== 'undefined') {
  window.__freedompathEvents = getCalculationEvents;
}
