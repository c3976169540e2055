import { PREPAID_DEFAULTS, PREPAID_EXPENSES_DEFINITION } from '@freedompath/engine/prepaid';
import { z } from 'zod/mini';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

const { breakDuration, expenses } = PREPAID_EXPENSES_DEFINITION.fields;
const { name, amount, paymentFrequency } = expenses.item;

/**
 * An expense row's fields in the URL. Its name may be blank, as a row being typed is: the link
 * keeps what the form holds, and Calculate asks for the name. Its amount and frequency are never
 * blank: an amount the link cannot hold keeps the row's last one ($0 for a new row).
 */
const rowSchemas = {
  name: z.string().check(z.maxLength(name.maxLength)),
  amount: fieldNumber().check(z.minimum(amount.min), z.maximum(amount.max)),
  paymentFrequency: z.enum(paymentFrequency.options),
};

/**
 * One expense row in the URL, planned on its own so that each row the form edits in place gets
 * the kit's text conversions; a new row is billed monthly, as most bills are.
 */
export const expenseRowPlan = calculatorPlan(
  { fields: expenses.item },
  {
    schemas: rowSchemas,
    starts: { amount: 0, paymentFrequency: 'monthly' },
  },
);

/**
 * The Prepaid Expenses plan in the URL: the break's length and the expense rows, as the engine
 * defines them. Defaults are the engine's (a 3-month break with two sample expenses), which stay
 * out of the URL; the break is never blank (a cleared field keeps the last good length).
 */
export const prepaidExpensesPlan = calculatorPlan(PREPAID_EXPENSES_DEFINITION, {
  schemas: {
    breakDuration: z
      .number()
      .check(z.int(), z.minimum(breakDuration.min), z.maximum(breakDuration.max)),
    expenses: z.array(z.object(rowSchemas)).check(z.maxLength(expenses.max)),
  },
  starts: { expenses: PREPAID_DEFAULTS.expenses.map((expense) => ({ ...expense })) },
});

export type PrepaidExpensesPlanValues = PlanOf<typeof PREPAID_EXPENSES_DEFINITION.fields>;
