import { NPER } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { calculateCareerBreakBudget } from './calculate-career-break-budget.js';
import {
  CAREER_BREAK_CATEGORIES,
  CAREER_BREAK_DEFAULTS,
  CAREER_BREAK_FUNDING_SOURCES,
  CAREER_BREAK_MARKET_SCENARIOS,
  CAREER_BREAK_MESSAGES,
} from './constants.js';
import { monthsSustainable } from './months-sustainable.js';
import type { CareerBreakCategory, CareerBreakExpense, CareerBreakInput } from './types.js';

const expense = (
  amount: number,
  category: CareerBreakCategory = 'Housing',
  name = 'Item',
): CareerBreakExpense => ({
  id: `${name}-${amount}`,
  name,
  amount,
  category,
});

describe('calculateCareerBreakBudget', () => {
  it('applies the product definition formulas with the default 10 % buffer', () => {
    const result = calculateCareerBreakBudget({
      durationYears: 1,
      currentSavings: 50_000,
      currentAnnualIncome: 60_000,
      expenses: [expense(2000, 'Housing', 'Rent'), expense(500, 'Food', 'Groceries')],
    });
    expect(result.monthlyExpenses).toBe(2500);
    expect(result.totalFundsNeeded).toBeCloseTo(33_000, 9);
    expect(result.incomeLoss).toBe(60_000);
    expect(result.emergencyBufferAmount).toBeCloseTo(3000, 9);
    expect(result.fundsNeededPercentOfSavings).toBeCloseTo(66, 9);
    expect(result.severity).toBe('significant');
    expect(result.expensesByCategory).toEqual({ Housing: 2000, Food: 500 });
  });

  it('groups expenses by category in the category order', () => {
    const result = calculateCareerBreakBudget({
      durationYears: 2,
      emergencyBufferPercent: 0,
      expenses: [
        expense(100, 'Other'),
        expense(50, 'Travel'),
        expense(25, 'Other'),
        expense(10, 'Housing'),
      ],
    });
    expect(Object.entries(result.expensesByCategory)).toEqual([
      ['Housing', 10],
      ['Travel', 50],
      ['Other', 125],
    ]);
    expect(result.totalFundsNeeded).toBe(185 * 24);
    expect(result.emergencyBufferAmount).toBe(0);
  });

  it.each([
    [19_000, 'severe'],
    [24_000, 'significant'],
    [40_000, 'moderate'],
    [120_000, 'manageable'],
    [60_000, 'manageable'],
  ] as const)(
    'savings of %d give severity %s when $15,000 is needed',
    (currentSavings, severity) => {
      // 1250/month × 1 year × 12 × 1.0 = 15,000: 78.9 %, 62.5 %, 37.5 %, 12.5 %, 25 %.
      const result = calculateCareerBreakBudget({
        durationYears: 1,
        emergencyBufferPercent: 0,
        currentSavings,
        expenses: [expense(1250)],
      });
      expect(result.severity).toBe(severity);
    },
  );

  it('severity sits at the strict cut-offs (75 % is significant, 50 % moderate, 25 % manageable)', () => {
    const severityFor = (currentSavings: number) =>
      calculateCareerBreakBudget({
        durationYears: 1,
        emergencyBufferPercent: 0,
        currentSavings,
        expenses: [expense(1000)],
      }).severity;
    expect(severityFor(12_000 / 0.75)).toBe('significant');
    expect(severityFor(12_000 / 0.5)).toBe('moderate');
    expect(severityFor(12_000 / 0.25)).toBe('manageable');
    expect(severityFor(12_000 / 0.76)).toBe('severe');
  });

  it('has no severity without savings', () => {
    const result = calculateCareerBreakBudget({ durationYears: 1, expenses: [expense(1000)] });
    expect(result.severity).toBeNull();
    expect(result.fundsNeededPercentOfSavings).toBeNull();
  });

  it('analyses the four funding sources against savings of $50,000 and $2,500 a month for a year', () => {
    const { fundingSources } = calculateCareerBreakBudget({
      durationYears: 1,
      currentSavings: 50_000,
      expenses: [expense(2500)],
    });
    expect(fundingSources.savings).toEqual({
      id: 'savings',
      label: 'Savings',
      monthlyAvailable: 50_000 / 12,
      monthlyExpenses: 2500,
      depletionPercent: 60,
      riskLevel: 'Low',
      sustainable: true,
      monthsSustainable: 20,
    });
    expect(fundingSources.rentalIncome).toMatchObject({
      label: 'Rental Income',
      monthlyAvailable: 2000,
      depletionPercent: 12,
      riskLevel: 'Medium',
      sustainable: false,
      monthsSustainable: 100,
    });
    expect(fundingSources.freelancing).toMatchObject({
      label: 'Freelancing',
      monthlyAvailable: 4000,
      depletionPercent: 0,
      riskLevel: 'High',
      sustainable: true,
      monthsSustainable: 360,
    });
    expect(fundingSources.investments.monthlyAvailable).toBeCloseTo(166.666_666_7, 6);
    expect(fundingSources.investments).toMatchObject({
      label: 'Investments',
      riskLevel: 'Medium-High',
      sustainable: false,
      monthsSustainable: 21,
    });
    expect(fundingSources.investments.depletionPercent).toBeCloseTo(56, 9);
  });

  it('caps depletion at 100 % and counts 0 months when there are no savings to cover a gap', () => {
    const { fundingSources } = calculateCareerBreakBudget({
      durationYears: 1,
      expenses: [expense(3000)],
    });
    expect(fundingSources.savings).toMatchObject({
      monthlyAvailable: 0,
      depletionPercent: 100,
      monthsSustainable: 0,
    });
    expect(fundingSources.rentalIncome).toMatchObject({
      depletionPercent: 100,
      monthsSustainable: 0,
    });
    expect(fundingSources.freelancing).toMatchObject({
      depletionPercent: 0,
      monthsSustainable: 360,
      sustainable: true,
    });
  });

  it('runs the three market scenarios on current savings', () => {
    const { marketScenarios } = calculateCareerBreakBudget({
      durationYears: 2,
      currentSavings: 100_000,
      expenses: [expense(4000)],
    });
    expect(marketScenarios.map((s) => [s.id, s.name, s.annualReturnPercent, s.riskLevel])).toEqual([
      ['bull', 'Bull Market', 12, 'Medium'],
      ['average', 'Average Growth', 7, 'Low'],
      ['bear', 'Bear Market', -6, 'High'],
    ]);
    const [bull, average, bear] = marketScenarios;
    expect(bull?.annualYield).toBe(12_000);
    expect(bear?.annualYield).toBe(-6000);
    expect(average?.monthlyYield).toBeCloseTo(100_000 * (Math.pow(1.07, 1 / 12) - 1), 9);
    // Without growth $100,000 pays 25 months of $4,000; growth adds months, losses take them away.
    expect(bull?.monthsSustainable).toBe(28);
    expect(average?.monthsSustainable).toBe(26);
    expect(bear?.monthsSustainable).toBe(23);
    expect(marketScenarios.map((s) => s.sustainable)).toEqual([true, true, false]);
  });

  it('marks scenarios unsustainable when savings run out before the break ends', () => {
    const { marketScenarios } = calculateCareerBreakBudget({
      durationYears: 3,
      currentSavings: 100_000,
      expenses: [expense(4000)],
    });
    expect(marketScenarios.map((s) => s.sustainable)).toEqual([false, false, false]);
  });

  it('lets a bull market carry small expenses for the whole 360-month cap', () => {
    const { marketScenarios } = calculateCareerBreakBudget({
      durationYears: 40,
      currentSavings: 1_000_000,
      expenses: [expense(1000)],
    });
    expect(marketScenarios[0]).toMatchObject({ monthsSustainable: 360, sustainable: true });
  });

  it('throws EngineError for rejected input', () => {
    expect(() => calculateCareerBreakBudget({ durationYears: Number.NaN, expenses: [] })).toThrow(
      EngineError,
    );
    expect(() => calculateCareerBreakBudget({ durationYears: 1 } as CareerBreakInput)).toThrow(
      EngineError,
    );
  });

  it('counts an expense without a category as Housing, the default', () => {
    const r = calculateCareerBreakBudget({
      durationYears: 1,
      expenses: [{ id: 'a', name: 'Rent', amount: 1000 }, expense(200, 'Food')],
    });
    expect(r.expensesByCategory).toEqual({ Housing: 1000, Food: 200 });
  });

  it('measures nothing against savings below one cent', () => {
    const r = calculateCareerBreakBudget({
      durationYears: 1,
      currentSavings: Number.MIN_VALUE,
      expenses: [expense(1000)],
    });
    expect(r.fundsNeededPercentOfSavings).toBeNull();
    expect(r.severity).toBeNull();
  });

  it('freezes its constants: a caller cannot change them under another’s feet', () => {
    const write = (target: object, key: string, value: unknown) => () => {
      (target as Record<string, unknown>)[key] = value;
    };
    expect(write(CAREER_BREAK_DEFAULTS, 'emergencyBufferPercent', 0)).toThrow(TypeError);
    expect(write(CAREER_BREAK_MESSAGES, 'invalidNumbers', '')).toThrow(TypeError);
    expect(write(CAREER_BREAK_CATEGORIES, '0', 'Boats')).toThrow(TypeError);
    expect(write(CAREER_BREAK_FUNDING_SOURCES[0] ?? {}, 'label', '')).toThrow(TypeError);
    expect(write(CAREER_BREAK_MARKET_SCENARIOS[2] ?? {}, 'annualReturnPercent', 0)).toThrow(
      TypeError,
    );
  });

  describe('monthsSustainable', () => {
    it('counts whole months paid, draw first then growth', () => {
      expect(monthsSustainable(10_000, 0, 3000)).toBe(3);
      expect(monthsSustainable(9000, 0, 3000)).toBe(3);
      expect(monthsSustainable(0.3, 0, 0.1)).toBe(3);
      // 2000 − 1000 = 1000 grows to 1500; 1500 − 1000 = 500 grows to 750, short of a third draw.
      expect(monthsSustainable(2000, 0.5, 1000)).toBe(2);
    });

    it("agrees with Excel's NPER for draws at the start of each month (type 1)", () => {
      fc.assert(
        fc.property(
          fc.double({ min: 1000, max: 1_000_000, noNaN: true }),
          fc.constantFrom(12, 7, -6, 0),
          fc.double({ min: 500, max: 20_000, noNaN: true }),
          (balance, annualPercent, draw) => {
            const rate = Math.pow(1 + annualPercent / 100, 1 / 12) - 1;
            const months = monthsSustainable(balance, rate, draw);
            const nper = rate === 0 ? balance / draw : (NPER(rate, -draw, balance, 0, 1) as number);
            // Excel answers NaN (#NUM!) when growth outlasts every draw: the cap applies.
            const expected = Number.isFinite(nper) ? Math.min(360, Math.floor(nper + 1e-9)) : 360;
            expect(months).toBe(expected);
          },
        ),
      );
    });

    it('returns the cap when nothing is drawn or growth keeps up', () => {
      expect(monthsSustainable(0, 0, 0)).toBe(360);
      expect(monthsSustainable(100, -0.01, 0)).toBe(360);
      expect(monthsSustainable(1_000_000, 0.01, 5000)).toBe(360);
    });
  });

  describe('properties', () => {
    const category = fc.constantFrom(...CAREER_BREAK_CATEGORIES);
    const amount = fc.double({ min: 0, max: 20_000, noNaN: true });
    const expenses = fc.array(
      fc.record({ id: fc.string(), name: fc.constant('Item'), amount, category }),
      { minLength: 1, maxLength: 12 },
    );
    const years = fc.double({ min: 0.1, max: 40, noNaN: true });
    const buffer = fc.double({ min: 0, max: 100, noNaN: true });
    const savings = fc.double({ min: 0, max: 5_000_000, noNaN: true });

    it('total funds needed grows with duration and buffer', () => {
      fc.assert(
        fc.property(expenses, years, years, buffer, buffer, (items, y1, y2, b1, b2) => {
          const low = calculateCareerBreakBudget({
            durationYears: Math.min(y1, y2),
            emergencyBufferPercent: Math.min(b1, b2),
            expenses: items,
          });
          const high = calculateCareerBreakBudget({
            durationYears: Math.max(y1, y2),
            emergencyBufferPercent: Math.max(b1, b2),
            expenses: items,
          });
          expect(high.totalFundsNeeded).toBeGreaterThanOrEqual(low.totalFundsNeeded);
        }),
      );
    });

    it('total needed splits into expenses over the break plus the buffer, and categories add up', () => {
      fc.assert(
        fc.property(expenses, years, buffer, (items, durationYears, emergencyBufferPercent) => {
          const r = calculateCareerBreakBudget({
            durationYears,
            emergencyBufferPercent,
            expenses: items,
          });
          expect(r.totalFundsNeeded - r.emergencyBufferAmount).toBeCloseTo(
            r.monthlyExpenses * durationYears * 12,
            4,
          );
          expect(r.emergencyBufferAmount).toBeGreaterThanOrEqual(-1e-6);
          const byCategory = Object.values(r.expensesByCategory).reduce((sum, v) => sum + v, 0);
          expect(byCategory).toBeCloseTo(r.monthlyExpenses, 6);
        }),
      );
    });

    it('more savings never shortens a funding source or a market scenario, nor raises severity', () => {
      const rank = { manageable: 0, moderate: 1, significant: 2, severe: 3 } as const;
      fc.assert(
        fc.property(expenses, years, savings, savings, (items, durationYears, s1, s2) => {
          const less = calculateCareerBreakBudget({
            durationYears,
            currentSavings: Math.min(s1, s2),
            expenses: items,
          });
          const more = calculateCareerBreakBudget({
            durationYears,
            currentSavings: Math.max(s1, s2),
            expenses: items,
          });
          for (const id of ['savings', 'rentalIncome', 'freelancing', 'investments'] as const) {
            expect(more.fundingSources[id].monthsSustainable).toBeGreaterThanOrEqual(
              less.fundingSources[id].monthsSustainable,
            );
            expect(more.fundingSources[id].depletionPercent).toBeLessThanOrEqual(
              less.fundingSources[id].depletionPercent + 1e-9,
            );
          }
          more.marketScenarios.forEach((scenario, i) => {
            expect(scenario.monthsSustainable).toBeGreaterThanOrEqual(
              less.marketScenarios[i]?.monthsSustainable ?? 0,
            );
          });
          if (less.severity !== null && more.severity !== null) {
            expect(rank[more.severity]).toBeLessThanOrEqual(rank[less.severity]);
          }
        }),
      );
    });

    it('higher expenses never lower the funds needed nor lengthen how long any source lasts', () => {
      fc.assert(
        fc.property(expenses, years, savings, amount, (items, durationYears, s, extra) => {
          const input = { durationYears, currentSavings: s, expenses: items };
          const base = calculateCareerBreakBudget(input);
          const dearer = calculateCareerBreakBudget({
            ...input,
            expenses: [...items, { id: 'extra', name: 'Extra', amount: extra }],
          });
          expect(dearer.totalFundsNeeded).toBeGreaterThanOrEqual(base.totalFundsNeeded);
          for (const id of ['savings', 'rentalIncome', 'freelancing', 'investments'] as const) {
            expect(dearer.fundingSources[id].monthsSustainable).toBeLessThanOrEqual(
              base.fundingSources[id].monthsSustainable,
            );
          }
          dearer.marketScenarios.forEach((scenario, i) => {
            expect(scenario.monthsSustainable).toBeLessThanOrEqual(
              base.marketScenarios[i]?.monthsSustainable ?? 0,
            );
          });
        }),
        { numRuns: 200 },
      );
    });

    it('a higher income given up never lowers the income loss', () => {
      fc.assert(
        fc.property(expenses, years, savings, savings, (items, durationYears, i1, i2) => {
          const loss = (currentAnnualIncome: number) =>
            calculateCareerBreakBudget({ durationYears, currentAnnualIncome, expenses: items })
              .incomeLoss;
          expect(loss(Math.max(i1, i2))).toBeGreaterThanOrEqual(loss(Math.min(i1, i2)));
        }),
        { numRuns: 100 },
      );
    });

    it('months sustainable stay within 0–360 and a better market never lasts shorter', () => {
      fc.assert(
        fc.property(expenses, years, savings, (items, durationYears, currentSavings) => {
          const r = calculateCareerBreakBudget({ durationYears, currentSavings, expenses: items });
          const [bull, average, bear] = r.marketScenarios.map((s) => s.monthsSustainable) as [
            number,
            number,
            number,
          ];
          expect(bull).toBeGreaterThanOrEqual(average);
          expect(average).toBeGreaterThanOrEqual(bear);
          for (const source of Object.values(r.fundingSources)) {
            expect(source.monthsSustainable).toBeGreaterThanOrEqual(0);
            expect(source.monthsSustainable).toBeLessThanOrEqual(360);
            expect(source.depletionPercent).toBeLessThanOrEqual(100);
            if (source.sustainable && source.id !== 'savings')
              expect(source.monthsSustainable).toBe(360);
          }
        }),
      );
    });
  });
});
