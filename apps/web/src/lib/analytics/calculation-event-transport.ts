import { MAX_EVENT_JSON_LENGTH } from '@freedompath/contracts';
import type { CalculationEvent as CalculationAnalyticsEvent } from '@freedompath/contracts';
import type { CalculationEvent, CalculationEventSink } from './calculation-event-sink';
import { calculationSessionId } from './analytics-session-ids';
import { userAgent } from './client-facts';
import { randomUuid } from '../random-id';

/** The longest time on a screen the API takes, in seconds (seven days). */
const MAX_TIME_SPENT_SECONDS = 7 * 86_400;

const encoder = new TextEncoder();

/**
 * A value as its JSON would carry it (dates as text, no functions), when that is an object;
 * else null. The API stores inputs and results as JSON objects.
 */
function jsonObject(value: unknown): Record<string, unknown> | null {
  if (value === undefined) return null;
  try {
    const json: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : null;
  } catch {
    // A cycle or a BigInt: nothing worth sending.
    return null;
  }
}

/** Measured in UTF-8 bytes, never fewer than characters, so it fits whichever the API counts. */
const fits = (event: CalculationAnalyticsEvent) =>
  encoder.encode(JSON.stringify(event)).length <= MAX_EVENT_JSON_LENGTH;

/**
 * The wire form (contracts `CalculationEvent`) of a calculator screen's event. Results, then
 * inputs, are left out (null) when the event would be larger than the API takes: a long
 * projection's month-by-month rows are what usually makes it so.
 */
export function calculationAnalyticsEvent(event: CalculationEvent): CalculationAnalyticsEvent {
  const wire: CalculationAnalyticsEvent = {
    type: 'calculation',
    clientEventId: randomUuid(),
    sessionId: calculationSessionId(),
    userAgent: userAgent(),
    calculatorType: event.calculatorType,
    calculationStatus: event.type,
    calculationInputs: jsonObject(event.inputs),
    calculationResults: jsonObject(event.results),
    timeStarted: event.startedAt,
    timeCompleted: event.type === 'completed' ? event.at : null,
    timeSpentSeconds:
      event.timeSpentMs === undefined
        ? null
        : Math.min(MAX_TIME_SPENT_SECONDS, Math.max(0, Math.round(event.timeSpentMs / 1000))),
  };
  if (fits(wire)) return wire;
  const withoutResults = { ...wire, calculationResults: null };
  return fits(withoutResults) ? withoutResults : { ...withoutResults, calculationInputs: null };
}

/** A calculation event sink that hands each event, in its wire form, to `send`. */
export function calculationEventTransport(
  send: (event: CalculationAnalyticsEvent) => void,
): CalculationEventSink {
  return (event) => {
    send(calculationAnalyticsEvent(event));
  };
}
