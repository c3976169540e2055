import { FV } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { comparePartTime } from './compare-part-time.js';
import { PART_TIME_DEFAULTS } from './constants.js';
import type { ResolvedPartTimeForm } from './types.js';

/** Excel's FV with end-of-month deposits (money paid in is negative, so the balance is positive). */
const excelFv = (annualPercent: number, months: number, deposit: number, start: number): number =>
  FV(annualPercent / 100 / 12, months, -deposit, -start) as number;

describe('comparePartTime', () => {
  it('compares the product’s defaults (75000 vs 40000 at 20 h, $100,000 invested at 7 %)', () => {
    const r = comparePartTime();
    expect(r.annualIncomeDifference).toBe(35_000);
    expect(r.fullTimeHourlyRate).toBeCloseTo(75_000 / 2080, 12);
    expect(r.partTimeHourlyRate).toBeCloseTo(40_000 / 1040, 12);
    expect(r.weeklyHoursGained).toBe(20);
    expect(r.monthlyBudget.fullTime).toEqual({
      income: 6250,
      fixedExpenses: 1700,
      variableExpenses: 500,
      expenses: 2200,
      contributions: 1500,
      surplus: 2550,
    });
    expect(r.monthlyBudget.partTime.surplus).toBeCloseTo(40_000 / 12 - 2200 - 400, 9);
    expect(r.growth).toHaveLength(61);
    expect(r.growth[0]).toEqual({
      month: 0,
      fullTimePortfolio: 100_000,
      fullTimeCash: 25_000,
      fullTimeTotal: 125_000,
      partTimePortfolio: 100_000,
      partTimeCash: 25_000,
      partTimeTotal: 125_000,
    });
    expect(r.growth[60]).toMatchObject({ month: 60, fullTimeCash: 55_000, partTimeCash: 31_000 });
    expect(r.tenYearImpact).toMatchObject({
      months: 120,
      partTimeMonths: 120,
      incomeDifference: 350_000,
      contributionDifference: 132_000,
    });
    expect(comparePartTime(PART_TIME_DEFAULTS)).toEqual(r);
  });

  it('grows the portfolio exactly as Excel FV(rate/12, n, −contribution, −portfolio)', () => {
    const r = comparePartTime();
    for (const month of [1, 12, 37, 60]) {
      const point = r.growth[month];
      expect(point?.fullTimePortfolio).toBeCloseTo(excelFv(7, month, 1000, 100_000), 2);
      expect(point?.partTimePortfolio).toBeCloseTo(excelFv(7, month, 300, 100_000), 2);
    }
    expect(r.tenYearImpact.fullTime.portfolio).toBeCloseTo(excelFv(7, 120, 1000, 100_000), 2);
    expect(r.tenYearImpact.partTime.portfolio).toBeCloseTo(excelFv(7, 120, 300, 100_000), 2);
  });

  it('switches the part-time path back to full-time figures after the temporary months', () => {
    const r = comparePartTime({ isTemporary: true, temporaryMonths: 12 });
    const atSwitch = excelFv(7, 12, 300, 100_000);
    expect(r.growth[12]?.partTimePortfolio).toBeCloseTo(atSwitch, 2);
    expect(r.growth[13]?.partTimePortfolio).toBeCloseTo(excelFv(7, 1, 1000, atSwitch), 2);
    expect(r.growth[60]?.partTimeCash).toBe(25_000 + 12 * 100 + 48 * 500);
    expect(r.tenYearImpact).toMatchObject({
      partTimeMonths: 12,
      incomeDifference: 35_000,
      contributionDifference: 13_200,
    });
    expect(r.tenYearImpact.partTime.portfolio).toBeCloseTo(excelFv(7, 108, 1000, atSwitch), 2);
  });

  it('ignores the temporary months unless the temporary flag is set', () => {
    expect(comparePartTime({ temporaryMonths: 3 })).toEqual(comparePartTime());
  });

  it('lets a cleared (undefined) field take its default', () => {
    expect(comparePartTime({ expenses: undefined, marketReturns: undefined })).toEqual(
      comparePartTime(),
    );
  });

  it('handles a zero return and no expenses', () => {
    const r = comparePartTime({
      marketReturns: 0,
      expenses: [],
      currentPortfolio: 0,
      currentCash: 0,
    });
    expect(r.growth[60]?.fullTimeTotal).toBe(60 * 1500);
    expect(r.monthlyBudget.partTime.expenses).toBe(0);
  });

  it('throws EngineError for rejected input', () => {
    expect(() => comparePartTime({ weeklyHours: 0 })).toThrow(EngineError);
    // A string is not a boolean: 'false' must not switch the temporary spell on.
    expect(() =>
      comparePartTime({ isTemporary: 'false' as unknown as boolean, temporaryMonths: 3 }),
    ).toThrow(EngineError);
  });

  describe('properties', () => {
    const money = fc.double({ min: 0, max: 500_000, noNaN: true });
    const contribution = fc.double({ min: 0, max: 5000, noNaN: true });
    const marketReturns = fc.double({ min: -20, max: 30, noNaN: true });
    const weeklyHours = fc.double({ min: 1, max: 40, noNaN: true });
    const temporaryMonths = fc.integer({ min: 1, max: 120 });
    const form: fc.Arbitrary<ResolvedPartTimeForm> = fc.record({
      fullTimeSalary: money,
      partTimeSalary: money,
      weeklyHours,
      currentPortfolio: money,
      currentCash: money,
      fullTimeContribution: contribution,
      partTimeContribution: contribution,
      fullTimeCashContribution: contribution,
      partTimeCashContribution: contribution,
      marketReturns,
      expenses: fc.array(
        fc.record({
          name: fc.constant('e'),
          amount: fc.double({ min: 0, max: 5000, noNaN: true }),
          isFixed: fc.boolean(),
        }),
        { maxLength: 5 },
      ),
      isTemporary: fc.boolean(),
      temporaryMonths,
    });

    it('equal salaries and contributions give identical paths', () => {
      fc.assert(
        fc.property(form, (f) => {
          const r = comparePartTime({
            ...f,
            partTimeSalary: f.fullTimeSalary,
            partTimeContribution: f.fullTimeContribution,
            partTimeCashContribution: f.fullTimeCashContribution,
          });
          expect(r.annualIncomeDifference).toBe(0);
          // One comparison of the 61 months rather than two `expect`s per month, the cost of
          // this property.
          expect(r.growth.map((p) => [p.partTimePortfolio, p.partTimeCash])).toEqual(
            r.growth.map((p) => [p.fullTimePortfolio, p.fullTimeCash]),
          );
          expect(r.tenYearImpact.wealthDifference).toBe(0);
        }),
      );
    });

    it('after the temporary months the paths only drift apart by compounding', () => {
      fc.assert(
        fc.property(form, fc.integer({ min: 1, max: 59 }), (f, months) => {
          const r = comparePartTime({ ...f, isTemporary: true, temporaryMonths: months });
          const cashGap =
            (r.growth[months]?.fullTimeCash ?? 0) - (r.growth[months]?.partTimeCash ?? 0);
          const gapAt = (m: number) =>
            (r.growth[m]?.fullTimePortfolio ?? 0) - (r.growth[m]?.partTimePortfolio ?? 0);
          const growthFactor = Math.pow(1 + f.marketReturns / 1200, 60 - months);
          // Both gaps are read from cent-rounded figures, hence the cent-level tolerances.
          expect(
            Math.abs(r.growth[60]!.fullTimeCash - r.growth[60]!.partTimeCash - cashGap),
          ).toBeLessThanOrEqual(0.021);
          expect(gapAt(60)).toBeCloseTo(gapAt(months) * growthFactor, 0);
        }),
      );
    });

    it('higher part-time contributions never lower the part-time path', () => {
      fc.assert(
        fc.property(form, contribution, (f, extra) => {
          const low = comparePartTime(f);
          const high = comparePartTime({
            ...f,
            partTimeContribution: f.partTimeContribution + extra,
          });
          expect(high.tenYearImpact.partTime.total).toBeGreaterThanOrEqual(
            low.tenYearImpact.partTime.total,
          );
          expect(high.growth[60]!.partTimeTotal).toBeGreaterThanOrEqual(
            low.growth[60]!.partTimeTotal,
          );
        }),
      );
    });

    it('a higher market return never lowers either path at 10 years', () => {
      fc.assert(
        fc.property(form, fc.double({ min: 0, max: 10, noNaN: true }), (f, more) => {
          const low = comparePartTime(f);
          const high = comparePartTime({
            ...f,
            marketReturns: Math.min(f.marketReturns + more, 30),
          });
          expect(high.tenYearImpact.fullTime.total).toBeGreaterThanOrEqual(
            low.tenYearImpact.fullTime.total,
          );
          expect(high.tenYearImpact.partTime.total).toBeGreaterThanOrEqual(
            low.tenYearImpact.partTime.total,
          );
        }),
        { numRuns: 100 },
      );
    });

    it('more portfolio or cash today never lowers either path', () => {
      fc.assert(
        fc.property(form, money, money, (f, portfolio, cash) => {
          const low = comparePartTime(f);
          const high = comparePartTime({
            ...f,
            currentPortfolio: f.currentPortfolio + portfolio,
            currentCash: f.currentCash + cash,
          });
          expect(high.growth[60]!.fullTimeTotal).toBeGreaterThanOrEqual(
            low.growth[60]!.fullTimeTotal,
          );
          expect(high.tenYearImpact.partTime.total).toBeGreaterThanOrEqual(
            low.tenYearImpact.partTime.total,
          );
        }),
        { numRuns: 100 },
      );
    });

    it('a higher part-time salary or fewer hours never lower the part-time hourly rate', () => {
      fc.assert(
        fc.property(form, money, weeklyHours, (f, raise, hours) => {
          const low = comparePartTime({ ...f, weeklyHours: Math.max(f.weeklyHours, hours) });
          const high = comparePartTime({
            ...f,
            partTimeSalary: f.partTimeSalary + raise,
            weeklyHours: Math.min(f.weeklyHours, hours),
          });
          expect(high.partTimeHourlyRate).toBeGreaterThanOrEqual(low.partTimeHourlyRate);
          expect(high.monthlyBudget.partTime.surplus).toBeGreaterThanOrEqual(
            low.monthlyBudget.partTime.surplus,
          );
        }),
        { numRuns: 100 },
      );
    });

    it('higher expenses never raise a monthly surplus', () => {
      fc.assert(
        fc.property(form, fc.double({ min: 0, max: 5000, noNaN: true }), (f, extra) => {
          const low = comparePartTime({
            ...f,
            expenses: [...f.expenses, { name: 'more', amount: extra, isFixed: false }],
          });
          const high = comparePartTime(f);
          expect(low.monthlyBudget.fullTime.surplus).toBeLessThanOrEqual(
            high.monthlyBudget.fullTime.surplus,
          );
          expect(low.monthlyBudget.partTime.surplus).toBeLessThanOrEqual(
            high.monthlyBudget.partTime.surplus,
          );
        }),
        { numRuns: 100 },
      );
    });

    it('the wealth gap splits into missed contributions plus missed growth', () => {
      fc.assert(
        fc.property(form, (f) => {
          const { tenYearImpact: t } = comparePartTime(f);
          expect(t.contributionDifference + t.growthDifference).toBeCloseTo(t.wealthDifference, 1);
          expect(t.fullTime.total - t.partTime.total).toBeCloseTo(t.wealthDifference, 1);
          expect(t.partTimeMonths).toBe(f.isTemporary ? f.temporaryMonths : 120);
        }),
      );
    });
  });
});
