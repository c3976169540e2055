import { defineCalculator, money } from '../shared/calculator-definition.js';

const holding = (label: string, description: string) =>
  money(description, { label, optional: true, default: 0, startsBlank: true });

/**
 * The "Can I Afford It?" form (docs/product/calculators/affordability.md), every amount in
 * dollars. The investments and the emergency fund may be left blank: nothing held.
 */
export const AFFORDABILITY_DEFINITION = defineCalculator({
  name: 'affordability',
  version: 1,
  fields: {
    purchaseAmount: money('Price of the purchase, $', { label: 'Purchase amount' }),
    monthlyIncome: money('Take-home income, $/month', { label: 'Monthly income' }),
    monthlySavings: money('Amount set aside each month, $/month', { label: 'Monthly savings' }),
    monthlyExpenses: money('Living costs, $/month', { label: 'Monthly expenses' }),
    stockInvestments: holding('Stock investments', 'Stock investments, $; default 0'),
    cryptoInvestments: holding('Crypto investments', 'Crypto investments, $; default 0'),
    emergencyFund: holding('Emergency fund', 'Cash reserve, $; default 0'),
  },
  example: {
    purchaseAmount: 5_000,
    monthlyIncome: 6_000,
    monthlySavings: 1_000,
    monthlyExpenses: 4_000,
    stockInvestments: 20_000,
    cryptoInvestments: 0,
    emergencyFund: 15_000,
  },
});
