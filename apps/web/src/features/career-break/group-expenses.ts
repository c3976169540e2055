import { CAREER_BREAK_CATEGORIES } from '@freedompath/engine/career-break';
import type { CareerBreakCategory } from '@freedompath/engine/career-break';
import type { ExpenseItem } from './career-break-form-state';

export interface ExpenseGroup {
  category: CareerBreakCategory;
  items: readonly ExpenseItem[];
  /** $/month of the category. */
  total: number;
}

/**
 * The list as the form shows it while it is edited (before any calculation): the categories
 * that have items, in the engine's category order, each with its total, and the grand total.
 */
export function groupExpenses(expenses: readonly ExpenseItem[]): {
  groups: ExpenseGroup[];
  total: number;
} {
  const groups = CAREER_BREAK_CATEGORIES.map((category) => {
    const items = expenses.filter((item) => item.category === category);
    return { category, items, total: items.reduce((sum, item) => sum + item.amount, 0) };
  }).filter((group) => group.items.length > 0);
  return { groups, total: groups.reduce((sum, group) => sum + group.total, 0) };
}
