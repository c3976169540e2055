import { defineCalculator, money, numberField } from '../shared/calculator-definition.js';

const rate = (label: string, description: string, value: number) =>
  numberField('percent', -100, 1000, description, { label, optional: true, default: value });

const allocation = (label: string, description: string, value: number) =>
  numberField('percent', 0, 100, description, { label, optional: true, default: value });

/**
 * The runway profile (docs/product/calculators/runway.md): money in dollars, rates in percent a
 * year, allocations in percent of each monthly withdrawal. Stocks, crypto and income may be
 * left blank (nothing held, no income); the rates and allocations start at their defaults.
 */
export const RUNWAY_DEFINITION = defineCalculator({
  name: 'runway',
  version: 1,
  fields: {
    breakDuration: numberField(
      'integer',
      1,
      1200,
      'Planned break, whole months 1–1200; absent or null: no planned break',
      { optional: true, nullable: true },
    ),
    currentSavings: money('Cash savings, $', { label: 'Current savings' }),
    stockInvestments: money('Stock investments, $; default 0', {
      label: 'Stock investments',
      optional: true,
      default: 0,
      startsBlank: true,
    }),
    cryptoInvestments: money('Crypto investments, $; default 0', {
      label: 'Crypto investments',
      optional: true,
      default: 0,
      startsBlank: true,
    }),
    monthlyExpensesDuringBreak: money('Living costs during the break, $/month', {
      label: 'Monthly expenses',
    }),
    monthlyIncomeBreak: money('Income during the break, $/month; default 0', {
      label: 'Monthly income',
      optional: true,
      default: 0,
      startsBlank: true,
    }),
    expectedMarketReturns: rate('Expected market returns', 'Stock return, % a year; default 7', 7),
    cryptoMarketReturns: rate('Crypto market returns', 'Crypto return, % a year; default 20', 20),
    cashSavingsReturn: rate('Cash savings return', 'Cash return, % a year; default 3', 3),
    inflationRate: rate('Inflation rate', 'Inflation of expenses, % a year; default 3', 3),
    withdrawalStockAllocation: allocation(
      'Stock allocation',
      'Share of each withdrawal taken from stocks, %; default 60',
      60,
    ),
    withdrawalCryptoAllocation: allocation(
      'Crypto allocation',
      'Share of each withdrawal taken from crypto, %; default 20',
      20,
    ),
    withdrawalCashAllocation: allocation(
      'Cash allocation',
      'Share of each withdrawal taken from cash, %; default 20',
      20,
    ),
  },
  example: {
    breakDuration: 12,
    currentSavings: 20_000,
    stockInvestments: 50_000,
    cryptoInvestments: 5_000,
    monthlyExpensesDuringBreak: 3_000,
    monthlyIncomeBreak: 500,
    expectedMarketReturns: 7,
    cryptoMarketReturns: 20,
    cashSavingsReturn: 3,
    inflationRate: 3,
    withdrawalStockAllocation: 60,
    withdrawalCryptoAllocation: 20,
    withdrawalCashAllocation: 20,
  },
});
