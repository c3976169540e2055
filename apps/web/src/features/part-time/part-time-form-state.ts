import type { ValidationIssue } from '@freedompath/engine';
import { PART_TIME_LIMITS, PART_TIME_MESSAGES } from '@freedompath/engine/part-time';
import type { PartTimeForm } from '@freedompath/engine/part-time';
import type { z } from 'zod/mini';
import { uniqueKey } from '../../lib/unique-key';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import { amountSchema, EXPENSE_NAME_MAX_LENGTH, partTimeFields } from './part-time-plan';
import type { PartTimePlanValues } from './part-time-plan';

/** Spec §8: the message for number fields holding text that is not a number. */
const INVALID_NUMBER_MESSAGE = 'Please enter valid numbers for all required fields.';

/** Amounts of money: a blank one means $0, as an empty amount reads. */
const MONEY_FIELDS = [
  'fullTimeSalary',
  'partTimeSalary',
  'currentPortfolio',
  'currentCash',
  'fullTimeContribution',
  'partTimeContribution',
  'fullTimeCashContribution',
  'partTimeCashContribution',
] as const;

/** Fields with no natural blank value: left blank, they get the engine's range message. */
const REQUIRED_FIELDS = ['weeklyHours', 'marketReturns'] as const;

export type MoneyFieldName = (typeof MONEY_FIELDS)[number];
type NumberFieldName = MoneyFieldName | (typeof REQUIRED_FIELDS)[number] | 'temporaryMonths';

/** One row of the editable expense list; `key` only tells React the rows apart. */
export interface ExpenseRow {
  key: string;
  name: string;
  /** $/month as typed. */
  amount: string;
  isFixed: boolean;
}

/** What the form holds: the text of every number field as typed. */
export interface PartTimeFormState {
  texts: Record<NumberFieldName, string>;
  expenses: ExpenseRow[];
  isTemporary: boolean;
}

/** The form as a plan (or a shared link) fills it in. */
export function formFromPlan(plan: PartTimePlanValues): PartTimeFormState {
  const texts = {} as Record<NumberFieldName, string>;
  for (const field of [...MONEY_FIELDS, ...REQUIRED_FIELDS, 'temporaryMonths'] as const) {
    texts[field] = numberText(plan[field]);
  }
  return {
    texts,
    expenses: plan.expenses.map((expense) => ({
      key: uniqueKey('expense'),
      name: expense.name,
      amount: numberText(expense.amount),
      isFixed: expense.isFixed,
    })),
    isTemporary: plan.isTemporary,
  };
}

/**
 * The number the text stands for if the plan can hold it, else `fallback`: a half-typed or
 * out-of-range value never reaches the URL. `blank` is what an empty field means.
 */
function planNumber(
  text: string,
  schema: z.ZodMiniType,
  fallback: number,
  blank: number | undefined,
): number {
  const value = text.trim() === '' ? blank : parseNumber(text);
  return value !== undefined && schema.safeParse(value).success ? value : fallback;
}

/**
 * The plan the form holds, for the URL: fields whose text does not parse (or is out of the
 * plan's bounds) keep the last good value of `plan`.
 */
export function planFromForm(
  form: PartTimeFormState,
  plan: PartTimePlanValues,
): PartTimePlanValues {
  const money = (field: MoneyFieldName) =>
    planNumber(form.texts[field], partTimeFields()[field], plan[field], 0);
  return {
    fullTimeSalary: money('fullTimeSalary'),
    partTimeSalary: money('partTimeSalary'),
    weeklyHours: planNumber(
      form.texts.weeklyHours,
      partTimeFields().weeklyHours,
      plan.weeklyHours,
      undefined,
    ),
    currentPortfolio: money('currentPortfolio'),
    currentCash: money('currentCash'),
    fullTimeContribution: money('fullTimeContribution'),
    partTimeContribution: money('partTimeContribution'),
    fullTimeCashContribution: money('fullTimeCashContribution'),
    partTimeCashContribution: money('partTimeCashContribution'),
    marketReturns: planNumber(
      form.texts.marketReturns,
      partTimeFields().marketReturns,
      plan.marketReturns,
      undefined,
    ),
    expenses: form.expenses.slice(0, PART_TIME_LIMITS.maxExpenses).map((row, index) => ({
      name: row.name.slice(0, EXPENSE_NAME_MAX_LENGTH),
      amount: planNumber(row.amount, amountSchema, plan.expenses[index]?.amount ?? 0, 0),
      isFixed: row.isFixed,
    })),
    isTemporary: form.isTemporary,
    temporaryMonths: planNumber(
      form.texts.temporaryMonths,
      partTimeFields().temporaryMonths,
      plan.temporaryMonths,
      undefined,
    ),
  };
}

/** The engine's input read from the form, and the issues of texts that are not numbers. */
export interface PartTimeInputs {
  inputs: Partial<PartTimeForm>;
  textIssues: ValidationIssue[];
}

/**
 * Reads the form for `comparePartTime`. Blank amounts are $0; text that is not a number gets
 * the spec's 'Please enter valid numbers for all required fields.'; blank hours, returns and
 * (when temporary) months get the engine's range message, since no blank value makes sense.
 * Fields with issues are left `undefined`, so the engine adds nothing more for them.
 */
export function inputsFromForm(form: PartTimeFormState): PartTimeInputs {
  const textIssues: ValidationIssue[] = [];
  const read = (text: string, path: string, blank: number | string): number | undefined => {
    if (text.trim() === '') {
      if (typeof blank === 'number') return blank;
      textIssues.push({ path, message: blank });
      return undefined;
    }
    const value = parseNumber(text);
    if (value === undefined) textIssues.push({ path, message: INVALID_NUMBER_MESSAGE });
    return value;
  };
  const inputs: Partial<PartTimeForm> = {};
  for (const field of MONEY_FIELDS) inputs[field] = read(form.texts[field], field, 0);
  for (const field of REQUIRED_FIELDS) {
    inputs[field] = read(form.texts[field], field, PART_TIME_MESSAGES[field]);
  }
  // An amount that is not a number has its issue already; 0 stands in so the engine still
  // checks the other rows (nothing is calculated while an issue stands).
  inputs.expenses = form.expenses.map((row, index) => ({
    name: row.name,
    amount: read(row.amount, `expenses.${index}.amount`, 0) ?? 0,
    isFixed: row.isFixed,
  }));
  inputs.isTemporary = form.isTemporary;
  // A hidden duration (not temporary) is not the visitor's concern: it is left out.
  if (form.isTemporary) {
    inputs.temporaryMonths = read(
      form.texts.temporaryMonths,
      'temporaryMonths',
      PART_TIME_MESSAGES.temporaryMonths,
    );
  }
  return { inputs, textIssues };
}
