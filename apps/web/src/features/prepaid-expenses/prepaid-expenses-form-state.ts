import type { ValidationIssue } from '@freedompath/engine';
import {
  PREPAID_EXPENSES_DEFINITION,
  PREPAID_LIMITS,
  PREPAID_MESSAGES,
  validatePrepaidExpenses,
} from '@freedompath/engine/prepaid';
import type { PrepaidExpensesInput } from '@freedompath/engine/prepaid';
import { uniqueKey } from '@/lib/unique-key';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import type { PlanItemOf } from '../calculators/kit/plan/calculator-plan';
import { expenseRowPlan, prepaidExpensesPlan } from './prepaid-expenses-plan';
import type { PrepaidExpensesPlanValues } from './prepaid-expenses-plan';

type Fields = typeof PREPAID_EXPENSES_DEFINITION.fields;
type ExpenseFields = Fields['expenses']['item'];
type PlanExpense = PlanItemOf<ExpenseFields>;

/** One expense row: plan ↔ typed text ↔ the engine's expense. */
const expenseRowForm = calculatorForm(
  { fields: PREPAID_EXPENSES_DEFINITION.fields.expenses.item },
  expenseRowPlan,
);

/** The break's length: plan ↔ typed text ↔ the engine's input (the rows are the rows' own). */
const breakForm = calculatorForm(PREPAID_EXPENSES_DEFINITION, prepaidExpensesPlan);

/** One editable expense row; `key` only tells React the rows apart. */
export type ExpenseRow = FormOf<ExpenseFields> & { key: string };

/** What the form holds: the duration and each row as typed. */
export type PrepaidExpensesFormState = Omit<FormOf<Fields>, 'expenses'> & {
  expenses: ExpenseRow[];
};

const rowOf = (expense: PlanExpense): ExpenseRow => ({
  ...expenseRowForm.fromPlan(expense),
  key: uniqueKey('expense'),
});

/** A new, blank row: billed monthly, as most bills are. */
export function blankExpenseRow(): ExpenseRow {
  return { ...rowOf(expenseRowPlan.defaults as PlanExpense), amount: '' };
}

/** The Prepaid Expenses form: plan ↔ typed text ↔ the engine's input. */
export const prepaidExpensesForm = {
  /** The form a plan (a shared link, or the defaults) fills in. */
  fromPlan: (plan: PrepaidExpensesPlanValues): PrepaidExpensesFormState => ({
    ...breakForm.fromPlan(plan),
    expenses: plan.expenses.map(rowOf),
  }),

  /**
   * The plan the form holds, for the URL. A duration or amount whose text does not parse (or is
   * out of bounds) keeps `last`'s value (an amount of a new row: $0), so the link stays valid.
   */
  toPlan: (form: PrepaidExpensesFormState, last: PrepaidExpensesPlanValues) => ({
    ...breakForm.toPlan({ ...form, expenses: [] }, last),
    expenses: form.expenses.slice(0, PREPAID_LIMITS.maxExpenses).map(
      // The row plan's schemas never take a blank amount or frequency.
      (row, index) =>
        expenseRowForm.toPlan(row, last.expenses[index] ?? expenseRowPlan.defaults) as PlanExpense,
    ),
  }),

  /**
   * The engine's input. A number left blank or not a number is left out, which the engine
   * answers with the product's message ('Amount must be a positive number'); names are trimmed, so
   * one of spaces only reads as missing.
   */
  toInput: (form: PrepaidExpensesFormState): PrepaidExpensesInput => ({
    ...breakForm.toInput({ ...form, expenses: [] }),
    expenses: form.expenses.map((row) => ({
      ...expenseRowForm.toInput(row),
      name: row.name.trim(),
    })),
  }),
};

/**
 * The issues of a submitted form: a duration left blank or not a number (the engine would take
 * its default) gets the product's 'Duration must be at least 1 month'; then the engine's checks.
 */
export function prepaidExpensesFormIssues(
  form: PrepaidExpensesFormState,
  input: PrepaidExpensesInput,
): ValidationIssue[] {
  const blank =
    form.breakDuration.trim() === ''
      ? [{ path: 'breakDuration', message: PREPAID_MESSAGES.durationMin }]
      : [];
  return [
    ...blank,
    ...breakForm.textIssues({ ...form, expenses: [] }, PREPAID_MESSAGES.durationMin),
    ...validatePrepaidExpenses(input),
  ];
}
