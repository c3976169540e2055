import { ENGINE_LIMITS } from '@freedompath/engine';
import { PAYMENT_FREQUENCIES, PREPAID_DEFAULTS, PREPAID_LIMITS } from '@freedompath/engine/prepaid';
import type { PaymentFrequency } from '@freedompath/engine/prepaid';
import { z } from 'zod/mini';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

/** Longest expense name the form takes, so a plan of 100 expenses stays a usable link. */
export const EXPENSE_NAME_MAX_LENGTH = 80;

/**
 * An amount as the engine bounds it: $0 to $1e12. Built on its first parse, as the plan's
 * fields are (see `defineSearchPlan`); so is the break's length.
 */
export const amountSchema = z.lazy(() =>
  fieldNumber().check(z.minimum(0), z.maximum(ENGINE_LIMITS.maxAmount)),
);

/** The break in whole months, as the engine bounds it (at least 1, spec §5; at most 1200). */
export const breakDurationSchema = z.lazy(() =>
  z.number().check(z.int(), z.minimum(1), z.maximum(PREPAID_LIMITS.maxBreakDuration)),
);

function prepaidExpensesFields() {
  /**
   * One expense row as the form holds it. The name may be blank, as a row being typed is: the
   * link keeps what the form holds, and Calculate asks for the name.
   */
  const expenseSchema = z.object({
    name: z.string().check(z.maxLength(EXPENSE_NAME_MAX_LENGTH)),
    amount: amountSchema,
    paymentFrequency: z.enum(PAYMENT_FREQUENCIES as [PaymentFrequency, ...PaymentFrequency[]]),
  });
  return {
    breakDuration: breakDurationSchema,
    expenses: z.array(expenseSchema).check(z.maxLength(PREPAID_LIMITS.maxExpenses)),
  };
}

export type PrepaidExpensesPlanValues = PlanValues<ReturnType<typeof prepaidExpensesFields>>;

/**
 * The Prepaid Expenses plan in the URL: the break's length and the expense rows. Defaults are
 * the engine's (a 3-month break with two sample expenses), which stay out of the URL.
 */
export const prepaidExpensesPlan = defineSearchPlan(prepaidExpensesFields, {
  breakDuration: PREPAID_DEFAULTS.breakDuration,
  expenses: PREPAID_DEFAULTS.expenses.map((expense) => ({ ...expense })),
});
