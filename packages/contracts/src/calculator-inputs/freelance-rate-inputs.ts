import { z } from 'zod';
import { boundedList } from './bounded-list.js';

/** `freelance-rate`: the form of the engine's `calculateFreelanceRate`. */
export const freelanceRateInputsSchema = z
  .strictObject({
    annualSalary: z.number().describe('The salary to replace, $/year'),
    workHours: z.number().optional().describe('Billable hours a year, 1–8760; default 2080'),
    benefits: boundedList(
      z.strictObject({ name: z.string(), amount: z.number().describe('$/year') }),
      100,
    )
      .optional()
      .describe('Benefits a salaried job pays for, at most 100'),
    adjustments: z
      .strictObject({
        overhead: z.number().describe('%, 0–50; default 15'),
        timeOff: z.number().describe('%, 0–30; default 10'),
        marketing: z.number().describe('%, 0–40; default 10'),
        profitMargin: z.number().describe('%, 0–50; default 20'),
      })
      .partial()
      .optional()
      .describe('Mark-ups on the base hourly cost'),
  })
  .meta({
    id: 'FreelanceRateInputs',
    example: {
      annualSalary: 104_000,
      workHours: 2080,
      benefits: [{ name: 'Health insurance', amount: 10_400 }],
      adjustments: { overhead: 15, timeOff: 10, marketing: 10, profitMargin: 20 },
    },
  });
export type FreelanceRateInputs = z.infer<typeof freelanceRateInputsSchema>;
