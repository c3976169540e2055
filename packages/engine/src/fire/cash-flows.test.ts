import { describe, expect, it } from 'vitest';
import { fillRealFlows, flowSchedule } from './cash-flows.js';
import type { CashFlow } from './types.js';

const flow = (
  amount: number,
  startYear: number,
  endYear: number,
  inflationAdjusted = true,
): CashFlow => ({
  id: 'x',
  amount,
  startYear,
  endYear,
  inflationAdjusted,
});

describe('flowSchedule', () => {
  it('pays a one-off in full in the first month of its year', () => {
    const { real, nominal } = flowSchedule([], [flow(12_000, 2, 2)], 36);
    expect(real[12]).toBe(12_000);
    expect(real.reduce((a, b) => a + b, 0)).toBe(12_000);
    expect(nominal).toBeNull();
  });

  it('spreads a flow of several years monthly, incomes negative, over inclusive years', () => {
    const { real } = flowSchedule([flow(6000, 2, 3)], [flow(1200, 1, 3)], 48);
    expect(real[0]).toBe(100);
    expect(real[12]).toBe(100 - 500);
    expect(real[35]).toBe(100 - 500);
    expect(real[36]).toBe(0);
  });

  it('keeps flows that are not inflation-adjusted apart', () => {
    const { real, nominal } = flowSchedule([flow(1200, 1, 2, false)], [], 24);
    expect([...real].every((value) => value === 0)).toBe(true);
    expect(nominal?.[23]).toBe(-100);
  });
});

describe('fillRealFlows', () => {
  it('deflates nominal flows by the inflation since the start, month 0 untouched', () => {
    const schedule = flowSchedule(
      [flow(1200, 1, 1, false), flow(2400, 2, 3, false)],
      [flow(120, 1, 3)],
      36,
    );
    const into = new Float64Array(36);
    const inflation = new Float64Array(40).fill(0.01);
    inflation[2] = 0.5;
    fillRealFlows(into, schedule, inflation, 2);
    expect(into[0]).toBe(10 - 1200);
    expect(into[12]).toBeCloseTo(10 - 200 / (1.5 * 1.01 ** 11), 10);
    expect(into[1]).toBe(10);
  });

  it('copies real flows as they are', () => {
    const schedule = flowSchedule([], [flow(120, 1, 1)], 12);
    const into = new Float64Array(12).fill(7);
    fillRealFlows(into, schedule, new Float64Array(12), 0);
    expect([...into]).toEqual([...schedule.real]);
  });
});
