import {
  defineCalculator,
  group,
  list,
  money,
  numberField,
  text,
} from '../shared/calculator-definition.js';

const markUp = (label: string, max: number, value: number) =>
  numberField('percent', 0, max, `%, 0–${max}; default ${value}`, {
    label,
    optional: true,
    default: value,
  });

/**
 * The freelance rate form (docs/product/calculators/freelance-rate.md): the salary to replace in
 * $/year, billable hours a year, the benefits a salaried job pays for and the four mark-ups in
 * percent, each with the product's default. A benefit's name is bounded so a plan of 100 benefits
 * stays a usable link.
 */
export const FREELANCE_RATE_DEFINITION = defineCalculator({
  name: 'freelance-rate',
  version: 1,
  fields: {
    annualSalary: money('The salary to replace, $/year', { label: 'Annual salary' }),
    workHours: numberField('number', 1, 8760, 'Billable hours a year, 1–8760; default 2080', {
      label: 'Work hours',
      optional: true,
      default: 2080,
    }),
    benefits: list(
      {
        name: text(80, 'What the benefit is'),
        amount: money('$/year', { label: 'Benefit amount' }),
      },
      100,
      'Benefits a salaried job pays for, at most 100',
      { optional: true, default: [] },
    ),
    adjustments: group(
      {
        overhead: markUp('Overhead', 50, 15),
        timeOff: markUp('Time off', 30, 10),
        marketing: markUp('Marketing', 40, 10),
        profitMargin: markUp('Profit margin', 50, 20),
      },
      'Mark-ups on the base hourly cost',
      { optional: true },
    ),
  },
  example: {
    annualSalary: 104_000,
    workHours: 2080,
    benefits: [{ name: 'Health insurance', amount: 10_400 }],
    adjustments: { overhead: 15, timeOff: 10, marketing: 10, profitMargin: 20 },
  },
});
