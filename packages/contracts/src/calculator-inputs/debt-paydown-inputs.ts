import { z } from 'zod/mini';
import { boundedList } from './bounded-list.js';

/** `debt-paydown`: the form of the engine's `calculateDebtPaydown`. */
export const debtPaydownInputsSchema = z
  .strictObject({
    debts: boundedList(
      z.strictObject({
        id: z.string().check(z.describe('Unique within the list')),
        name: z.string(),
        type: z.enum([
          'credit_card',
          'student_loan',
          'auto_loan',
          'personal_loan',
          'mortgage',
          'medical_debt',
          'other',
        ]),
        balance: z.number().check(z.describe('Owed today, $, 0.01 to 100,000,000')),
        minimumPayment: z.number().check(z.describe('$/month, 0.01 to 100,000,000')),
        interestRate: z
          .number()
          .check(z.describe('Annual rate, % (18.99 means 18.99 % APR), 0–100')),
      }),
      100,
    ).check(z.describe('At least one debt, at most 100')),
    extraMonthlyPayment: z
      .optional(z.number())
      .check(z.describe('Paid every month on top of the minimums, $/month; default 0')),
    bonusPayments: z
      .optional(
        boundedList(
          z.strictObject({
            month: z.number().check(z.describe('Calendar month, 1–12')),
            year: z.number().check(z.describe('1900–2200')),
            amount: z.number().check(z.describe('$')),
          }),
          600,
        ),
      )
      .check(z.describe('One-off payments in the calendar months given, at most 600')),
    startDate: z
      .strictObject({
        year: z.number().check(z.describe('1900–2200')),
        month: z.number().check(z.describe('1–12')),
      })
      .check(z.describe('The first simulated month')),
    rolloverFreedPayments: z
      .optional(z.boolean())
      .check(z.describe("A paid-off debt's minimum goes on to the others; default true")),
  })
  .register(z.globalRegistry, {
    id: 'DebtPaydownInputs',
    example: {
      debts: [
        {
          id: 'visa',
          name: 'Visa',
          type: 'credit_card',
          balance: 3200,
          minimumPayment: 96,
          interestRate: 22.9,
        },
        {
          id: 'car',
          name: 'Car loan',
          type: 'auto_loan',
          balance: 9800,
          minimumPayment: 285,
          interestRate: 6.4,
        },
        {
          id: 'clinic',
          name: 'Clinic bill',
          type: 'medical_debt',
          balance: 850,
          minimumPayment: 50,
          interestRate: 0,
        },
      ],
      extraMonthlyPayment: 200,
      bonusPayments: [{ year: 2026, month: 12, amount: 1000 }],
      startDate: { year: 2026, month: 6 },
      rolloverFreedPayments: true,
    },
  });
export type DebtPaydownInputs = z.infer<typeof debtPaydownInputsSchema>;
