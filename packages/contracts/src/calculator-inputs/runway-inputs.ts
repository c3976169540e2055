import { z } from 'zod/mini';

/** `runway`: the runway profile of the engine's `calculateRunway` (calculators.md §3). */
export const runwayInputsSchema = z
  .strictObject({
    breakDuration: z
      .optional(z.nullable(z.number()))
      .check(z.describe('Planned break, whole months 1–1200; absent or null: no planned break')),
    currentSavings: z.number().check(z.describe('Cash savings, $')),
    stockInvestments: z.number().check(z.describe('Stock investments, $')),
    cryptoInvestments: z.number().check(z.describe('Crypto investments, $')),
    monthlyExpensesDuringBreak: z
      .number()
      .check(z.describe('Living costs during the break, $/month')),
    monthlyIncomeBreak: z
      .optional(z.number())
      .check(z.describe('Income during the break, $/month; default 0')),
    expectedMarketReturns: z
      .optional(z.number())
      .check(z.describe('Stock return, % a year; default 7')),
    cryptoMarketReturns: z
      .optional(z.number())
      .check(z.describe('Crypto return, % a year; default 20')),
    cashSavingsReturn: z.optional(z.number()).check(z.describe('Cash return, % a year; default 3')),
    inflationRate: z
      .optional(z.number())
      .check(z.describe('Inflation of expenses, % a year; default 3')),
    withdrawalStockAllocation: z
      .optional(z.number())
      .check(z.describe('Share of each withdrawal taken from stocks, %; default 60')),
    withdrawalCryptoAllocation: z
      .optional(z.number())
      .check(z.describe('Share of each withdrawal taken from crypto, %; default 20')),
    withdrawalCashAllocation: z
      .optional(z.number())
      .check(z.describe('Share of each withdrawal taken from cash, %; default 20')),
  })
  .register(z.globalRegistry, {
    id: 'RunwayInputs',
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
export type RunwayInputs = z.infer<typeof runwayInputsSchema>;
