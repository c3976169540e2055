import { act, render, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCalculationEvents,
  getCalculationEvents,
  KEPT_EVENTS,
  reportCalculationEvent,
  setCalculationEventSink,
} from './calculation-event-sink';
import { useCalculationEvents } from './use-calculation-events';

const types = () => getCalculationEvents().map((event) => event.type);
const flushMicrotasks = () => act(async () => undefined);

describe('useCalculationEvents', () => {
  it('reports started once on open, even under StrictMode double mounting', async () => {
    function Screen() {
      useCalculationEvents('fire-calculator');
      return null;
    }
    render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
    await flushMicrotasks();
    expect(getCalculationEvents()).toEqual([
      { type: 'started', calculatorType: 'fire-calculator', at: expect.any(String) as string },
    ]);
  });

  it('reports completed with inputs, results and time spent', () => {
    const { result } = renderHook(() => useCalculationEvents('layoff-calculator'));
    result.current.completed({ severance: 1000 }, { months: 3 });
    const completed = getCalculationEvents()[1];
    expect(completed).toMatchObject({
      type: 'completed',
      calculatorType: 'layoff-calculator',
      inputs: { severance: 1000 },
      results: { months: 3 },
    });
    expect(completed?.timeSpentMs).toBeGreaterThanOrEqual(0);
  });

  it('reports abandoned on page hide while started and not completed', () => {
    renderHook(() => useCalculationEvents('runway-calculator'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(types()).toEqual(['started', 'abandoned']);
    expect(getCalculationEvents()[1]?.timeSpentMs).toBeGreaterThanOrEqual(0);
  });

  it('reports abandoned when the screen is left, but not after a completed calculation', async () => {
    const first = renderHook(() => useCalculationEvents('runway-calculator'));
    first.unmount();
    await flushMicrotasks();
    expect(types()).toEqual(['started', 'abandoned']);

    clearCalculationEvents();
    const second = renderHook(() => useCalculationEvents('runway-calculator'));
    second.result.current.completed({}, {});
    window.dispatchEvent(new Event('pagehide'));
    second.unmount();
    await flushMicrotasks();
    expect(types()).toEqual(['started', 'completed']);
  });
});

describe('calculation event sink', () => {
  beforeEach(() => {
    clearCalculationEvents();
    setCalculationEventSink(null);
  });

  it('keeps only the last events in memory', () => {
    for (let n = 0; n < KEPT_EVENTS + 5; n += 1) {
      reportCalculationEvent({ type: 'started', calculatorType: `c${n}`, at: '' });
    }
    expect(getCalculationEvents()).toHaveLength(KEPT_EVENTS);
    expect(getCalculationEvents()[0]?.calculatorType).toBe('c5');
  });

  it('never throws when the sink fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setCalculationEventSink(() => {
      throw new Error('offline');
    });
    expect(() =>
      reportCalculationEvent({ type: 'started', calculatorType: 'x', at: '' }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalled();
    setCalculationEventSink(null);
  });

  it('exposes the kept events on window outside production', () => {
    reportCalculationEvent({ type: 'started', calculatorType: 'x', at: '' });
    expect(window.__freedompathEvents?.()).toHaveLength(1);
  });
});
