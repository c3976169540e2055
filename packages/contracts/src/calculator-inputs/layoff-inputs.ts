import { z } from 'zod/mini';

const optional = (description: string) => z.optional(z.number()).check(z.describe(description));

/**
 * `layoff`: the form of the engine's `calculateLayoff`. Both groups are required objects; a
 * field left out of either counts as 0, like a blank input.
 */
export const layoffInputsSchema = z
  .strictObject({
    severance: z.strictObject({
      baseSalary: optional('$/year'),
      yearsOfService: optional('Years worked, up to 100 (may be fractional)'),
      severanceWeeksPerYear: optional('Weeks of pay per year of service, up to 52'),
      unusedPTO: optional('Unused paid-time-off days, up to 1000'),
      ptoPayoutRate: optional('Share of unused PTO paid out, %, 0–100'),
      bonusAmount: optional('One-off bonus paid on exit, $'),
      healthBenefitsCost: optional('Employer-paid health cover after the layoff, $/month'),
      healthBenefitsDuration: optional('Months of that health cover, up to 120'),
      otherBenefits: optional('Any other one-off benefit, $'),
    }),
    expenses: z.strictObject({
      housing: optional('$/month'),
      utilities: optional('$/month'),
      food: optional('$/month'),
      transportation: optional('$/month'),
      insurance: optional('$/month'),
      healthcare: optional('$/month'),
      debt: optional('Debt payments, $/month'),
      other: optional('$/month'),
      emergencyFund: optional('Savings to live on, $ (not an expense)'),
      unemploymentBenefit: optional('Unemployment benefit, $/week'),
    }),
  })
  .register(z.globalRegistry, {
    id: 'LayoffInputs',
    example: {
      severance: {
        baseSalary: 85_000,
        yearsOfService: 3,
        severanceWeeksPerYear: 2,
        unusedPTO: 10,
        ptoPayoutRate: 100,
        bonusAmount: 5000,
        healthBenefitsCost: 500,
        healthBenefitsDuration: 3,
        otherBenefits: 1000,
      },
      expenses: {
        housing: 2000,
        utilities: 200,
        food: 600,
        transportation: 400,
        insurance: 300,
        healthcare: 200,
        debt: 500,
        other: 300,
        emergencyFund: 15_000,
        unemploymentBenefit: 450,
      },
    },
  });
export type LayoffInputs = z.infer<typeof layoffInputsSchema>;
