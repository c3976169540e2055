import { z } from 'zod';
import { boundedList } from './bounded-list.js';

/** `paycheck-planner`: the form of the engine's `planPaychecks`. */
export const paycheckPlannerInputsSchema = z
  .strictObject({
    monthlyIncome: z.number().describe('Take-home pay, $/month'),
    payFrequency: z.enum(['biweekly', 'semimonthly', 'monthly']),
    startDate: z.iso
      .date()
      .describe('First day of the three-month projection, YYYY-MM-DD, years 1900–2200'),
    bills: boundedList(
      z.strictObject({
        name: z.string(),
        amount: z.number().describe('$/month'),
        dueDate: z.number().describe('Day of the month it is due, 1–31'),
        split: z.boolean().describe("Paid half from each of the month's two paychecks"),
      }),
      100,
    )
      .optional()
      .describe('Recurring monthly bills, at most 100'),
  })
  .meta({
    id: 'PaycheckPlannerInputs',
    example: {
      monthlyIncome: 4000,
      payFrequency: 'semimonthly',
      startDate: '2026-01-01',
      bills: [
        { name: 'Rent', amount: 1500, dueDate: 1, split: true },
        { name: 'Gym', amount: 40, dueDate: 31, split: false },
      ],
    },
  });
export type PaycheckPlannerInputs = z.infer<typeof paycheckPlannerInputsSchema>;
