import type { PaymentFrequency, PrepaidExpensesInput } from '@freedompath/engine/prepaid';
import { PREPAID_LIMITS } from '@freedompath/engine/prepaid';
import { uniqueKey } from '../../lib/unique-key';
import { numberText, parseInteger, parseNumber } from '../calculators/kit/fields/parse-number';
import {
  amountSchema,
  breakDurationSchema,
  EXPENSE_NAME_MAX_LENGTH,
} from './prepaid-expenses-plan';
import type { PrepaidExpensesPlanValues } from './prepaid-expenses-plan';

/** One editable expense row; `key` only tells React the rows apart. */
export interface ExpenseRow {
  key: string;
  name: string;
  /** $ per payment, as typed. */
  amount: string;
  paymentFrequency: PaymentFrequency;
}

/** What the form holds: the duration and amounts as typed. */
export interface PrepaidExpensesFormState {
  breakDuration: string;
  expenses: ExpenseRow[];
}

/** A new, blank row: billed monthly, as most bills are. */
export function blankExpenseRow(): ExpenseRow {
  return { key: uniqueKey('expense'), name: '', amount: '', paymentFrequency: 'monthly' };
}

/** The form as a plan (or a shared link) fills it in. */
export function formFromPlan(plan: PrepaidExpensesPlanValues): PrepaidExpensesFormState {
  return {
    breakDuration: numberText(plan.breakDuration),
    expenses: plan.expenses.map((expense) => ({
      key: uniqueKey('expense'),
      name: expense.name,
      amount: numberText(expense.amount),
      paymentFrequency: expense.paymentFrequency,
    })),
  };
}

/**
 * The plan the form holds, for the URL. A duration or amount whose text does not parse (or is
 * out of bounds) keeps `last`'s value (an amount of a new row: $0), so the link stays valid.
 */
export function planFromForm(
  form: PrepaidExpensesFormState,
  last: PrepaidExpensesPlanValues,
): PrepaidExpensesPlanValues {
  const duration = breakDurationSchema.safeParse(parseInteger(form.breakDuration));
  return {
    breakDuration: duration.success ? duration.data : last.breakDuration,
    expenses: form.expenses.slice(0, PREPAID_LIMITS.maxExpenses).map((row, index) => {
      const amount = amountSchema.safeParse(parseNumber(row.amount));
      return {
        name: row.name.slice(0, EXPENSE_NAME_MAX_LENGTH),
        amount: amount.success ? amount.data : (last.expenses[index]?.amount ?? 0),
        paymentFrequency: row.paymentFrequency,
      };
    }),
  };
}

/**
 * The engine's input for what the form holds. Text that is not a number (or is blank) is
 * passed as `NaN`, which the engine answers with the spec's messages: 'Duration must be at
 * least 1 month' and 'Amount must be a positive number'. Names are trimmed, so one of spaces
 * only reads as missing.
 */
export function inputFromForm(form: PrepaidExpensesFormState): PrepaidExpensesInput {
  return {
    breakDuration: parseNumber(form.breakDuration) ?? Number.NaN,
    expenses: form.expenses.map((row) => ({
      name: row.name.trim(),
      amount: parseNumber(row.amount) ?? Number.NaN,
      paymentFrequency: row.paymentFrequency,
    })),
  };
}
