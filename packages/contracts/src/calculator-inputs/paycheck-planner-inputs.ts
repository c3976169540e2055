import { z } from 'zod/mini';
import { boundedList } from './bounded-list.js';

/** `paycheck-planner`: the form of the engine's `planPaychecks`. */
export const paycheckPlannerInputsSchema = z
  .strictObject({
    monthlyIncome: z.number().check(z.describe('Take-home pay, $/month')),
    payFrequency: z.enum(['biweekly', 'semimonthly', 'monthly']),
    startDate: z.iso
      .date()
      .check(z.describe('First day of the three-month projection, YYYY-MM-DD, years 1900–2200')),
    bills: z
      .optional(
        boundedList(
          z.strictObject({
            name: z.string(),
            amount: z.number().check(z.describe('$/month')),
            dueDate: z.number().check(z.describe('Day of the month it is due, 1–31')),
            split: z
              .boolean()
              .check(z.describe("Paid half from each of the month's two paychecks")),
          }),
          100,
        ),
      )
      .check(z.describe('Recurring monthly bills, at most 100')),
  })
  .register(z.globalRegistry, {
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
