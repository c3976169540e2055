import {
  CAREER_BREAK_CATEGORIES,
  CAREER_BREAK_DEFAULTS,
  validateCareerBreakBudget,
} from '@freedompath/engine/career-break';
import type {
  CareerBreakCategory,
  CareerBreakExpense,
  CareerBreakInput,
} from '@freedompath/engine/career-break';
import { z } from 'zod/mini';
import { uniqueKey } from '../../lib/unique-key';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

/** Longest expense name the form takes, so a plan of 100 expenses stays a usable link. */
export const EXPENSE_NAME_MAX_LENGTH = 80;

/** Most expenses a budget holds: the engine's limit (its `CAREER_BREAK_MAX_EXPENSES`). */
export const MAX_EXPENSES = 100;

/** True when the engine's validator has nothing to say about these fields of a budget. */
function engineAccepts(fields: Partial<CareerBreakInput>): boolean {
  return validateCareerBreakBudget({ durationYears: 1, expenses: [], ...fields }).length === 0;
}

function fields() {
  const expense = z.object({
    name: z.string().check(
      z.maxLength(EXPENSE_NAME_MAX_LENGTH),
      z.refine((name) => name.trim() !== ''),
    ),
    amount: fieldNumber(),
    category: z.enum(CAREER_BREAK_CATEGORIES),
  });
  return {
    /** Null while the duration field is blank: the budget has no default length. */
    durationYears: z.nullable(
      fieldNumber().check(z.refine((n) => engineAccepts({ durationYears: n }))),
    ),
    emergencyBufferPercent: fieldNumber().check(
      z.refine((n) => engineAccepts({ emergencyBufferPercent: n })),
    ),
    /** Null for a blank field, which the engine counts as 0 (spec §5). */
    currentSavings: z.nullable(
      fieldNumber().check(z.refine((n) => engineAccepts({ currentSavings: n }))),
    ),
    currentAnnualIncome: z.nullable(
      fieldNumber().check(z.refine((n) => engineAccepts({ currentAnnualIncome: n }))),
    ),
    /** The itemised monthly expenses without their ids (the screen gives them new ones). */
    expenses: z.array(expense).check(
      z.maxLength(MAX_EXPENSES),
      z.refine((items) =>
        engineAccepts({ expenses: items.map((item, index) => ({ ...item, id: String(index) })) }),
      ),
    ),
  };
}

export type CareerBreakPlanValues = PlanValues<ReturnType<typeof fields>>;

/**
 * The career break budget as URL search params. Every field is bounded by the engine's own
 * validator (duration 0.01–100 years, buffer 0–1000 %, amounts up to $1e12, at most 100
 * expenses), so a link never restores a budget the engine would refuse.
 */
export const careerBreakPlan = defineSearchPlan(fields, {
  durationYears: null,
  emergencyBufferPercent: CAREER_BREAK_DEFAULTS.emergencyBufferPercent,
  currentSavings: null,
  currentAnnualIncome: null,
  expenses: [],
});

/** The form as typed: number fields hold text; the expense list holds added, checked items. */
export interface CareerBreakForm {
  durationYears: string;
  emergencyBufferPercent: string;
  currentSavings: string;
  currentAnnualIncome: string;
  expenses: readonly ExpenseItem[];
}

/** An expense on the list: the engine's item with its category always chosen. */
export interface ExpenseItem extends CareerBreakExpense {
  category: CareerBreakCategory;
}

/** The form a plan restores: its numbers as text (blank for null), its expenses with new ids. */
export function formFromPlan(plan: CareerBreakPlanValues): CareerBreakForm {
  return {
    durationYears: numberText(plan.durationYears),
    emergencyBufferPercent: numberText(plan.emergencyBufferPercent),
    currentSavings: numberText(plan.currentSavings),
    currentAnnualIncome: numberText(plan.currentAnnualIncome),
    expenses: plan.expenses.map((item) => ({ ...item, id: uniqueKey('expense') })),
  };
}

/**
 * The plan the form stands for, for the URL. A field whose text is blank is null where the
 * plan allows it; one that does not parse, or that the engine would refuse, keeps `last`'s
 * value, so the link always holds the last good budget.
 */
export function planFromForm(
  form: CareerBreakForm,
  last: CareerBreakPlanValues,
): CareerBreakPlanValues {
  const pick = <K extends keyof CareerBreakPlanValues>(
    key: K,
    value: unknown,
  ): CareerBreakPlanValues[K] => {
    const parsed = careerBreakPlan.fields()[key].safeParse(value);
    return parsed.success ? (parsed.data as CareerBreakPlanValues[K]) : last[key];
  };
  const number = (text: string) => (text.trim() === '' ? null : parseNumber(text));
  return {
    durationYears: pick('durationYears', number(form.durationYears)),
    emergencyBufferPercent: pick(
      'emergencyBufferPercent',
      parseNumber(form.emergencyBufferPercent),
    ),
    currentSavings: pick('currentSavings', number(form.currentSavings)),
    currentAnnualIncome: pick('currentAnnualIncome', number(form.currentAnnualIncome)),
    expenses: pick(
      'expenses',
      form.expenses.map(({ name, amount, category }) => ({ name, amount, category })),
    ),
  };
}
