import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { calculateCostOfLiving } from './calculate-cost-of-living.js';
import {
  COST_OF_LIVING_CATEGORIES,
  COST_OF_LIVING_DEFAULTS,
  COST_OF_LIVING_MESSAGES,
  DESTINATIONS,
} from './constants.js';
import type { CostOfLivingExpenses } from './types.js';

const today: CostOfLivingExpenses = {
  rent: 2000,
  utilities: 200,
  food: 600,
  transportation: 400,
  healthcare: 300,
  entertainment: 250,
  other: 250,
};

describe('calculateCostOfLiving', () => {
  it('prices each category with its index for Bali (0.45, 0.35, 0.4, 0.3)', () => {
    const result = calculateCostOfLiving({
      currentExpenses: today,
      savings: 40_000,
      destination: 'bali',
    });
    expect(result.rows.map((r) => [r.category, r.label, r.current])).toEqual([
      ['rent', 'Rent/Mortgage', 2000],
      ['utilities', 'Utilities', 200],
      ['food', 'Food & Groceries', 600],
      ['transportation', 'Transportation', 400],
      ['healthcare', 'Healthcare', 300],
      ['entertainment', 'Entertainment', 250],
      ['other', 'Other', 250],
    ]);
    const priced = result.rows.map((r) => r.new);
    [700, 90, 240, 120, 135, 112.5, 112.5].forEach((amount, i) =>
      expect(priced[i]).toBeCloseTo(amount, 9),
    );
    const differences = result.rows.map((r) => r.differencePercent);
    [-65, -55, -60, -70, -55, -55, -55].forEach((percent, i) =>
      expect(differences[i]).toBeCloseTo(percent, 9),
    );
    expect(result.currentTotal).toBe(4000);
    expect(result.newTotal).toBeCloseTo(1510, 9);
    expect(result.monthlySavings).toBeCloseTo(2490, 9);
    expect(result.runwayExtensionMonths).toBeCloseTo(40_000 / 1510 - 10, 9);
    expect(result.nomadScore).toBe(55);
    expect(result.nomadFriendly).toBe(true);
    expect(result.destinationLabel).toBe('Bali, Indonesia');
  });

  it.each([
    ['bali', 55],
    ['chiang-mai', 60],
    ['lisbon', 30],
    ['mexico-city', 45],
    ['medellin', 50],
    ['custom', 0],
  ])('gives %s a nomad score of %d', (destination, score) => {
    const result = calculateCostOfLiving({ currentExpenses: { rent: 1000 }, destination });
    expect(result.nomadScore).toBe(score);
    expect(result.nomadFriendly).toBe(score > 30);
  });

  it('uses the Lisbon indices (0.7, 0.6, 0.65, 0.5)', () => {
    const result = calculateCostOfLiving({
      currentExpenses: { rent: 1000, food: 1000, transportation: 1000, other: 1000 },
      savings: 0,
      destination: 'lisbon',
    });
    expect(result.newTotal).toBeCloseTo(600 + 650 + 500 + 700, 9);
    expect(result.runwayExtensionMonths).toBe(0);
  });

  it('counts blank and invalid amounts as 0, including the savings', () => {
    const result = calculateCostOfLiving({
      currentExpenses: { rent: 1000, food: Number.NaN, other: Number.POSITIVE_INFINITY },
      savings: Number.NaN,
      destination: 'medellin',
    });
    expect(result.currentTotal).toBe(1000);
    expect(result.rows[2]).toEqual({
      category: 'food',
      label: 'Food & Groceries',
      current: 0,
      new: 0,
      differencePercent: 0,
    });
    expect(result.runwayExtensionMonths).toBe(0);
  });

  it('labels a custom destination with its free text when given', () => {
    expect(
      calculateCostOfLiving({
        currentExpenses: { rent: 1 },
        destination: 'custom',
        customLocation: ' Porto, Portugal ',
      }).destinationLabel,
    ).toBe('Porto, Portugal');
    expect(
      calculateCostOfLiving({
        currentExpenses: { rent: 1 },
        destination: 'custom',
        customLocation: '  ',
      }).destinationLabel,
    ).toBe('Custom Location');
    expect(
      calculateCostOfLiving({
        currentExpenses: { rent: 1 },
        destination: 'bali',
        customLocation: 'Porto',
      }).destinationLabel,
    ).toBe('Bali, Indonesia');
  });

  it('throws EngineError for rejected input', () => {
    expect(() => calculateCostOfLiving({ currentExpenses: {}, destination: 'bali' })).toThrow(
      EngineError,
    );
    expect(() => calculateCostOfLiving(undefined as never)).toThrow(EngineError);
  });

  it('extends nothing when a total is below one cent (1/total would overflow)', () => {
    const r = calculateCostOfLiving({
      currentExpenses: { rent: Number.MIN_VALUE },
      savings: 1e12,
      destination: 'custom',
    });
    expect(r.runwayExtensionMonths).toBe(0);
  });

  it('freezes its constants: a caller cannot change them under another’s feet', () => {
    const write = (target: object, key: string, value: unknown) => () => {
      (target as Record<string, unknown>)[key] = value;
    };
    expect(write(DESTINATIONS[0] ?? {}, 'rentIndex', 0)).toThrow(TypeError);
    expect(write(DESTINATIONS, '0', null)).toThrow(TypeError);
    expect(write(COST_OF_LIVING_CATEGORIES[0] ?? {}, 'index', 'costIndex')).toThrow(TypeError);
    expect(write(COST_OF_LIVING_DEFAULTS.currentExpenses, 'rent', 1)).toThrow(TypeError);
    expect(write(COST_OF_LIVING_MESSAGES, 'destination', '')).toThrow(TypeError);
  });

  describe('properties', () => {
    const amount = fc.oneof(
      fc.double({ min: 0, max: 50_000, noNaN: true }),
      fc.constant(Number.NaN),
      fc.constant(undefined),
    );
    const expenses = fc
      .record({
        rent: amount,
        utilities: amount,
        food: amount,
        transportation: amount,
        healthcare: amount,
        entertainment: amount,
        other: amount,
      })
      .map((e) => ({ ...e, rent: 1 + (Number.isFinite(e.rent) ? (e.rent as number) : 0) }));
    const savings = fc.double({ min: 0, max: 2_000_000, noNaN: true });
    const destination = fc.constantFrom(...DESTINATIONS.map((d) => d.value));

    it('a custom destination saves nothing and extends nothing', () => {
      fc.assert(
        fc.property(expenses, savings, (currentExpenses, s) => {
          const r = calculateCostOfLiving({ currentExpenses, savings: s, destination: 'custom' });
          expect(r.newTotal).toBe(r.currentTotal);
          expect(r.monthlySavings).toBe(0);
          expect(r.runwayExtensionMonths).toBe(0);
          expect(r.rows.every((row) => row.differencePercent === 0)).toBe(true);
        }),
      );
    });

    it('every built-in destination is cheaper in every category and extends the runway', () => {
      fc.assert(
        fc.property(expenses, savings, destination, (currentExpenses, s, d) => {
          const r = calculateCostOfLiving({ currentExpenses, savings: s, destination: d });
          expect(r.newTotal).toBeLessThanOrEqual(r.currentTotal);
          expect(r.runwayExtensionMonths).toBeGreaterThanOrEqual(0);
          for (const row of r.rows) expect(row.new).toBeLessThanOrEqual(row.current);
          expect(r.monthlySavings).toBeCloseTo(r.currentTotal - r.newTotal, 9);
        }),
      );
    });

    it('rows add up to the totals and more savings never shortens the extension', () => {
      fc.assert(
        fc.property(expenses, savings, savings, destination, (currentExpenses, s1, s2, d) => {
          const less = calculateCostOfLiving({
            currentExpenses,
            savings: Math.min(s1, s2),
            destination: d,
          });
          const more = calculateCostOfLiving({
            currentExpenses,
            savings: Math.max(s1, s2),
            destination: d,
          });
          expect(more.runwayExtensionMonths).toBeGreaterThanOrEqual(less.runwayExtensionMonths);
          const current = less.rows.reduce((sum, row) => sum + row.current, 0);
          const priced = less.rows.reduce((sum, row) => sum + row.new, 0);
          expect(current).toBeCloseTo(less.currentTotal, 6);
          expect(priced).toBeCloseTo(less.newTotal, 6);
        }),
      );
    });

    it('the extension equals savings/newTotal − savings/currentTotal', () => {
      fc.assert(
        fc.property(expenses, savings, destination, (currentExpenses, s, d) => {
          const r = calculateCostOfLiving({ currentExpenses, savings: s, destination: d });
          expect(r.runwayExtensionMonths).toBeCloseTo(s / r.newTotal - s / r.currentTotal, 6);
        }),
      );
    });
  });
});
