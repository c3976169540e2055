import { PREPAID_DEFAULTS } from '@freedompath/engine/prepaid';
import { defaultParseSearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { prepaidExpensesForm, prepaidExpensesFormIssues } from './prepaid-expenses-form-state';
import { prepaidExpensesPlan } from './prepaid-expenses-plan';
import type { PrepaidExpensesPlanValues } from './prepaid-expenses-plan';

/** Whole cents up to `max` dollars: what people type, and text that reads back exactly. */
const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);

const planValues: fc.Arbitrary<PrepaidExpensesPlanValues> = fc.record({
  breakDuration: fc.integer({ min: 1, max: 1200 }),
  expenses: fc.array(
    fc.record({
      name: fc.string({ maxLength: 80 }),
      amount: cents(1e10),
      paymentFrequency: fc.constantFrom('monthly', 'quarterly', 'annually', 'one-time'),
    }),
    { maxLength: 6 },
  ),
});

describe('prepaidExpensesPlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(prepaidExpensesPlan, values).back).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('round-trips any plan through the form', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(
          prepaidExpensesForm.toPlan(
            prepaidExpensesForm.fromPlan(values),
            prepaidExpensesPlan.defaults,
          ),
        ).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('has the engine defaults (3 months, two sample expenses) and leaves them out of the URL', () => {
    expect(prepaidExpensesPlan.defaults).toEqual({
      breakDuration: 3,
      expenses: PREPAID_DEFAULTS.expenses,
    });
    expect(prepaidExpensesPlan.defaults.expenses).toHaveLength(2);
    expect(throughUrl(prepaidExpensesPlan, { ...prepaidExpensesPlan.defaults }).url).toBe('');
    expect(
      throughUrl(prepaidExpensesPlan, { ...prepaidExpensesPlan.defaults, breakDuration: 6 }).url,
    ).toBe('?breakDuration=6');
  });

  it('falls back to the default for each nonsense field of a hand-edited URL', () => {
    const weekly = encodeURIComponent(
      JSON.stringify([{ name: 'Gym', amount: 30, paymentFrequency: 'weekly' }]),
    );
    expect(
      prepaidExpensesPlan.parse(defaultParseSearch(`?breakDuration=0&expenses=${weekly}`)),
    ).toEqual(prepaidExpensesPlan.defaults);
    expect(prepaidExpensesPlan.parse({ breakDuration: 2.5, expenses: 'rent' })).toEqual(
      prepaidExpensesPlan.defaults,
    );
    expect(
      prepaidExpensesPlan.parse({
        breakDuration: 1201,
        expenses: [{ name: 'Rent', amount: -1, paymentFrequency: 'monthly' }],
      }),
    ).toEqual(prepaidExpensesPlan.defaults);
    expect(prepaidExpensesPlan.parse({ breakDuration: 9, expenses: [] })).toEqual({
      breakDuration: 9,
      expenses: [],
    });
    expect(prepaidExpensesPlan.parse('nonsense')).toEqual(prepaidExpensesPlan.defaults);
  });

  it('keeps the last good value for text that does not parse', () => {
    const plan = { ...prepaidExpensesPlan.defaults, breakDuration: 6 };
    const form = prepaidExpensesForm.fromPlan(plan);
    form.breakDuration = '6.5';
    form.expenses[0] = { ...form.expenses[0]!, amount: 'lots' };
    form.expenses.push({ key: 'new', name: 'Phone', amount: '', paymentFrequency: 'monthly' });
    expect(prepaidExpensesForm.toPlan(form, plan)).toEqual({
      breakDuration: 6,
      expenses: [...plan.expenses, { name: 'Phone', amount: 0, paymentFrequency: 'monthly' }],
    });
  });

  it('leaves text the engine cannot read out, reports it, and trims names', () => {
    const form = prepaidExpensesForm.fromPlan(prepaidExpensesPlan.defaults);
    form.breakDuration = 'three';
    form.expenses[0] = { ...form.expenses[0]!, name: '  ', amount: '' };
    const input = prepaidExpensesForm.toInput(form);
    expect(input).toEqual({
      expenses: [{ name: '', paymentFrequency: 'monthly' }, PREPAID_DEFAULTS.expenses[1]],
    });
    expect(prepaidExpensesFormIssues(form, input)).toEqual([
      { path: 'breakDuration', message: 'Duration must be at least 1 month' },
      { path: 'expenses.0.name', message: 'Expense name is required' },
      { path: 'expenses.0.amount', message: 'Amount must be a positive number' },
    ]);
    form.breakDuration = ' ';
    expect(prepaidExpensesFormIssues(form, prepaidExpensesForm.toInput(form))[0]).toEqual({
      path: 'breakDuration',
      message: 'Duration must be at least 1 month',
    });
  });
});
