import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../shared/dates.js';
import { EngineError } from '../shared/engine-error.js';
import { calculateDebtPaydown } from './calculate-debt-paydown.js';
import {
  DEBT_DEFAULTS,
  DEBT_DISPLAY,
  DEBT_LIMITS,
  DEBT_MESSAGES,
  DEBT_STRATEGIES,
  DEBT_TYPES,
} from './constants.js';
import * as arb from './test-support/arbitraries.js';
import { REFERENCE_TEST_TIMEOUT, referenceLedger } from './test-support/reference-ledger.js';
import type {
  BonusPayment,
  Debt,
  DebtPaydownInput,
  PaymentScheduleRow,
  StrategyResult,
} from './types.js';

const START = { year: 2026, month: 1 };
const debt = (id: string, balance: number, interestRate: number, minimumPayment: number): Debt => ({
  id,
  name: id,
  type: 'other',
  balance,
  interestRate,
  minimumPayment,
});
const byType = (result: { strategies: StrategyResult[] }, type: string): StrategyResult =>
  result.strategies.find((s) => s.strategy.type === type) as StrategyResult;
const toCents = (dollars: number): number => Math.round(dollars * 100);
const BONUS: BonusPayment = { year: 2026, month: 1, amount: 1 };

describe('calculateDebtPaydown', () => {
  it('returns snowball, avalanche and hybrid in that order', () => {
    const result = calculateDebtPaydown({ debts: [debt('a', 300, 12, 100)], startDate: START });
    expect(result.strategies.map((s) => s.strategy)).toEqual(DEBT_STRATEGIES);
  });

  it('charges interest rounded to cents, then the minimum (worked by hand)', () => {
    // 300 @ 12 %: +3.00 → 203; +2.03 → 105.03; +1.05 → 6.08; +0.06 → 6.14 paid in full.
    const [snowball] = calculateDebtPaydown({
      debts: [debt('a', 300, 12, 100)],
      startDate: { year: 2025, month: 11 },
    }).strategies as [StrategyResult];
    expect(snowball.monthlySchedule.map((r) => [r.year, r.month, r.interest, r.payment])).toEqual([
      [2025, 11, 3, 100],
      [2025, 12, 2.03, 100],
      [2026, 1, 1.05, 100],
      [2026, 2, 0.06, 6.14],
    ]);
    expect(snowball.monthlySchedule.map((r) => r.remainingBalance)).toEqual([203, 105.03, 6.08, 0]);
    expect(snowball.monthlySchedule.map((r) => r.principal)).toEqual([97, 97.97, 98.95, 6.08]);
    expect(snowball.monthsToPayoff).toBe(4);
    expect(snowball.debtFreeDate).toEqual({ year: 2026, month: 2 });
    expect(snowball.totalInterestPaid).toBe(6.14);
    expect(snowball.totalPayments).toBe(306.14);
    expect(snowball.milestones).toEqual([
      {
        month: 2,
        year: 2026,
        description: 'a paid off!',
        celebrationType: 'debt_payoff',
        amountPaid: 306.14,
        remainingDebts: 0,
      },
    ]);
  });

  it('matches the TSDoc example', () => {
    const [snowball] = calculateDebtPaydown({
      debts: [
        {
          id: 'card',
          name: 'Card',
          type: 'credit_card',
          balance: 1000,
          minimumPayment: 100,
          interestRate: 12,
        },
      ],
      startDate: START,
    }).strategies as [StrategyResult];
    expect(snowball.monthsToPayoff).toBe(11);
    expect(snowball.debtFreeDate).toEqual({ year: 2026, month: 11 });
    expect(snowball.totalInterestPaid).toBe(58.98);
    expect(snowball.monthlySchedule[0]).toEqual({
      month: 1,
      year: 2026,
      debtId: 'card',
      debtName: 'Card',
      payment: 100,
      principal: 90,
      interest: 10,
      remainingBalance: 910,
      isPaidOff: false,
    });
  });

  describe('three debts (worked by hand)', () => {
    // Snowball: Card, Car, Store. Avalanche: Store, Card, Car.
    // Hybrid: Card (0.20/ln 501 = 0.0322), Store (0.25/ln 3001 = 0.0312), Car (0.0066).
    const input: DebtPaydownInput = {
      debts: [
        {
          id: 'card',
          name: 'Card',
          type: 'credit_card',
          balance: 500,
          interestRate: 20,
          minimumPayment: 50,
        },
        {
          id: 'car',
          name: 'Car',
          type: 'auto_loan',
          balance: 2000,
          interestRate: 5,
          minimumPayment: 100,
        },
        {
          id: 'store',
          name: 'Store',
          type: 'credit_card',
          balance: 3000,
          interestRate: 25,
          minimumPayment: 40,
        },
      ],
      extraMonthlyPayment: 100,
      startDate: START,
    };
    const result = calculateDebtPaydown(input);

    it('writes month 1 in strategy order, the extra on the first debt', () => {
      expect(byType(result, 'snowball').monthlySchedule.slice(0, 3)).toEqual([
        {
          month: 1,
          year: 2026,
          debtId: 'card',
          debtName: 'Card',
          payment: 150,
          principal: 141.67,
          interest: 8.33,
          remainingBalance: 358.33,
          isPaidOff: false,
        },
        {
          month: 1,
          year: 2026,
          debtId: 'car',
          debtName: 'Car',
          payment: 100,
          principal: 91.67,
          interest: 8.33,
          remainingBalance: 1908.33,
          isPaidOff: false,
        },
        // 62.50 of interest is more than the 40 minimum: principal is negative.
        {
          month: 1,
          year: 2026,
          debtId: 'store',
          debtName: 'Store',
          payment: 40,
          principal: -22.5,
          interest: 62.5,
          remainingBalance: 3022.5,
          isPaidOff: false,
        },
      ]);
      expect(
        byType(result, 'avalanche')
          .monthlySchedule.slice(0, 3)
          .map((r) => [r.debtId, r.payment]),
      ).toEqual([
        ['store', 140],
        ['card', 50],
        ['car', 100],
      ]);
      expect(
        byType(result, 'hybrid')
          .monthlySchedule.slice(0, 3)
          .map((r) => r.debtId),
      ).toEqual(['card', 'store', 'car']);
    });

    it('pays off the card in month 4 and spills the rest of the extra to the car', () => {
      // Card: 358.33; +5.97 − 150 = 214.30; +3.57 − 150 = 67.87; +1.13 = 69.00 − 50 − 19.00.
      const snowball = byType(result, 'snowball');
      const april = snowball.monthlySchedule.filter((r) => r.month === 4 && r.year === 2026);
      expect(april.find((r) => r.debtId === 'card')).toMatchObject({
        payment: 69,
        interest: 1.13,
        remainingBalance: 0,
        isPaidOff: true,
      });
      // The car gets its 100 minimum plus the 81 the card did not need.
      expect(april.find((r) => r.debtId === 'car')?.payment).toBe(181);
      expect(snowball.milestones[0]).toEqual({
        month: 4,
        year: 2026,
        description: 'Card paid off!',
        celebrationType: 'debt_payoff',
        amountPaid: 519,
        remainingDebts: 2,
      });
      // From May the card's 50 rolls over: the car gets 100 + 100 + 50.
      const may = snowball.monthlySchedule.find((r) => r.month === 5 && r.debtId === 'car');
      expect(may?.payment).toBe(250);
      expect(snowball.monthlySchedule.some((r) => r.debtId === 'card' && r.month === 5)).toBe(
        false,
      );
    });

    it('pays every debt off, avalanche with the least interest here', () => {
      for (const strategy of result.strategies) {
        expect(strategy.monthsToPayoff).not.toBeNull();
        expect(strategy.milestones.map((m) => m.remainingDebts)).toEqual([2, 1, 0]);
        expect(toCents(strategy.totalPayments)).toBe(5500_00 + toCents(strategy.totalInterestPaid));
      }
      expect(byType(result, 'avalanche').totalInterestPaid).toBeLessThan(
        byType(result, 'snowball').totalInterestPaid,
      );
    });

    it('without rollover the freed minimum is not paid again', () => {
      const noRollover = calculateDebtPaydown({ ...input, rolloverFreedPayments: false });
      const may = byType(noRollover, 'snowball').monthlySchedule.find(
        (r) => r.month === 5 && r.debtId === 'car',
      );
      expect(may?.payment).toBe(200);
      expect(byType(noRollover, 'snowball').monthsToPayoff as number).toBeGreaterThan(
        byType(result, 'snowball').monthsToPayoff as number,
      );
    });
  });

  it('puts a bonus on the first owing debt in its month and ignores bonuses outside the run', () => {
    const base: DebtPaydownInput = {
      debts: [debt('small', 1000, 0, 100), debt('big', 5000, 0, 100)],
      startDate: START,
    };
    const withBonus = calculateDebtPaydown({
      ...base,
      bonusPayments: [
        { year: 2026, month: 2, amount: 1500 },
        { year: 2025, month: 12, amount: 9999 },
        { year: 2076, month: 1, amount: 9999 },
      ],
    });
    const february = byType(withBonus, 'snowball').monthlySchedule.filter(
      (r) => r.year === 2026 && r.month === 2,
    );
    // 'small' owes 900 after January: 100 minimum + 800 of the bonus; 'big' gets the other 700.
    expect(february.map((r) => [r.debtId, r.payment, r.remainingBalance])).toEqual([
      ['small', 900, 0],
      ['big', 800, 4100],
    ]);
    const without = byType(calculateDebtPaydown(base), 'snowball');
    expect(byType(withBonus, 'snowball').totalPayments).toBe(without.totalPayments);
    // 0 %: 6000 at 200 a month is 30 months; with the bonus 4100 is left after February: 2 + 21.
    expect(without.monthsToPayoff).toBe(30);
    expect(byType(withBonus, 'snowball').monthsToPayoff).toBe(23);
  });

  it('pays 0 % debts in exact instalments and leaves unneeded money unspent', () => {
    const [snowball] = calculateDebtPaydown({
      debts: [debt('a', 1200, 0, 100)],
      extraMonthlyPayment: 1000,
      startDate: START,
    }).strategies as [StrategyResult];
    expect(snowball.monthlySchedule.map((r) => r.payment)).toEqual([1100, 100]);
    expect(snowball.totalPayments).toBe(1200);
    expect(snowball.totalInterestPaid).toBe(0);
  });

  it('keeps input order for ties', () => {
    const result = calculateDebtPaydown({
      debts: [debt('first', 1000, 10, 50), debt('second', 1000, 10, 50)],
      extraMonthlyPayment: 100,
      startDate: START,
    });
    for (const strategy of result.strategies) {
      expect(strategy.monthlySchedule[0]).toMatchObject({ debtId: 'first', payment: 150 });
    }
  });

  it('runs the full 50 years when a debt is paid too slowly, with null dates', () => {
    // 100,000 @ 6 % costs 500.00 a month in interest: 500.01 would take about 180 years.
    const [snowball] = calculateDebtPaydown({
      debts: [debt('house', 100_000, 6, 500.01)],
      startDate: START,
    }).strategies as [StrategyResult];
    expect(snowball.monthsToPayoff).toBeNull();
    expect(snowball.debtFreeDate).toBeNull();
    expect(snowball.milestones).toEqual([]);
    expect(snowball.monthlySchedule).toHaveLength(600);
    expect(snowball.monthlySchedule.at(-1)).toMatchObject({
      year: 2075,
      month: 12,
      isPaidOff: false,
    });
  });

  it('stops early, with null dates, once a growing debt can no longer be paid off', () => {
    // 24 % on 10,000 is 200 a month against a 100 minimum: the balance grows until it exceeds
    // 100 × the months left.
    const [snowball] = calculateDebtPaydown({
      debts: [debt('card', 10_000, 24, 100)],
      startDate: START,
    }).strategies as [StrategyResult];
    expect(snowball.monthsToPayoff).toBeNull();
    expect(snowball.debtFreeDate).toBeNull();
    const rows = snowball.monthlySchedule;
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.length).toBeLessThan(600);
    expect(rows.every((r) => r.principal < 0)).toBe(true);
    const last = rows.at(-1) as (typeof rows)[number];
    expect(last.remainingBalance).toBeGreaterThan(100 * (600 - rows.length));
    expect(rows.at(-2)?.remainingBalance).toBeLessThanOrEqual(100 * (600 - rows.length + 1));
    expect(toCents(snowball.totalPayments)).toBe(
      1_000_000 + toCents(snowball.totalInterestPaid) - toCents(last.remainingBalance),
    );
  });

  it('builds each schedule once, on first read, and serialises it like a plain array', () => {
    const { strategies } = calculateDebtPaydown({
      debts: [debt('low', 500, 5, 50), debt('high', 5000, 20, 150)],
      extraMonthlyPayment: 100,
      startDate: START,
    });
    const snowball = strategies[0] as StrategyResult;
    expect(Object.keys(snowball)).toContain('monthlySchedule');
    expect(snowball.monthlySchedule).toBe(snowball.monthlySchedule);
    const copy = JSON.parse(JSON.stringify(snowball)) as StrategyResult;
    expect(copy.monthlySchedule).toEqual(snowball.monthlySchedule);
    expect({ ...snowball }.monthlySchedule).toBe(snowball.monthlySchedule);
    // Snowball pours the extra into 'low', avalanche into 'high'.
    const first = (result: StrategyResult, id: string) =>
      result.monthlySchedule.find((r) => r.debtId === id && r.year === 2026 && r.month === 1);
    expect(first(snowball, 'low')?.payment).toBe(150);
    expect(first(strategies[1] as StrategyResult, 'low')?.payment).toBe(50);
  });

  it('rounds entered amounts to cents first', () => {
    const [snowball] = calculateDebtPaydown({
      debts: [debt('a', 100.004, 0, 60.005)],
      startDate: START,
    }).strategies as [StrategyResult];
    expect(snowball.monthlySchedule.map((r) => r.payment)).toEqual([60.01, 39.99]);
  });

  it('does not promise that avalanche pays the least interest (cent rounding, ADR 006)', () => {
    // 10 × 0.61 % / 12 = 0.5 cent, rounded up to 1 cent a month: while avalanche pays the $10
    // debt at its 0.52 minimum for 20 months, it costs far more than 0.61 % a year.
    const result = calculateDebtPaydown({
      debts: [{ ...debt('small', 10, 0.61, 0.52) }, { ...debt('big', 26_156.03, 3.74, 0.01) }],
      extraMonthlyPayment: 124.97,
      startDate: START,
    });
    expect(byType(result, 'snowball').totalInterestPaid).toBe(16_151.01);
    expect(byType(result, 'avalanche').totalInterestPaid).toBe(16_151.11);
  });

  it('throws EngineError for rejected input', () => {
    expect(() => calculateDebtPaydown({ debts: [], startDate: START })).toThrow(EngineError);
    const untyped = { debts: [null], startDate: START } as unknown as DebtPaydownInput;
    expect(() => calculateDebtPaydown(untyped)).toThrow(EngineError);
  });

  it('keeps its constants frozen and returns strategies the caller owns', () => {
    const write = (target: object, key: string, value: unknown): void => {
      (target as Record<string, unknown>)[key] = value;
    };
    expect(() => write(DEBT_DEFAULTS, 'maxMonths', 0)).toThrow(TypeError);
    expect(() => (DEBT_DEFAULTS.bonusPayments as BonusPayment[]).push(BONUS)).toThrow(TypeError);
    expect(() => write(DEBT_LIMITS, 'maxAmount', 1)).toThrow(TypeError);
    expect(() => write(DEBT_DISPLAY, 'timelineMonths', 1)).toThrow(TypeError);
    expect(() => write(DEBT_TYPES, '0', 'payday')).toThrow(TypeError);
    expect(() => write(DEBT_STRATEGIES[0] as object, 'name', 'x')).toThrow(TypeError);
    expect(() => write(DEBT_MESSAGES, 'debtsRequired', '')).toThrow(TypeError);
    const [snowball] = calculateDebtPaydown({ debts: [debt('a', 300, 12, 100)], startDate: START })
      .strategies as [StrategyResult];
    snowball.strategy.name = 'Mine';
    expect(DEBT_STRATEGIES[0]?.name).toBe('Debt Snowball');
  });

  describe('properties', () => {
    const input = arb.paydownInput();

    it('never leaves a negative balance and each payment is principal + interest', () => {
      // One assertion per schedule, not four per row: a schedule runs to 3,600 rows (six debts
      // over 600 months), and an `expect` per row cost 40× the ledger itself.
      const isSound = (row: PaymentScheduleRow): boolean =>
        row.remainingBalance >= 0 &&
        row.payment > 0 &&
        toCents(row.payment) === toCents(row.principal) + toCents(row.interest) &&
        row.isPaidOff === (row.remainingBalance === 0);
      fc.assert(
        fc.property(input, (form) => {
          for (const strategy of calculateDebtPaydown(form).strategies) {
            expect(strategy.monthlySchedule.filter((row) => !isSound(row))).toEqual([]);
          }
        }),
      );
    });

    it('pays exactly starting balances + interest − what is still owed', () => {
      fc.assert(
        fc.property(input, (form) => {
          const starting = form.debts.reduce((sum, d) => sum + toCents(d.balance), 0);
          for (const strategy of calculateDebtPaydown(form).strategies) {
            const lastBalance = new Map<string, number>();
            for (const row of strategy.monthlySchedule)
              lastBalance.set(row.debtId, toCents(row.remainingBalance));
            const owed = [...lastBalance.values()].reduce((a, b) => a + b, 0);
            expect(toCents(strategy.totalPayments)).toBe(
              starting + toCents(strategy.totalInterestPaid) - owed,
            );
            if (strategy.monthsToPayoff !== null) expect(owed).toBe(0);
          }
        }),
      );
    });

    it('dates, months and milestones agree', () => {
      fc.assert(
        fc.property(input, (form) => {
          for (const strategy of calculateDebtPaydown(form).strategies) {
            const paidOff = strategy.monthlySchedule.filter((r) => r.isPaidOff);
            expect(strategy.milestones.map((m) => [m.year, m.month])).toEqual(
              paidOff.map((r) => [r.year, r.month]),
            );
            if (strategy.monthsToPayoff === null) {
              expect(strategy.debtFreeDate).toBeNull();
              expect(strategy.milestones.length).toBeLessThan(form.debts.length);
            } else {
              expect(strategy.debtFreeDate).toEqual(
                addMonths(form.startDate, strategy.monthsToPayoff - 1),
              );
              expect(strategy.milestones).toHaveLength(form.debts.length);
              expect(strategy.milestones.at(-1)?.remainingDebts).toBe(0);
              expect(strategy.monthlySchedule.at(-1)).toMatchObject(strategy.debtFreeDate ?? {});
            }
          }
        }),
      );
    });

    it('more extra payment never lengthens the payoff nor adds interest (ADR 006 proof)', () => {
      fc.assert(
        fc.property(input, arb.centsAmount(1, 100_000), (form, more) => {
          const before = calculateDebtPaydown(form);
          const after = calculateDebtPaydown({
            ...form,
            extraMonthlyPayment: (form.extraMonthlyPayment ?? 0) + more,
          });
          before.strategies.forEach((strategy, index) => {
            const better = after.strategies[index] as StrategyResult;
            if (strategy.monthsToPayoff === null) return;
            expect(better.monthsToPayoff).not.toBeNull();
            expect(better.monthsToPayoff as number).toBeLessThanOrEqual(strategy.monthsToPayoff);
            expect(better.totalInterestPaid).toBeLessThanOrEqual(strategy.totalInterestPaid);
          });
        }),
      );
    });

    it('rolling freed minimums over never lengthens the payoff', () => {
      fc.assert(
        fc.property(input, (form) => {
          const without = calculateDebtPaydown({ ...form, rolloverFreedPayments: false });
          const rolled = calculateDebtPaydown({ ...form, rolloverFreedPayments: true });
          without.strategies.forEach((strategy, index) => {
            if (strategy.monthsToPayoff === null) return;
            const other = rolled.strategies[index] as StrategyResult;
            expect(other.monthsToPayoff as number).toBeLessThanOrEqual(strategy.monthsToPayoff);
          });
        }),
      );
    });

    it('a single debt gives the same plan under every strategy', () => {
      fc.assert(
        fc.property(arb.paydownInput(1), (form) => {
          const [first, ...others] = calculateDebtPaydown(form).strategies as [
            StrategyResult,
            ...StrategyResult[],
          ];
          for (const other of others) {
            expect({ ...other, strategy: null }).toEqual({ ...first, strategy: null });
          }
        }),
      );
    });
  });

  describe('exact oracle (decimal.js reference ledger)', () => {
    it('matches the reference to the cent, row by row', { timeout: REFERENCE_TEST_TIMEOUT }, () => {
      // 75 forms of up to 5 debts, each under 3 strategies: with the model-based test's edit
      // sessions, a few hundred schedules are compared to the cent on every run.
      fc.assert(
        fc.property(arb.paydownInput(5), (form) => {
          for (const strategy of calculateDebtPaydown(form).strategies) {
            const { strategy: _identity, ...engine } = strategy;
            expect(engine).toEqual(referenceLedger(form, strategy.strategy.type));
          }
        }),
        { numRuns: 75 },
      );
    });

    it('matches the reference on exact half cents of interest', () => {
      // 0.15 % of 10 cents... : balances × rate / 1200 ending in exactly half a cent.
      const form: DebtPaydownInput = {
        debts: [debt('a', 1.5, 4, 1), debt('b', 4.5, 12, 1), debt('c', 1234.5, 18.99, 30)],
        startDate: START,
      };
      for (const strategy of calculateDebtPaydown(form).strategies) {
        const { strategy: _identity, ...engine } = strategy;
        expect(engine).toEqual(referenceLedger(form, strategy.strategy.type));
      }
      // 150 cents × 4 / 1200 = 0.5 cent: rounds up to 1 cent.
      expect(calculateDebtPaydown(form).strategies[0]?.monthlySchedule[0]).toMatchObject({
        debtId: 'a',
        interest: 0.01,
      });
    });
  });

  describe("Excel's NPER", () => {
    /** A single amortising debt in whole cents with its monthly payment. */
    const loan = fc
      .record({
        balanceCents: fc.integer({ min: 10_000, max: 5_000_000 }),
        rate: fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
        paceBp: fc.integer({ min: 15, max: 1_000 }),
      })
      .map(({ balanceCents, rate, paceBp }) => ({
        balance: balanceCents / 100,
        rate,
        payment: Math.ceil((balanceCents * rate) / 1200 + (balanceCents * paceBp) / 10_000) / 100,
      }));

    it('pays off in ceil(NPER) months, give or take the documented cent rounding', () => {
      fc.assert(
        fc.property(loan, ({ balance, rate, payment }) => {
          const i = rate / 1200;
          const nper = formulajs.NPER(i, -payment, balance) as number;
          fc.pre(Number.isFinite(nper) && nper <= 600);
          const [plan] = calculateDebtPaydown({
            debts: [debt('loan', balance, rate, payment)],
            startDate: START,
          }).strategies as [StrategyResult];
          const expected = Math.ceil(nper - 1e-9);
          // Rounding each month's interest moves the balance by at most half a cent, compounded.
          const n = expected;
          const drift = i === 0 ? 0 : (0.005 * ((1 + i) ** n - 1)) / i;
          const k = Math.floor(nper);
          const growth = (1 + i) ** k;
          const owedAfterK =
            i === 0 ? balance - payment * k : balance * growth - (payment * (growth - 1)) / i;
          const lastPayment = owedAfterK * (1 + i);
          if (lastPayment > 2 * drift + 1e-6 && payment - lastPayment > 2 * drift + 1e-6) {
            expect(plan.monthsToPayoff).toBe(expected);
          } else {
            // Near a whole NPER the drift can tip the count by a month, or by a few when the
            // payment is a few cents and sub-cent interest keeps rounding the same way.
            const slack = 1 + Math.ceil((2 * drift) / payment);
            expect(Math.abs((plan.monthsToPayoff as number) - expected)).toBeLessThanOrEqual(slack);
          }
        }),
        { numRuns: 300 },
      );
    });

    it('agrees on a textbook loan: 10,000 at 6 % paying 200 → 58 months', () => {
      expect(Math.ceil(formulajs.NPER(0.005, -200, 10_000) as number)).toBe(58);
      const [plan] = calculateDebtPaydown({
        debts: [debt('loan', 10_000, 6, 200)],
        startDate: START,
      }).strategies as [StrategyResult];
      expect(plan.monthsToPayoff).toBe(58);
    });
  });
});
