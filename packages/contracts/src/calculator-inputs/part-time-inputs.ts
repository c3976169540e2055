import { z } from 'zod';
import { boundedList } from './bounded-list.js';

/**
 * `part-time`: the form of the engine's `comparePartTime`. Money is before tax; an absent field
 * takes the engine's `PART_TIME_DEFAULTS`, as it does on the screen.
 */
export const partTimeInputsSchema = z
  .strictObject({
    fullTimeSalary: z.number().describe('$/year at 40 hours a week'),
    partTimeSalary: z.number().describe('$/year at `weeklyHours`'),
    weeklyHours: z.number().describe('Part-time hours a week, 1–40'),
    currentPortfolio: z.number().describe('Invested today, $'),
    currentCash: z.number().describe('Cash today, $ (earns nothing)'),
    fullTimeContribution: z.number().describe('Invested while full-time, $/month'),
    partTimeContribution: z.number().describe('Invested while part-time, $/month'),
    fullTimeCashContribution: z.number().describe('Saved as cash while full-time, $/month'),
    partTimeCashContribution: z.number().describe('Saved as cash while part-time, $/month'),
    marketReturns: z.number().describe('Expected portfolio return, % a year, −20 to 30'),
    expenses: boundedList(
      z.strictObject({
        name: z.string(),
        amount: z.number().describe('$/month'),
        isFixed: z.boolean().describe('Fixed (rent) or variable (groceries)'),
      }),
      100,
    ).describe('Monthly household expenses, the same on both paths, at most 100'),
    isTemporary: z.boolean().describe('The part-time spell ends after `temporaryMonths`'),
    temporaryMonths: z.number().describe('Length of a temporary spell, whole months 1–120'),
  })
  .partial()
  .meta({
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
