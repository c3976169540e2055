import { z } from 'zod/mini';
import { boundedList } from './bounded-list.js';

/** The expense categories of the career break budget, in display order ('Housing' by default). */
export const careerBreakCategorySchema = z.enum([
  'Housing',
  'Transportation',
  'Food',
  'Healthcare',
  'Insurance',
  'Entertainment',
  'Travel',
  'Utilities',
  'Personal Care',
  'Other',
]);

/** `career-break`: the form of the engine's `calculateCareerBreakBudget`. */
export const careerBreakInputsSchema = z
  .strictObject({
    durationYears: z
      .number()
      .check(z.describe('Length of the break, years, 0.01–100 (may be fractional)')),
    emergencyBufferPercent: z
      .optional(z.number())
      .check(z.describe('Safety margin added to the expenses, %, 0–1000; default 10')),
    currentSavings: z
      .optional(z.number())
      .check(z.describe('Savings available for the break, $; default 0')),
    currentAnnualIncome: z
      .optional(z.number())
      .check(z.describe('Salary given up during the break, $/year; default 0')),
    expenses: boundedList(
      z.strictObject({
        id: z.string().check(z.describe('Any text unique within the list')),
        name: z.string(),
        amount: z.number().check(z.describe('$/month')),
        category: z.optional(careerBreakCategorySchema).check(z.describe("Default 'Housing'")),
      }),
      100,
    ).check(z.describe('Monthly expenses of the break, at most 100')),
  })
  .register(z.globalRegistry, {
    id: 'CareerBreakInputs',
    example: {
      durationYears: 1,
      emergencyBufferPercent: 10,
      currentSavings: 50_000,
      currentAnnualIncome: 85_000,
      expenses: [
        { id: 'rent', name: 'Rent', amount: 2000, category: 'Housing' },
        { id: 'food', name: 'Groceries', amount: 500, category: 'Food' },
      ],
    },
  });
export type CareerBreakInputs = z.infer<typeof careerBreakInputsSchema>;
