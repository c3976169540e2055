import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillGrowth, fillInverse, monthlyRate } from './monthly-growth.js';

describe('monthlyRate', () => {
  it('is the twelfth root of the annual growth, to the last bits', () => {
    expect(monthlyRate(0)).toBe(0);
    expect(monthlyRate(12.682503013196976)).toBeCloseTo(0.01, 15);
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), (percent) => {
        expect(monthlyRate(percent)).toBeCloseTo((1 + percent / 100) ** (1 / 12) - 1, 15);
      }),
      { numRuns: 30 },
    );
  });
});

describe('fillGrowth', () => {
  const stocks = Float64Array.of(0.02, -0.5, 0.01);
  const bonds = Float64Array.of(0, 0.01, -0.01);

  it('weights the real returns, adds cash, takes the fee off, from a start month', () => {
    const into = new Float64Array(2);
    fillGrowth(
      into,
      stocks,
      bonds,
      1,
      { stocks: 0.5, bonds: 0.25, cash: 0.25 },
      0.004,
      0.001,
      false,
    );
    expect(into[0]).toBeCloseTo(1 - 0.25 + 0.0025 + 0.001 - 0.001, 15);
    expect(into[1]).toBeCloseTo(1 + 0.005 - 0.0025 + 0.001 - 0.001, 15);
  });

  it('takes the whole-portfolio return as is for the parametric model', () => {
    const into = new Float64Array(3);
    fillGrowth(into, stocks, bonds, 0, { stocks: 0, bonds: 0, cash: 1 }, 0.5, 0.001, true);
    expect([...into]).toEqual([1.02 - 0.001, 0.5 - 0.001, 1.01 - 0.001]);
  });

  it('never goes below 0, and its inverse marks a month that leaves nothing', () => {
    const into = new Float64Array(1);
    fillGrowth(
      into,
      Float64Array.of(-1),
      Float64Array.of(-1),
      0,
      { stocks: 1, bonds: 0, cash: 0 },
      0,
      0.004,
      false,
    );
    expect(into[0]).toBe(0);
    fillGrowth(
      into,
      Float64Array.of(-1),
      Float64Array.of(0),
      0,
      { stocks: 1, bonds: 0, cash: 0 },
      0,
      0.004,
      true,
    );
    expect(into[0]).toBe(0);
    const inverse = new Float64Array(2);
    fillInverse(inverse, Float64Array.of(0, 2));
    expect([...inverse]).toEqual([Number.POSITIVE_INFINITY, 0.5]);
  });
});
