import {
  choice,
  date,
  defineCalculator,
  list,
  money,
  numberField,
  text,
  yesNo,
} from '../shared/calculator-definition.js';

/**
 * The paycheck plan (docs/product/calculators/paycheck-planner.md): take-home pay, how often it
 * arrives, the first day of the three-month projection and the recurring monthly bills. An income
 * of 0 counts as none entered (the validator's rule, product: paycheck-planner#validation).
 */
export const PAYCHECK_DEFINITION = defineCalculator({
  name: 'paycheck-planner',
  version: 1,
  fields: {
    monthlyIncome: money('Take-home pay, $/month'),
    payFrequency: choice(['biweekly', 'semimonthly', 'monthly'], 'How often pay arrives'),
    startDate: date('First day of the three-month projection, YYYY-MM-DD, years 1900–2200'),
    bills: list(
      {
        name: text(80, 'What the bill is'),
        amount: money('$/month'),
        dueDate: numberField('integer', 1, 31, 'Day of the month it is due, 1–31'),
        split: yesNo("Paid half from each of the month's two paychecks"),
      },
      100,
      'Recurring monthly bills, at most 100',
      { optional: true, default: [] },
    ),
  },
  example: {
    monthlyIncome: 4000,
    payFrequency: 'semimonthly',
    startDate: '2026-01-01',
    bills: [
      { name: 'Rent', amount: 1500, dueDate: 1, split: true },
      { name: 'Gym', amount: 40, dueDate: 31, split: false },
    ],
  },
});
