import fc from 'fast-check';
import { DEBT_TYPES } from '../constants.js';
import type { BonusPayment, Debt, DebtPaydownInput, DebtType } from '../types.js';

/** A whole number of cents as dollars. */
export const centsAmount = (minCents: number, maxCents: number): fc.Arbitrary<number> =>
  fc.integer({ min: minCents, max: maxCents }).map((c) => c / 100);

/** An APR in percent with up to two decimals, 0–30 % mostly, up to 100 % sometimes. */
export const interestRate: fc.Arbitrary<number> = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100) },
);

const debtType = fc.constantFrom<DebtType>(...DEBT_TYPES);

/**
 * One debt, $10–$50,000. Its minimum usually amortises it in about 1–15 years; sometimes it
 * barely covers (or does not cover) the interest, to exercise the 50-year cap and the
 * early stop.
 */
export const debtWithoutId: fc.Arbitrary<Omit<Debt, 'id'>> = fc
  .record({
    name: fc.constantFrom('Visa', 'Car loan', 'Student loan', 'Store card', 'Doctor', 'Loan'),
    type: debtType,
    balanceCents: fc.integer({ min: 1_000, max: 5_000_000 }),
    interestRate,
    // Share of the balance paid beyond the first month's interest, in 1/10000.
    paceBp: fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 50, max: 1_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: -100, max: 20 }) },
    ),
  })
  .map(({ name, type, balanceCents, interestRate: rate, paceBp }) => {
    const perMonth = (balanceCents * rate) / 1200 + (balanceCents * paceBp) / 10_000;
    return {
      name,
      type,
      balance: balanceCents / 100,
      interestRate: rate,
      minimumPayment: Math.max(1, Math.ceil(perMonth)) / 100,
    };
  });

/** 1 to `max` debts with unique ids `d0`, `d1`, … */
export const debts = (max = 6): fc.Arbitrary<Debt[]> =>
  fc
    .array(debtWithoutId, { minLength: 1, maxLength: max })
    .map((list) => list.map((debt, index) => ({ id: `d${index}`, ...debt })));

export const startDate = fc.record({
  year: fc.integer({ min: 2020, max: 2040 }),
  month: fc.integer({ min: 1, max: 12 }),
});

/** Bonuses within the first 5 years after a start in 2020–2040 (some fall before the start). */
export const bonusPayments: fc.Arbitrary<BonusPayment[]> = fc.array(
  fc.record({
    year: fc.integer({ min: 2019, max: 2045 }),
    month: fc.integer({ min: 1, max: 12 }),
    amount: centsAmount(0, 500_000),
  }),
  { maxLength: 4 },
);

/** A whole paydown form. */
export const paydownInput = (maxDebts = 6): fc.Arbitrary<DebtPaydownInput> =>
  fc.record({
    debts: debts(maxDebts),
    extraMonthlyPayment: fc.oneof(fc.constant(0), centsAmount(0, 200_000)),
    bonusPayments,
    startDate,
    rolloverFreedPayments: fc.boolean(),
  });
