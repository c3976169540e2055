import {
  PAY_FREQUENCIES,
  PAYCHECK_DEFAULTS,
  PAYCHECK_MESSAGES,
  validatePaycheckPlan,
} from '@freedompath/engine/paycheck';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planNumber } from '../calculators/kit/test-support/plan-arbitraries';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { paycheckForm } from './paycheck-planner-form-state';
import { BILL_NAME_MAX_LENGTH, MAX_BILLS, paycheckPlan } from './paycheck-planner-plan';
import type { PaycheckPlanValues } from './paycheck-planner-plan';

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString().slice(0, 10));

const planValues: fc.Arbitrary<PaycheckPlanValues> = fc.record({
  monthlyIncome: fc.option(planNumber(0.01, 1e12), { nil: null }),
  payFrequency: fc.constantFrom(...PAY_FREQUENCIES),
  startDate: fc.option(isoDate, { nil: null }),
  bills: fc.array(
    fc.record({
      name: fc
        .string({ minLength: 1, maxLength: BILL_NAME_MAX_LENGTH })
        .filter((name) => name.trim() === name && name !== ''),
      amount: planNumber(0, 1e12),
      dueDate: fc.integer({ min: 1, max: 31 }),
      split: fc.boolean(),
    }),
    { maxLength: 12 },
  ),
});

describe('paycheckPlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(paycheckPlan, values).back).toEqual(values);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips any plan through the form texts', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(paycheckForm.toPlan(paycheckForm.fromPlan(values), paycheckPlan.defaults)).toEqual(
          values,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('starts blank and biweekly, with no start date and no bills, and an empty URL', () => {
    expect(paycheckPlan.defaults).toEqual({
      monthlyIncome: null,
      payFrequency: 'biweekly',
      startDate: null,
      bills: [],
    });
    expect(throughUrl(paycheckPlan, { ...paycheckPlan.defaults }).url).toBe('');
    expect(paycheckForm.fromPlan(paycheckPlan.defaults)).toEqual({
      monthlyIncome: '',
      payFrequency: 'biweekly',
      startDate: '',
      bills: [],
    });
  });

  it('writes a plan as readable search params', () => {
    const { url } = throughUrl(paycheckPlan, {
      monthlyIncome: 4000,
      payFrequency: 'semimonthly',
      startDate: '2026-01-01',
      bills: [{ name: 'Rent', amount: 1500, dueDate: 1, split: true }],
    });
    expect(url).toContain('monthlyIncome=4000');
    expect(url).toContain('payFrequency=semimonthly');
    expect(url).toContain('startDate=2026-01-01');
  });

  it('falls back to the default for each nonsense field of a hand-edited URL', () => {
    const parsed = paycheckPlan.parse(
      defaultParseSearch(
        '?monthlyIncome=-5&payFrequency=weekly&startDate=2026-02-30' +
          '&bills=%7B%22a%22%3A1%7D&other=1',
      ),
    );
    expect(parsed).toEqual(paycheckPlan.defaults);
    expect(paycheckPlan.parse(defaultParseSearch('?monthlyIncome=0&startDate=1899-12-31'))).toEqual(
      paycheckPlan.defaults,
    );
    expect(paycheckPlan.parse(defaultParseSearch('?monthlyIncome=3000&startDate=lots'))).toEqual({
      ...paycheckPlan.defaults,
      monthlyIncome: 3000,
    });
    for (const bill of [
      { name: 'Rent', amount: 5, dueDate: 32, split: false },
      { name: 'Rent', amount: 5, dueDate: 1.5, split: false },
      { name: ' ', amount: 5, dueDate: 1, split: false },
      { name: 'Rent', amount: -5, dueDate: 1, split: false },
      { name: 'Rent', amount: 5, dueDate: 1, split: 'yes' },
      { name: 'Rent', amount: 5, dueDate: 1 },
    ]) {
      expect(paycheckPlan.parse({ bills: [bill] })).toEqual(paycheckPlan.defaults);
    }
    expect(paycheckPlan.parse(null)).toEqual(paycheckPlan.defaults);
  });

  it('never parses to a value the engine refuses', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...Object.keys(paycheckPlan.defaults), 'other'),
          fc.oneof(fc.string(), fc.double(), isoDate, fc.array(fc.anything(), { maxLength: 3 })),
        ),
        (raw) => {
          const values = paycheckPlan.parse(defaultParseSearch(defaultStringifySearch(raw)));
          const issues = validatePaycheckPlan({
            monthlyIncome: values.monthlyIncome ?? 1,
            payFrequency: values.payFrequency ?? PAYCHECK_DEFAULTS.payFrequency,
            startDate: values.startDate ?? '2026-01-01',
            bills: values.bills,
          });
          expect(issues).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('holds as many bills as the engine accepts, no more', () => {
    const bills = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: `Bill ${index}`,
        amount: 1,
        dueDate: 1,
        split: false,
      }));
    expect(paycheckPlan.parse({ bills: bills(MAX_BILLS) }).bills).toHaveLength(MAX_BILLS);
    expect(paycheckPlan.parse({ bills: bills(MAX_BILLS + 1) }).bills).toEqual([]);
  });

  it('keeps the last good value for text that does not parse, and null for blank fields', () => {
    const last: PaycheckPlanValues = {
      ...paycheckPlan.defaults,
      monthlyIncome: 4000,
      startDate: '2026-03-01',
    };
    expect(
      paycheckForm.toPlan({ ...paycheckForm.fromPlan(last), monthlyIncome: '40x0' }, last),
    ).toEqual(last);
    expect(
      paycheckForm.toPlan({ ...paycheckForm.fromPlan(last), monthlyIncome: '0' }, last),
    ).toEqual(last);
    expect(
      paycheckForm.toPlan(
        { ...paycheckForm.fromPlan(last), monthlyIncome: ' ', startDate: '' },
        last,
      ),
    ).toEqual({ ...last, monthlyIncome: null, startDate: null });
    expect(
      paycheckForm.toPlan({ ...paycheckForm.fromPlan(last), startDate: '0201-03-01' }, last),
    ).toEqual(last);
  });

  it('leaves out an income that is not a number, so the engine says it is missing', () => {
    const form = { ...paycheckForm.fromPlan(paycheckPlan.defaults), monthlyIncome: 'abc' };
    const input = paycheckForm.toInput(form);
    expect(input).not.toHaveProperty('monthlyIncome');
    expect(validatePaycheckPlan(input)).toContainEqual({
      path: 'monthlyIncome',
      message: PAYCHECK_MESSAGES.incomeAndDateRequired,
    });
    expect(paycheckForm.toInput({ ...form, monthlyIncome: '$4,000' }).monthlyIncome).toBe(4000);
  });
});
