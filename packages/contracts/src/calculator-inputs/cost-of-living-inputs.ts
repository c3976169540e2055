import { z } from 'zod/mini';

const monthly = z.optional(z.number()).check(z.describe('$/month; absent counts as 0'));

/** `cost-of-living`: the form of the engine's `calculateCostOfLiving`. */
export const costOfLivingInputsSchema = z
  .strictObject({
    currentExpenses: z
      .strictObject({
        rent: monthly,
        utilities: monthly,
        food: monthly,
        transportation: monthly,
        healthcare: monthly,
        entertainment: monthly,
        other: monthly,
      })
      .check(z.describe('Monthly expenses today, by category')),
    savings: z.optional(z.number()).check(z.describe('Savings to live on, $; default 0')),
    destination: z
      .string()
      .check(
        z.describe("A destination of the engine's list: bali, chiang-mai, lisbon, … or custom"),
      ),
    customLocation: z
      .optional(z.string())
      .check(z.describe("'City, Country' of a custom destination, used as its label")),
  })
  .register(z.globalRegistry, {
    id: 'CostOfLivingInputs',
    example: {
      currentExpenses: { rent: 2000, food: 600, transportation: 300, utilities: 150 },
      savings: 30_000,
      destination: 'bali',
    },
  });
export type CostOfLivingInputs = z.infer<typeof costOfLivingInputsSchema>;
