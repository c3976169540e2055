import type { CalculatorDefinition, Fields } from '@freedompath/engine';
import fc from 'fast-check';
import type { PlanOf } from '../plan/calculator-plan';
import { planNumber } from './plan-arbitraries';

const amount = { kind: 'money', min: 0, max: 1e12, description: 'Amount, $' } as const;

/**
 * One field of each kind and shape a calculator declares, for the kit's plan and form tests;
 * written out, as the engine's builders are its own.
 */
export const EXAMPLE_FIELDS = {
  savings: { ...amount, description: 'Cash savings, $' },
  income: { ...amount, optional: true, default: 0, startsBlank: true },
  fee: { ...amount, optional: true, default: 25 },
  months: {
    kind: 'integer',
    min: 1,
    max: 1200,
    description: 'Months',
    optional: true,
    nullable: true,
  },
  rate: {
    kind: 'percent',
    min: -100,
    max: 1000,
    description: 'Return, %',
    optional: true,
    default: 7,
  },
  mode: { kind: 'choice', options: ['cash', 'all'], description: 'What counts' },
  pace: {
    kind: 'choice',
    options: ['slow', 'fast'],
    description: 'Pace',
    optional: true,
    default: 'slow',
  },
  insured: { kind: 'boolean', description: 'Has insurance', optional: true },
  start: { kind: 'date', description: 'First month' },
  ends: { kind: 'date', description: 'Last day; null: open-ended', optional: true, nullable: true },
  name: { kind: 'text', maxLength: 10, description: 'Plan name', optional: true },
  bills: {
    kind: 'list',
    max: 2,
    description: 'Bills, each with its key',
    item: {
      id: { kind: 'text', maxLength: 40, description: 'Key' },
      label: { kind: 'text', maxLength: 20, description: 'Bill' },
      amount,
      due: { kind: 'integer', min: 1, max: 31, description: 'Day of the month' },
    },
  },
  extras: { kind: 'list', max: 2, description: 'Extras', item: { amount } },
  costs: {
    kind: 'group',
    description: 'Monthly costs',
    fields: { rent: amount, food: { ...amount, nullable: true } },
  },
} as const satisfies Fields;

export const EXAMPLE_DEFINITION: CalculatorDefinition<typeof EXAMPLE_FIELDS> = {
  name: 'example',
  version: 1,
  fields: EXAMPLE_FIELDS,
  example: {
    savings: 1000,
    mode: 'all',
    start: '2026-01-01',
    bills: [{ id: 'rent', label: 'Rent', amount: 900, due: 1 }],
    extras: [],
    costs: { rent: 900, food: null },
  },
};

const blankOr = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const isoDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2200-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const money = planNumber(0, 1e12);
/** Any plan of {@link EXAMPLE_FIELDS}: every field within its bounds or blank. */
export const examplePlans: fc.Arbitrary<PlanOf<typeof EXAMPLE_FIELDS>> = fc.record({
  savings: blankOr(money),
  income: blankOr(money),
  fee: blankOr(money),
  months: blankOr(fc.integer({ min: 1, max: 1200 })),
  rate: blankOr(planNumber(-100, 1000)),
  mode: blankOr(fc.constantFrom('cash', 'all')),
  pace: fc.constantFrom('slow', 'fast'),
  insured: fc.boolean(),
  start: blankOr(isoDate),
  ends: blankOr(isoDate),
  name: fc.string({ maxLength: 10 }),
  bills: fc.array(
    fc.record({
      label: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
      amount: money,
      due: fc.integer({ min: 1, max: 31 }),
    }),
    { maxLength: 2 },
  ),
  extras: fc.array(fc.record({ amount: money }), { maxLength: 2 }),
  rent: blankOr(money),
  food: blankOr(money),
});
