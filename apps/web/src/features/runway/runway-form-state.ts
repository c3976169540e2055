import type { ValidationIssue } from '@freedompath/engine';
import { RUNWAY_MESSAGES, validateRunway } from '@freedompath/engine/runway';
import type { RunwayProfile } from '@freedompath/engine/runway';
import { numberText, parseNumber, textIssues } from '../calculators/kit/fields/parse-number';
import { runwayPlanFields } from './runway-plan';
import type { RunwayPlan } from './runway-plan';

/** The fields the form holds as typed text. */
export const numberFields = [
  'breakDuration',
  'currentSavings',
  'stockInvestments',
  'cryptoInvestments',
  'monthlyExpensesDuringBreak',
  'monthlyIncomeBreak',
  'cashSavingsReturn',
  'inflationRate',
  'withdrawalStockAllocation',
  'withdrawalCryptoAllocation',
  'withdrawalCashAllocation',
] as const;

export type NumberFieldName = (typeof numberFields)[number];

/** What the form holds: numbers as typed, the two return choices as their option values. */
export type RunwayFormState = Record<NumberFieldName, string> & {
  expectedMarketReturns: string;
  cryptoMarketReturns: string;
};

/** The form as a plan (a shared link or the URL) fills it in; `null` is a blank field. */
export function formFromPlan(plan: RunwayPlan): RunwayFormState {
  const texts = Object.fromEntries(
    numberFields.map((field) => [field, numberText(plan[field])]),
  ) as Record<NumberFieldName, string>;
  return {
    ...texts,
    expectedMarketReturns: String(plan.expectedMarketReturns),
    cryptoMarketReturns: String(plan.cryptoMarketReturns),
  };
}

/**
 * The plan the URL should hold for the form. A blank field is `null`; a field whose text is not
 * a value the plan accepts keeps `lastGood`'s value, so the URL only holds what a shared link
 * can restore.
 */
export function planFromForm(form: RunwayFormState, lastGood: RunwayPlan): RunwayPlan {
  const plan = { ...lastGood };
  for (const field of numberFields) {
    const text = form[field];
    if (text.trim() === '') {
      plan[field] = null;
      continue;
    }
    const parsed = runwayPlanFields()[field].safeParse(parseNumber(text));
    if (parsed.success) plan[field] = parsed.data;
  }
  for (const field of ['expectedMarketReturns', 'cryptoMarketReturns'] as const) {
    const parsed = runwayPlanFields()[field].safeParse(Number(form[field]));
    if (parsed.success) plan[field] = parsed.data;
  }
  return plan;
}

/**
 * The engine's input. Blank savings and expenses reach the engine as missing, which it reports
 * with the spec's message (they are required); blank stocks and crypto are 0 (nothing held);
 * blank income, rates and allocations are left out, so the engine's defaults apply; a blank
 * break means no planned break.
 */
export function profileFromForm(form: RunwayFormState): RunwayProfile {
  const profile: Record<string, number | null | undefined> = {
    breakDuration: form.breakDuration.trim() === '' ? null : parseNumber(form.breakDuration),
    currentSavings: parseNumber(form.currentSavings),
    stockInvestments: form.stockInvestments.trim() === '' ? 0 : parseNumber(form.stockInvestments),
    cryptoInvestments:
      form.cryptoInvestments.trim() === '' ? 0 : parseNumber(form.cryptoInvestments),
    monthlyExpensesDuringBreak: parseNumber(form.monthlyExpensesDuringBreak),
    expectedMarketReturns: parseNumber(form.expectedMarketReturns),
    cryptoMarketReturns: parseNumber(form.cryptoMarketReturns),
  };
  for (const field of [
    'monthlyIncomeBreak',
    'cashSavingsReturn',
    'inflationRate',
    'withdrawalStockAllocation',
    'withdrawalCryptoAllocation',
    'withdrawalCashAllocation',
  ] as const) {
    const value = parseNumber(form[field]);
    if (value !== undefined) profile[field] = value;
  }
  // The engine checks every field of this record, missing required ones included.
  return profile as unknown as RunwayProfile;
}

/**
 * The issues of a submitted form: text that is not a number (the engine never sees it) first,
 * then the engine's own checks of the profile. Empty when the profile can be calculated.
 */
export function runwayFormIssues(form: RunwayFormState, profile: RunwayProfile): ValidationIssue[] {
  const texts = Object.fromEntries(numberFields.map((field) => [field, form[field]]));
  return [...textIssues(texts, RUNWAY_MESSAGES.invalidNumber), ...validateRunway(profile)];
}
