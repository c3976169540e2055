import { ENGINE_LIMITS } from '@freedompath/engine';
import type { AffordabilityInput } from '@freedompath/engine/affordability';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import type { AffordabilityField, AffordabilityPlan } from './affordability-plan';

/** The fields the spec requires to be numbers (§5); the other three may be left blank. */
export const requiredFields = [
  'purchaseAmount',
  'monthlyIncome',
  'monthlySavings',
  'monthlyExpenses',
] as const satisfies readonly AffordabilityField[];

export const optionalFields = [
  'stockInvestments',
  'cryptoInvestments',
  'emergencyFund',
] as const satisfies readonly AffordabilityField[];

export const affordabilityFieldOrder: readonly AffordabilityField[] = [
  ...requiredFields,
  ...optionalFields,
];

/** What the form holds: each amount as typed. */
export type AffordabilityFormState = Record<AffordabilityField, string>;

/** A value too small for plain decimals (only a hand-edited link holds one) is shown to the cent. */
function amountText(value: number | null): string {
  const text = numberText(value);
  return /e/i.test(text) && value !== null ? numberText(Number(value.toFixed(2))) : text;
}

/** The amount a field's text stands for in the link: blank is `null`; unusable text keeps `last`. */
function planAmount(text: string, last: number | null): number | null {
  if (text.trim() === '') return null;
  const value = parseNumber(text);
  return value !== undefined && value >= 0 && value <= ENGINE_LIMITS.maxAmount ? value : last;
}

/** The form as a plan (from the link, or the blank defaults) fills it in. */
export function formFromPlan(plan: AffordabilityPlan): AffordabilityFormState {
  return Object.fromEntries(
    affordabilityFieldOrder.map((field) => [field, amountText(plan[field])]),
  ) as AffordabilityFormState;
}

/**
 * The plan the link should carry for what the form holds. An amount whose text is not a usable
 * amount (letters, a negative) keeps the plan's last good value, so the link stays valid.
 */
export function planFromForm(
  form: AffordabilityFormState,
  last: AffordabilityPlan,
): AffordabilityPlan {
  return Object.fromEntries(
    affordabilityFieldOrder.map((field) => [field, planAmount(form[field], last[field])]),
  ) as AffordabilityPlan;
}

/**
 * The engine's input for what the form holds. A required amount that is blank or not a number
 * is passed as `NaN`, which the engine reports with the spec's message; an optional one is left
 * out (0), and `textIssues` reports it if it holds text that is not a number.
 */
export function inputFromForm(form: AffordabilityFormState): AffordabilityInput {
  const required = Object.fromEntries(
    requiredFields.map((field) => [field, parseNumber(form[field]) ?? Number.NaN]),
  ) as Pick<AffordabilityInput, (typeof requiredFields)[number]>;
  const optional: Partial<AffordabilityInput> = {};
  for (const field of optionalFields) {
    const value = parseNumber(form[field]);
    if (value !== undefined) optional[field] = value;
  }
  return { ...required, ...optional };
}
