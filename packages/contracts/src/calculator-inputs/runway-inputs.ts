import { z } from 'zod';

/** `runway`: the runway profile of the engine's `calculateRunway` (calculators.md §3). */
export const runwayInputsSchema = z
  .strictObject({
    breakDuration: z
      .number()
      .nullable()
      .optional()
      .describe('Planned break, whole months 1–1200; absent or null: no planned break'),
    currentSavings: z.number().describe('Cash savings, $'),
    stockInvestments: z.number().describe('Stock investments, $'),
    cryptoInvestments: z.number().describe('Crypto investments, $'),
    monthlyExpensesDuringBreak: z.number().describe('Living costs during the break, $/month'),
    monthlyIncomeBreak: z
      .number()
      .optional()
      .describe('Income during the break, $/month; default 0'),
    expectedMarketReturns: z.number().optional().describe('Stock return, % a year; default 7'),
    cryptoMarketReturns: z.number().optional().describe('Crypto return, % a year; default 20'),
    cashSavingsReturn: z.number().optional().describe('Cash return, % a year; default 3'),
    inflationRate: z.number().optional().describe('Inflation of expenses, % a year; default 3'),
    withdrawalStockAllocation: z
      .number()
      .optional()
      .describe('Share of each withdrawal taken from stocks, %; default 60'),
    withdrawalCryptoAllocation: z
      .number()
      .optional()
      .describe('Share of each withdrawal taken from crypto, %; default 20'),
    withdrawalCashAllocation: z
      .number()
      .optional()
      .describe('Share of each withdrawal taken from cash, %; default 20'),
  })
  .meta({
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
