import { z } from 'zod/mini';
import { boundedList } from './bounded-list.js';

/** `prepaid-expenses`: the form of the engine's `calculatePrepaidExpenses`. */
export const prepaidExpensesInputsSchema = z
  .strictObject({
    breakDuration: z
      .optional(z.number())
      .check(z.describe('Length of the break, whole months 1–1200; default 3')),
    expenses: boundedList(
      z.strictObject({
        name: z.string(),
        amount: z.number().check(z.describe('$ per payment')),
        paymentFrequency: z.enum(['monthly', 'quarterly', 'annually', 'one-time']),
      }),
      100,
    ).check(z.describe('Bills to cover before the break starts, at most 100')),
  })
  .register(z.globalRegistry, {
    id: 'PrepaidExpensesInputs',
    example: {
      breakDuration: 6,
      expenses: [
        { name: 'Rent', amount: 1800, paymentFrequency: 'monthly' },
        { name: 'Car insurance', amount: 420, paymentFrequency: 'quarterly' },
        { name: 'Health insurance', amount: 2400, paymentFrequency: 'annually' },
        { name: 'Visa application', amount: 180, paymentFrequency: 'one-time' },
      ],
    },
  });
export type PrepaidExpensesInputs = z.infer<typeof prepaidExpensesInputsSchema>;
