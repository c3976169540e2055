import { z } from 'zod/mini';
import { boundedList } from './bounded-list.js';

/**
 * `part-time`: the form of the engine's `comparePartTime`. Money is before tax; an absent field
 * takes the engine's `PART_TIME_DEFAULTS`, as it does on the screen.
 */
export const partTimeInputsSchema = z
  .partial(
    z.strictObject({
      fullTimeSalary: z.number().check(z.describe('$/year at 40 hours a week')),
      partTimeSalary: z.number().check(z.describe('$/year at `weeklyHours`')),
      weeklyHours: z.number().check(z.describe('Part-time hours a week, 1–40')),
      currentPortfolio: z.number().check(z.describe('Invested today, $')),
      currentCash: z.number().check(z.describe('Cash today, $ (earns nothing)')),
      fullTimeContribution: z.number().check(z.describe('Invested while full-time, $/month')),
      partTimeContribution: z.number().check(z.describe('Invested while part-time, $/month')),
      fullTimeCashContribution: z
        .number()
        .check(z.describe('Saved as cash while full-time, $/month')),
      partTimeCashContribution: z
        .number()
        .check(z.describe('Saved as cash while part-time, $/month')),
      marketReturns: z.number().check(z.describe('Expected portfolio return, % a year, −20 to 30')),
      expenses: boundedList(
        z.strictObject({
          name: z.string(),
          amount: z.number().check(z.describe('$/month')),
          isFixed: z.boolean().check(z.describe('Fixed (rent) or variable (groceries)')),
        }),
        100,
      ).check(z.describe('Monthly household expenses, the same on both paths, at most 100')),
      isTemporary: z
        .boolean()
        .check(z.describe('The part-time spell ends after `temporaryMonths`')),
      temporaryMonths: z
        .number()
        .check(z.describe('Length of a temporary spell, whole months 1–120')),
    }),
  )
  .register(z.globalRegistry, {
    id: 'PartTimeInputs',
    example: {
      fullTimeSalary: 75_000,
      partTimeSalary: 40_000,
      weeklyHours: 20,
      currentPortfolio: 100_000,
      currentCash: 25_000,
      fullTimeContribution: 1000,
      partTimeContribution: 300,
      fullTimeCashContribution: 500,
      partTimeCashContribution: 100,
      marketReturns: 7,
      expenses: [
        { name: 'Rent', amount: 1500, isFixed: true },
        { name: 'Utilities', amount: 200, isFixed: true },
        { name: 'Groceries', amount: 500, isFixed: false },
      ],
      isTemporary: true,
      temporaryMonths: 18,
    },
  });
export type PartTimeInputs = z.infer<typeof partTimeInputsSchema>;
