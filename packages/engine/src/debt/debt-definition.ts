import {
  choice,
  defineCalculator,
  group,
  list,
  money,
  numberField,
  text,
  yesNo,
} from '../shared/calculator-definition.js';
import { ENGINE_LIMITS } from '../shared/limits.js';

/**
 * Largest balance, minimum, extra or bonus payment, $: not in the product definition, it keeps every amount of
 * a 50-year ledger an exact integer number of cents in a double (below 2^53), see ADR 006.
 */
const MAX_AMOUNT = 100_000_000;

const year = (description: string) =>
  numberField('integer', ENGINE_LIMITS.minYear, ENGINE_LIMITS.maxYear, description);
const month = (description: string) => numberField('integer', 1, 12, description);

/**
 * The debt paydown form (product: debt-paydown#inputs): the debts, money in dollars, rates in
 * percent a year; what is paid on top of the minimums; the first simulated month.
 */
export const DEBT_PAYDOWN_DEFINITION = defineCalculator({
  name: 'debt-paydown',
  version: 1,
  fields: {
    debts: list(
      {
        id: text(100, 'Unique within the list'),
        name: text(100, 'The name shown in the results'),
        type: choice(
          [
            'credit_card',
            'student_loan',
            'auto_loan',
            'personal_loan',
            'mortgage',
            'medical_debt',
            'other',
          ],
          'Kind of debt',
        ),
        balance: money('Owed today, $, 0.01 to 100,000,000', { min: 0.01, max: MAX_AMOUNT }),
        minimumPayment: money('$/month, 0.01 to 100,000,000', { min: 0.01, max: MAX_AMOUNT }),
        interestRate: numberField(
          'percent',
          0,
          100,
          'Annual rate, % (18.99 means 18.99 % APR), 0–100',
        ),
      },
      100,
      'At least one debt, at most 100',
    ),
    extraMonthlyPayment: money('Paid every month on top of the minimums, $/month; default 0', {
      max: MAX_AMOUNT,
      optional: true,
      default: 0,
    }),
    bonusPayments: list(
      {
        month: month('Calendar month, 1–12'),
        year: year('1900–2200'),
        amount: money('$', { max: MAX_AMOUNT }),
      },
      600,
      'One-off payments in the calendar months given, at most 600',
      { optional: true, default: [] },
    ),
    startDate: group(
      { year: year('1900–2200'), month: month('1–12') },
      'The first simulated month',
    ),
    rolloverFreedPayments: yesNo("A paid-off debt's minimum goes on to the others; default true", {
      optional: true,
      default: true,
    }),
  },
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
