import { z } from 'zod';

/** `affordability`: the "Can I Afford It?" form of the engine's `assessAffordability`. */
export const affordabilityInputsSchema = z
  .strictObject({
    purchaseAmount: z.number().describe('Price of the purchase, $'),
    monthlyIncome: z.number().describe('Take-home income, $/month'),
    monthlySavings: z.number().describe('Amount set aside each month, $/month'),
    monthlyExpenses: z.number().describe('Living costs, $/month'),
    stockInvestments: z.number().optional().describe('$; default 0'),
    cryptoInvestments: z.number().optional().describe('$; default 0'),
    emergencyFund: z.number().optional().describe('Cash reserve, $; default 0'),
  })
  .meta({
    id: 'AffordabilityInputs',
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
export type AffordabilityInputs = z.infer<typeof affordabilityInputsSchema>;
