import { defineCalculator, money, numberField } from '../shared/calculator-definition.js';

/**
 * The years-to-FI card (product: fire#inputs): Mr. Money Mustache's "shockingly simple math",
 * rates in percent, money in dollars a year. The income must be more than $0, which the
 * validator checks (a definition's bounds include their ends).
 */
export const YEARS_TO_FI_DEFINITION = defineCalculator({
  name: 'years-to-fi',
  version: 1,
  fields: {
    savingsRate: numberField('percent', 0, 100, '% of take-home income saved', {
      label: 'Savings rate',
    }),
    annualIncome: money('Take-home income, $ a year, more than $0', { label: 'Annual income' }),
    realReturn: numberField('percent', -50, 50, 'Real return on savings, % a year; default 5', {
      label: 'Real return',
      optional: true,
      default: 5,
    }),
    // Below 0.01 % the target would overflow to Infinity, though the message says "more than 0 %".
    withdrawalRate: numberField('percent', 0.01, 100, 'Safe withdrawal rate, %; default 4', {
      label: 'Withdrawal rate',
      optional: true,
      default: 4,
    }),
    currentSavings: money('$ already invested; default 0', {
      label: 'Current savings',
      optional: true,
      default: 0,
    }),
  },
  example: {
    savingsRate: 50,
    annualIncome: 60_000,
    realReturn: 5,
    withdrawalRate: 4,
    currentSavings: 10_000,
  },
});
