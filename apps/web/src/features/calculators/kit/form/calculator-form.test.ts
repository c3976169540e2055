import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorPlan } from '../plan/calculator-plan';
import type { PlanOf } from '../plan/calculator-plan';
import type { EXAMPLE_FIELDS } from '../test-support/example-definition';
import { EXAMPLE_DEFINITION, examplePlans } from '../test-support/example-definition';
import { calculatorForm } from './calculator-form';
import type { FormOf } from './calculator-form';

const plan = calculatorPlan(EXAMPLE_DEFINITION);
const form = calculatorForm(EXAMPLE_DEFINITION, plan);
type Plan = PlanOf<typeof EXAMPLE_FIELDS>;
type Form = FormOf<typeof EXAMPLE_FIELDS>;

const FILLED: Plan = {
  savings: 1250.5,
  income: null,
  fee: 30,
  months: 12,
  rate: -2.5,
  mode: 'cash',
  pace: 'fast',
  insured: true,
  start: '2026-03-01',
  ends: null,
  name: 'Sabbatical',
  bills: [{ label: 'Rent', amount: 900, due: 1 }],
  extras: [{ amount: 40 }],
  rent: 900,
  food: null,
};

/** A form as a person left it: every number and date blank, nothing chosen. */
const blankForm = (): Form => ({
  ...form.fromPlan(plan.defaults),
  savings: '',
  income: '',
  fee: '',
  months: '',
  rate: '',
  mode: '',
  start: '',
  ends: '',
  rent: '',
  food: '',
});

describe('calculatorForm', () => {
  it('shows a plan as text, blank for null, with a new key for each list item', () => {
    const shown = form.fromPlan(FILLED);
    const { bills, extras, ...rest } = shown;
    expect(rest).toEqual({
      savings: '1250.5',
      income: '',
      fee: '30',
      months: '12',
      rate: '-2.5',
      mode: 'cash',
      pace: 'fast',
      insured: true,
      start: '2026-03-01',
      ends: '',
      name: 'Sabbatical',
      rent: '900',
      food: '',
    });
    const key = (list: string) => expect.stringMatching(new RegExp(`^${list}-`)) as string;
    expect(bills).toEqual([{ label: 'Rent', amount: 900, due: 1, id: key('bills') }]);
    expect(extras).toEqual([{ amount: 40, id: key('extras') }]);
    expect(form.fromPlan(FILLED).bills[0]?.id).not.toBe(bills[0]?.id);
    expect(form.fromPlan(plan.defaults)).toMatchObject({ mode: '', start: '', rate: '7' });
  });

  it('round-trips any plan through the form’s texts', () => {
    fc.assert(
      fc.property(examplePlans, examplePlans, (values, last) => {
        expect(form.toPlan(form.fromPlan(values), last)).toEqual(values);
      }),
      { numRuns: 200 },
    );
  });

  it('reads typed text into the plan, keeping the last good value for what it cannot hold', () => {
    const typed: Form = {
      ...form.fromPlan(FILLED),
      savings: '$2,000',
      income: '12abc',
      months: '1.5',
      rate: '',
      start: '',
      rent: '-1',
      name: 'Far too long a name',
    };
    expect(form.toPlan(typed, FILLED)).toEqual({
      ...FILLED,
      savings: 2000,
      rate: null,
      start: null,
    });
  });

  it('leaves blanks out of the input, null for a blank nullable field, groups nested', () => {
    expect(form.toInput(blankForm())).toEqual({
      months: null,
      ends: null,
      pace: 'slow',
      insured: false,
      name: '',
      bills: [],
      extras: [],
      costs: { food: null },
    });
  });

  it('gives the engine numbers, choices and dates, and text that is not a number left out', () => {
    const typed: Form = { ...form.fromPlan(FILLED), savings: '$1,250.50', income: 'abc' };
    const { bills, extras: _extras, ...input } = form.toInput(typed);
    expect(input).toEqual({
      savings: 1250.5,
      fee: 30,
      months: 12,
      rate: -2.5,
      mode: 'cash',
      pace: 'fast',
      insured: true,
      start: '2026-03-01',
      ends: null,
      name: 'Sabbatical',
      costs: { rent: 900, food: null },
    });
    expect(bills).toEqual(typed.bills);
  });

  it('keeps list item keys only where the engine’s item has an id', () => {
    const shown = form.fromPlan(FILLED);
    const input = form.toInput(shown);
    expect(input.bills).toEqual([{ id: shown.bills[0]?.id, label: 'Rent', amount: 900, due: 1 }]);
    expect(input.extras).toEqual([{ amount: 40 }]);
  });

  it('reports number text that is not a number at the engine’s path, a group’s member nested', () => {
    const typed: Form = {
      ...blankForm(),
      savings: 'lots',
      months: '1.5',
      rate: ' ',
      rent: '12abc',
      food: '$300',
      name: 'not a number',
    };
    expect(form.textIssues(typed, 'Please enter a number.')).toEqual([
      { path: 'savings', message: 'Please enter a number.' },
      { path: 'costs.rent', message: 'Please enter a number.' },
    ]);
    expect(form.textIssues(form.fromPlan(FILLED), 'Please enter a number.')).toEqual([]);
  });
});
