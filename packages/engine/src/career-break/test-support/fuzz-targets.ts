import { throwIfInvalid } from '../../shared/engine-error.js';
import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { calculateCareerBreakBudget } from '../calculate-career-break-budget.js';
import type { CareerBreakExpenseDraft, CareerBreakInput } from '../types.js';
import { validateCareerBreakBudget } from '../validate-career-break-budget.js';
import { validateExpenseItem } from '../validate-expense-item.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  careerBreakBudget: {
    covers: ['validateCareerBreakBudget', 'calculateCareerBreakBudget'],
    sample: {
      durationYears: 1.5,
      emergencyBufferPercent: 15,
      currentSavings: 60_000,
      currentAnnualIncome: 85_000,
      expenses: [
        { id: 'rent', name: 'Rent', amount: 2000, category: 'Housing' },
        { id: 'food', name: 'Groceries', amount: 500, category: 'Food' },
        { id: 'car', name: 'Car insurance', amount: 120.5, category: 'Insurance' },
      ],
    } satisfies CareerBreakInput,
    validate: (input) => validateCareerBreakBudget(input as CareerBreakInput),
    calculate: (input) => calculateCareerBreakBudget(input as CareerBreakInput),
  },
  expenseItem: {
    covers: ['validateExpenseItem'],
    sample: { name: 'Rent', amount: 1200.5, category: 'Housing' } satisfies CareerBreakExpenseDraft,
    validate: (input) => validateExpenseItem(input as CareerBreakExpenseDraft),
    // A validator alone: nothing to compute, so its issues are thrown as a calculator would.
    calculate: (input) => throwIfInvalid(validateExpenseItem(input as CareerBreakExpenseDraft)),
  },
};
