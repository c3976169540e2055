import { describe, expect, it, vi } from 'vitest';
import { FREE_CALCULATIONS_USED_KEY, freeCalculationCounter } from './free-calculation-counter';

describe('freeCalculationCounter.raiseTo', () => {
  it('raises the count to a signed-in user’s, and tells the listeners', () => {
    const listener = vi.fn();
    const stop = freeCalculationCounter.subscribe(listener);
    freeCalculationCounter.spend();
    freeCalculationCounter.raiseTo(4);
    expect(freeCalculationCounter.used()).toBe(4);
    expect(freeCalculationCounter.remaining()).toBe(1);
    expect(localStorage.getItem(FREE_CALCULATIONS_USED_KEY)).toBe('4');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never lowers it', () => {
    for (let spent = 0; spent < 3; spent += 1) freeCalculationCounter.spend();
    const listener = vi.fn();
    const stop = freeCalculationCounter.subscribe(listener);
    freeCalculationCounter.raiseTo(1);
    freeCalculationCounter.raiseTo(3);
    expect(freeCalculationCounter.used()).toBe(3);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('leaves none of the five once the user had spent them all', () => {
    freeCalculationCounter.raiseTo(7);
    expect(freeCalculationCounter.remaining()).toBe(0);
  });
});
