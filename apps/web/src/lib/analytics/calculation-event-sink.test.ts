import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getCalculationEvents,
  KEPT_EVENTS,
  reportCalculationEvent,
  setCalculationEventSink,
} from './calculation-event-sink';
import type { CalculationEvent } from './calculation-event-sink';

const event = (at: string): CalculationEvent => ({
  type: 'started',
  calculatorType: 'runway-calculator',
  at,
  startedAt: at,
});

describe('calculation event sink', () => {
  afterEach(() => {
    setCalculationEventSink(null);
  });

  it('keeps only the last events in memory', () => {
    for (let n = 0; n < KEPT_EVENTS + 5; n += 1) reportCalculationEvent(event(`t${n}`));
    expect(getCalculationEvents()).toHaveLength(KEPT_EVENTS);
    expect(getCalculationEvents()[0]?.at).toBe('t5');
  });

  it('hands each event to the sink and still keeps it in memory outside production', () => {
    const sent: CalculationEvent[] = [];
    setCalculationEventSink((next) => sent.push(next));
    reportCalculationEvent(event('t1'));
    expect(sent).toEqual([event('t1')]);
    expect(getCalculationEvents()).toEqual([event('t1')]);
    expect(window.__freedompathEvents?.()).toEqual([event('t1')]);
  });

  it('never throws when the sink fails, and keeps the event all the same', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setCalculationEventSink(() => {
      throw new Error('offline');
    });
    expect(() => reportCalculationEvent(event('t1'))).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Calculation event not recorded', expect.any(Error));
    expect(getCalculationEvents()).toHaveLength(1);
  });

  it('exposes the kept events on window outside production', () => {
    reportCalculationEvent(event('t1'));
    expect(window.__freedompathEvents?.()).toHaveLength(1);
  });
});
