import { z } from 'zod/mini';

/** `affordability`: the "Can I Afford It?" form of the engine's `assessAffordability`. */
export const affordabilityInputsSchema = z
  .strictObject({
    purchaseAmount: z.number().check(z.describe('Price of the purchase, $')),
    monthlyIncome: z.number().check(z.describe('Take-home income, $/month')),
    monthlySavings: z.number().check(z.describe('Amount set aside each month, $/month')),
    monthlyExpenses: z.number().check(z.describe('Living costs, $/month')),
    stockInvestments: z.optional(z.number()).check(z.describe('$; default 0')),
    cryptoInvestments: z.optional(z.number()).check(z.describe('$; default 0')),
    emergencyFund: z.optional(z.number()).check(z.describe('Cash reserve, $; default 0')),
  })
  .register(z.globalRegistry, {
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
