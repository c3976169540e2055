import { calculationEventSchema, MAX_EVENT_JSON_LENGTH } from '@freedompath/contracts';
import type { CalculationEvent as WireEvent } from '@freedompath/contracts';
import { describe, expect, it } from 'vitest';
import type { CalculationEvent } from './calculation-event-sink';
import {
  calculationAnalyticsEvent,
  calculationEventTransport,
} from './calculation-event-transport';

const STARTED_AT = '2026-01-02T03:04:05.000Z';

const completed = (overrides: Partial<CalculationEvent> = {}): CalculationEvent => ({
  type: 'completed',
  calculatorType: 'runway-calculator',
  at: '2026-01-02T03:06:05.600Z',
  startedAt: STARTED_AT,
  timeSpentMs: 120_600,
  inputs: { savings: 20_000, monthlyExpenses: 2_500 },
  results: { months: 8 },
  ...overrides,
});

/** The wire event must be what `POST /api/v1/events` takes. */
function expectValid(event: WireEvent): void {
  const parsed = calculationEventSchema.safeParse(event);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
}

describe('calculationAnalyticsEvent', () => {
  it('maps a completed calculation with its inputs, results and times', () => {
    const event = calculationAnalyticsEvent(completed());
    expectValid(event);
    expect(event).toEqual({
      type: 'calculation',
      clientEventId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      sessionId: localStorage.getItem('session_id'),
      userAgent: navigator.userAgent,
      calculatorType: 'runway-calculator',
      calculationStatus: 'completed',
      calculationInputs: { savings: 20_000, monthlyExpenses: 2_500 },
      calculationResults: { months: 8 },
      timeStarted: STARTED_AT,
      timeCompleted: '2026-01-02T03:06:05.600Z',
      timeSpentSeconds: 121,
    });
  });

  it('maps started and abandoned without a completion time', () => {
    const started = calculationAnalyticsEvent({
      type: 'started',
      calculatorType: 'fire-calculator',
      at: STARTED_AT,
      startedAt: STARTED_AT,
    });
    expectValid(started);
    expect(started).toMatchObject({
      calculationStatus: 'started',
      calculationInputs: null,
      calculationResults: null,
      timeStarted: STARTED_AT,
      timeCompleted: null,
      timeSpentSeconds: null,
    });
    const abandoned = calculationAnalyticsEvent({
      type: 'abandoned',
      calculatorType: 'fire-calculator',
      at: '2026-01-02T03:04:35.000Z',
      startedAt: STARTED_AT,
      timeSpentMs: 30_000,
    });
    expectValid(abandoned);
    expect(abandoned).toMatchObject({
      calculationStatus: 'abandoned',
      timeCompleted: null,
      timeSpentSeconds: 30,
    });
  });

  it('gives every event its own id and the browser its one calculation session', () => {
    const first = calculationAnalyticsEvent(completed());
    const second = calculationAnalyticsEvent(completed());
    expect(first.clientEventId).not.toBe(second.clientEventId);
    expect(first.sessionId).toBe(second.sessionId);
    expect(first.sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
  });

  it('sends inputs and results as JSON objects, and anything else as null', () => {
    const event = calculationAnalyticsEvent(
      completed({
        inputs: { start: new Date(STARTED_AT), skip: undefined, ratio: Number.NaN },
        results: [1, 2, 3],
      }),
    );
    expectValid(event);
    expect(event.calculationInputs).toEqual({ start: STARTED_AT, ratio: null });
    expect(event.calculationResults).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(calculationAnalyticsEvent(completed({ inputs: cyclic })).calculationInputs).toBeNull();
    expect(calculationAnalyticsEvent(completed({ results: 8 })).calculationResults).toBeNull();
  });

  it('leaves out the results, then the inputs, of an event larger than the API takes', () => {
    const rows = Array.from({ length: 600 }, (_, month) => ({ month, balance: 123_456.78 }));
    const withoutResults = calculationAnalyticsEvent(completed({ results: { rows } }));
    expectValid(withoutResults);
    expect(withoutResults.calculationResults).toBeNull();
    expect(withoutResults.calculationInputs).toEqual(completed().inputs);

    const bigInputs = { notes: 'é'.repeat(MAX_EVENT_JSON_LENGTH / 2) };
    const withoutBoth = calculationAnalyticsEvent(completed({ inputs: bigInputs }));
    expectValid(withoutBoth);
    expect(withoutBoth.calculationInputs).toBeNull();
    expect(withoutBoth.calculationResults).toBeNull();
    expect(JSON.stringify(withoutBoth).length).toBeLessThanOrEqual(MAX_EVENT_JSON_LENGTH);
  });

  it('caps the time spent at the seven days the API takes', () => {
    const event = calculationAnalyticsEvent(completed({ timeSpentMs: 30 * 86_400_000 }));
    expectValid(event);
    expect(event.timeSpentSeconds).toBe(7 * 86_400);
  });
});

describe('calculationEventTransport', () => {
  it('hands each event on in its wire form', () => {
    const sent: WireEvent[] = [];
    const sink = calculationEventTransport((event) => sent.push(event));
    sink(completed());
    expect(sent).toHaveLength(1);
    expectValid(sent[0] as WireEvent);
  });
});
