import { z } from 'zod/mini';
import { boundedList } from './bounded-list.js';

/** `freelance-rate`: the form of the engine's `calculateFreelanceRate`. */
export const freelanceRateInputsSchema = z
  .strictObject({
    annualSalary: z.number().check(z.describe('The salary to replace, $/year')),
    workHours: z
      .optional(z.number())
      .check(z.describe('Billable hours a year, 1–8760; default 2080')),
    benefits: z
      .optional(
        boundedList(
          z.strictObject({ name: z.string(), amount: z.number().check(z.describe('$/year')) }),
          100,
        ),
      )
      .check(z.describe('Benefits a salaried job pays for, at most 100')),
    adjustments: z
      .optional(
        z.partial(
          z.strictObject({
            overhead: z.number().check(z.describe('%, 0–50; default 15')),
            timeOff: z.number().check(z.describe('%, 0–30; default 10')),
            marketing: z.number().check(z.describe('%, 0–40; default 10')),
            profitMargin: z.number().check(z.describe('%, 0–50; default 20')),
          }),
        ),
      )
      .check(z.describe('Mark-ups on the base hourly cost')),
  })
  .register(z.globalRegistry, {
    id: 'FreelanceRateInputs',
    example: {
      annualSalary: 104_000,
      workHours: 2080,
      benefits: [{ name: 'Health insurance', amount: 10_400 }],
      adjustments: { overhead: 15, timeOff: 10, marketing: 10, profitMargin: 20 },
    },
  });
export type FreelanceRateInputs = z.infer<typeof freelanceRateInputsSchema>;
