import {
  choice,
  defineCalculator,
  list,
  money,
  numberField,
  text,
} from '../shared/calculator-definition.js';

/**
 * The prepaid expenses form (docs/product/calculators/prepaid-expenses.md): the break in whole
 * months and the bills to cover before it starts. The break is at most 1200 months (100 years)
 * and the list at most 100 bills, so the largest total (100 × $1e12 × 1200) stays finite; a
 * bill's name is bounded so a plan of 100 bills stays a usable link.
 */
export const PREPAID_EXPENSES_DEFINITION = defineCalculator({
  name: 'prepaid-expenses',
  version: 1,
  fields: {
    breakDuration: numberField(
      'integer',
      1,
      1200,
      'Length of the break, whole months 1–1200; default 3',
      { optional: true, default: 3 },
    ),
    expenses: list(
      {
        name: text(80, 'What the bill is'),
        amount: money('$ per payment'),
        paymentFrequency: choice(
          ['monthly', 'quarterly', 'annually', 'one-time'],
          'How often the bill is paid',
        ),
      },
      100,
      'Bills to cover before the break starts, at most 100; default none',
      { optional: true, default: [] },
    ),
  },
  example: {
    breakDuration: 6,
    expenses: [
      { name: 'Rent', amount: 1800, paymentFrequency: 'monthly' },
      { name: 'Car insurance', amount: 420, paymentFrequency: 'quarterly' },
      { name: 'Health insurance', amount: 2400, paymentFrequency: 'annually' },
      { name: 'Visa application', amount: 180, paymentFrequency: 'one-time' },
    ],
  },
});
