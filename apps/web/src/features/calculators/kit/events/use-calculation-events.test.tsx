import { act, render, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  clearCalculationEvents,
  getCalculationEvents,
} from '@/lib/analytics/calculation-event-sink';
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
    const at = expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as string;
    expect(getCalculationEvents()).toEqual([
      { type: 'started', calculatorType: 'fire-calculator', at, startedAt: at },
    ]);
    const [started] = getCalculationEvents();
    expect(started?.startedAt).toBe(started?.at);
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
    // Every event of the screen carries the time it opened.
    expect(completed?.startedAt).toBe(getCalculationEvents()[0]?.startedAt);
  });

  it('reports abandoned on page hide while started and not completed', () => {
    renderHook(() => useCalculationEvents('runway-calculator'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(types()).toEqual(['started', 'abandoned']);
    const [started, abandoned] = getCalculationEvents();
    expect(abandoned?.timeSpentMs).toBeGreaterThanOrEqual(0);
    expect(abandoned?.startedAt).toBe(started?.startedAt);
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
