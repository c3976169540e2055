import { CAREER_BREAK_DEFAULTS, validateExpenseItem } from '@freedompath/engine/career-break';
import type { CareerBreakCategory } from '@freedompath/engine/career-break';
import type { DraftCheck } from '../calculators/kit/fields/add-row-form';
import { parseNumber } from '../calculators/kit/fields/parse-number';

/** An expense being added or edited inline: its fields as typed. */
export interface ExpenseDraft {
  name: string;
  amount: string;
  category: CareerBreakCategory;
}

/** Messages for a draft's name and amount fields, when it cannot be added yet. */
export interface ExpenseDraftErrors {
  name?: string;
  amount?: string;
}

/** A draft that passed the check: a trimmed name, a number amount and its category. */
export interface CheckedExpense {
  name: string;
  amount: number;
  category: CareerBreakCategory;
}

export const emptyExpenseDraft: ExpenseDraft = {
  name: '',
  amount: '',
  category: CAREER_BREAK_DEFAULTS.category,
};

/**
 * Checks a draft with the engine's `validateExpenseItem`: the item to add or save, or the
 * messages at the fields that need them. 'Please fill in both name and amount' goes to
 * whichever of the two is missing (both when both are).
 */
export function checkExpenseDraft(draft: ExpenseDraft): DraftCheck<ExpenseDraft, CheckedExpense> {
  const name = draft.name.trim();
  const amount = parseNumber(draft.amount) ?? Number.NaN;
  const issues = validateExpenseItem({ name, amount, category: draft.category });
  if (issues.length === 0) return { ok: true, row: { name, amount, category: draft.category } };
  const errors: ExpenseDraftErrors = {};
  for (const { path, message } of issues) {
    if (path === 'expense') {
      if (name === '') errors.name ??= message;
      if (!Number.isFinite(amount)) errors.amount ??= message;
    } else if (path === 'expense.amount') {
      errors.amount ??= message;
    }
  }
  return { ok: false, errors };
}
