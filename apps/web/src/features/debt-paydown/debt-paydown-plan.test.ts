import { DEBT_TYPES } from '@freedompath/engine/debt';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { debtPaydownForm } from './debt-paydown-form-state';
import { debtPaydownPlan } from './debt-paydown-plan';
import type { DebtPaydownPlan } from './debt-paydown-plan';

/** A dollar amount to the cent within the engine's bounds, or blank. */
const cents = (min: number) => fc.integer({ min: min * 100, max: 1e10 }).map((n) => n / 100);
const blankOr = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

const planValues: fc.Arbitrary<DebtPaydownPlan> = fc.record({
  debts: fc.array(
    fc.record({
      name: fc.string({ maxLength: 100 }),
      type: fc.constantFrom(...DEBT_TYPES),
      balance: blankOr(cents(0.01)),
      minimumPayment: blankOr(cents(0.01)),
      interestRate: blankOr(fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 10_000)),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  extraMonthlyPayment: cents(0),
  bonusPayments: fc.array(
    fc.record({
      month: fc.integer({ min: 1, max: 12 }),
      year: blankOr(fc.integer({ min: 1900, max: 2200 })),
      amount: blankOr(cents(0)),
    }),
    { maxLength: 4 },
  ),
});

const parseUrl = (search: Record<string, unknown>) =>
  debtPaydownPlan.parse(defaultParseSearch(defaultStringifySearch(search)));

describe('debtPaydownPlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(debtPaydownPlan, values).back).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('round-trips any plan through the form texts', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(
          debtPaydownForm.toPlan(debtPaydownForm.fromPlan(values), debtPaydownPlan.defaults),
        ).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('starts with one blank debt, no extra payment and no bonuses, all out of the URL', () => {
    const form = debtPaydownForm.fromPlan(debtPaydownPlan.defaults);
    expect(form.debts).toEqual([
      {
        id: 'debt-1',
        name: '',
        type: 'credit_card',
        balance: '',
        minimumPayment: '',
        interestRate: '',
      },
    ]);
    expect(form.extraMonthlyPayment).toBe('');
    expect(form.bonusPayments).toEqual([]);
    expect(
      throughUrl(debtPaydownPlan, debtPaydownForm.toPlan(form, debtPaydownPlan.defaults)).url,
    ).toBe('');
  });

  it('keeps the last good value for text that is not a number or is out of bounds', () => {
    const last: DebtPaydownPlan = {
      debts: [
        {
          name: 'Visa',
          type: 'credit_card',
          balance: 3200,
          minimumPayment: 96,
          interestRate: 22.9,
        },
      ],
      extraMonthlyPayment: 200,
      bonusPayments: [{ month: 12, year: 2026, amount: 1000 }],
    };
    const form = debtPaydownForm.fromPlan(last);
    form.debts[0]!.balance = '3,200x';
    form.debts[0]!.minimumPayment = '0';
    form.debts[0]!.interestRate = '101';
    form.extraMonthlyPayment = '-5';
    form.bonusPayments[0] = { ...form.bonusPayments[0]!, year: '2026.5', amount: 'lots' };
    expect(debtPaydownForm.toPlan(form, last)).toEqual(last);
    form.extraMonthlyPayment = '';
    form.debts[0]!.balance = '';
    expect(debtPaydownForm.toPlan(form, last)).toMatchObject({
      debts: [{ balance: null }],
      extraMonthlyPayment: 0,
    });
  });

  it('gives each nonsense field of a hand-edited link its default', () => {
    expect(
      parseUrl({
        debts: [
          { name: 'Visa', type: 'payday', balance: -1, minimumPayment: 'x', interestRate: 150 },
          'not a debt',
          { name: 7, type: 'mortgage', balance: 1e-7, minimumPayment: 900, interestRate: 3.5 },
        ],
        extraMonthlyPayment: -20,
        bonusPayments: [{ month: 13, year: 1800, amount: 1e9 }],
        unknown: 'dropped',
      }),
    ).toEqual({
      debts: [
        {
          name: 'Visa',
          type: 'credit_card',
          balance: null,
          minimumPayment: null,
          interestRate: null,
        },
        { name: '', type: 'credit_card', balance: null, minimumPayment: null, interestRate: null },
        { name: '', type: 'mortgage', balance: null, minimumPayment: 900, interestRate: 3.5 },
      ],
      extraMonthlyPayment: 0,
      bonusPayments: [{ month: 1, year: null, amount: null }],
    });
    expect(parseUrl({ debts: [] })).toEqual(debtPaydownPlan.defaults);
    expect(parseUrl({ debts: 'visa', bonusPayments: {} })).toEqual(debtPaydownPlan.defaults);
    expect(debtPaydownPlan.parse(defaultParseSearch('?debts=%5B%5B'))).toEqual(
      debtPaydownPlan.defaults,
    );
  });

  it('reads the form for the engine: blanks are left out (the engine names them), extra blank is $0', () => {
    const form = debtPaydownForm.fromPlan({
      debts: [
        { name: 'Card', type: 'credit_card', balance: 500, minimumPayment: null, interestRate: 0 },
      ],
      extraMonthlyPayment: 0,
      bonusPayments: [{ month: 3, year: null, amount: 250 }],
    });
    expect(debtPaydownForm.toInput(form, { year: 2026, month: 6 })).toEqual({
      debts: [{ id: 'debt-1', name: 'Card', type: 'credit_card', balance: 500, interestRate: 0 }],
      extraMonthlyPayment: 0,
      bonusPayments: [{ month: 3, amount: 250 }],
      startDate: { year: 2026, month: 6 },
    });
  });
});
