import {
  defineCalculator,
  list,
  money,
  numberField,
  text,
  yesNo,
} from '../shared/calculator-definition.js';

/**
 * The household's expenses a new form starts with: ours (ADR 003), a $2,200 budget. `never`: the
 * list builder types a default as an empty list; `defaultsOf` gives it back as the list's items.
 */
const SAMPLE_EXPENSES = [
  { name: 'Rent', amount: 1500, isFixed: true },
  { name: 'Utilities', amount: 200, isFixed: true },
  { name: 'Groceries', amount: 500, isFixed: false },
] as never;

const amount = (description: string, value: number) =>
  money(description, { optional: true, default: value });

/**
 * The Part-Time vs Full-Time form (product: part-time#inputs): money before tax, every field
 * optional with its default. Salaries, hours, portfolio, cash, market and temporary months
 * default to the product's figures (product: part-time#formulas-and-constants); the contributions and
 * expenses are ours (ADR 003): about 24 % of gross pay saved full-time, 12 % part-time. In the
 * order `validatePartTime` reports issues.
 */
export const PART_TIME_DEFINITION = defineCalculator({
  name: 'part-time',
  version: 1,
  fields: {
    fullTimeSalary: amount('$/year at 40 hours a week', 75_000),
    partTimeSalary: amount('$/year at `weeklyHours`', 40_000),
    currentPortfolio: amount('Invested today, $', 100_000),
    currentCash: amount('Cash today, $ (earns nothing)', 25_000),
    fullTimeContribution: amount('Invested while full-time, $/month', 1000),
    partTimeContribution: amount('Invested while part-time, $/month', 300),
    fullTimeCashContribution: amount('Saved as cash while full-time, $/month', 500),
    partTimeCashContribution: amount('Saved as cash while part-time, $/month', 100),
    weeklyHours: numberField('number', 1, 40, 'Part-time hours a week, 1–40', {
      optional: true,
      default: 20,
    }),
    marketReturns: numberField(
      'percent',
      -20,
      30,
      'Expected portfolio return, % a year, −20 to 30',
      { optional: true, default: 7 },
    ),
    isTemporary: yesNo('The part-time spell ends after `temporaryMonths`', {
      optional: true,
      default: false,
    }),
    temporaryMonths: numberField(
      'integer',
      1,
      120,
      'Length of a temporary spell, whole months 1–120 (checked only when temporary)',
      { optional: true, default: 12 },
    ),
    expenses: list(
      {
        name: text(100, 'Name of the expense'),
        amount: money('$/month'),
        isFixed: yesNo('Fixed (rent) or variable (groceries)'),
      },
      100,
      'Monthly household expenses, the same on both paths, at most 100',
      { optional: true, default: SAMPLE_EXPENSES },
    ),
  },
  example: {
    fullTimeSalary: 75_000,
    partTimeSalary: 40_000,
    currentPortfolio: 100_000,
    currentCash: 25_000,
    fullTimeContribution: 1000,
    partTimeContribution: 300,
    fullTimeCashContribution: 500,
    partTimeCashContribution: 100,
    weeklyHours: 20,
    marketReturns: 7,
    isTemporary: true,
    temporaryMonths: 18,
    expenses: [
      { name: 'Rent', amount: 1500, isFixed: true },
      { name: 'Utilities', amount: 200, isFixed: true },
      { name: 'Groceries', amount: 500, isFixed: false },
    ],
  },
});
