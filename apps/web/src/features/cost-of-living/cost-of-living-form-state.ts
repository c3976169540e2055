import { ENGINE_LIMITS } from '@freedompath/engine';
import { COST_OF_LIVING_CATEGORIES } from '@freedompath/engine/cost-of-living';
import type {
  CostOfLivingCategory,
  CostOfLivingDestinationId,
  CostOfLivingInput,
} from '@freedompath/engine/cost-of-living';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import type { CostOfLivingPlan } from './cost-of-living-plan';

/** The amount fields of the form: the runway balance and the seven monthly expenses. */
export type CostOfLivingAmountField = 'savings' | CostOfLivingCategory;

export const amountFields: readonly CostOfLivingAmountField[] = [
  'savings',
  ...COST_OF_LIVING_CATEGORIES.map(({ key }) => key),
];

/** What the form holds: amounts as typed, the chosen destination and the custom location. */
export type CostOfLivingFormState = Record<CostOfLivingAmountField, string> & {
  destination: CostOfLivingDestinationId | '';
  customLocation: string;
};

/**
 * Blank counts as $0 (spec §5), so a $0 amount is shown as an empty field rather than a '0'
 * the visitor would have to delete first. A value too small for plain decimals (only a
 * hand-edited link holds one) is shown to the cent.
 */
function amountText(value: number): string {
  const shown = /e/i.test(numberText(value)) ? Number(value.toFixed(2)) : value;
  return shown === 0 ? '' : numberText(shown);
}

/** The amount a field's text stands for in the link: blank is 0; unusable text keeps `last`. */
function planAmount(text: string, last: number): number {
  if (text.trim() === '') return 0;
  const value = parseNumber(text);
  return value !== undefined && value >= 0 && value <= ENGINE_LIMITS.maxAmount ? value : last;
}

/** The form as a plan (from the link, or the defaults) fills it in. */
export function formFromPlan(plan: CostOfLivingPlan): CostOfLivingFormState {
  const amounts = Object.fromEntries(
    amountFields.map((field) => [field, amountText(plan[field])]),
  ) as Record<CostOfLivingAmountField, string>;
  return { ...amounts, destination: plan.destination, customLocation: plan.customLocation };
}

/**
 * The plan the link should carry for what the form holds. An amount whose text is not a usable
 * amount (letters, a negative) keeps the plan's last good value, so the link stays valid.
 */
export function planFromForm(
  form: CostOfLivingFormState,
  last: CostOfLivingPlan,
): CostOfLivingPlan {
  const amounts = Object.fromEntries(
    amountFields.map((field) => [field, planAmount(form[field], last[field])]),
  ) as Record<CostOfLivingAmountField, number>;
  return { ...amounts, destination: form.destination, customLocation: form.customLocation };
}

/**
 * The engine's input for what the form holds. Blank or invalid amounts count as 0 (spec §5); a
 * negative amount is passed on, so the engine's message appears at its field.
 */
export function inputFromForm(form: CostOfLivingFormState): CostOfLivingInput {
  const currentExpenses = Object.fromEntries(
    COST_OF_LIVING_CATEGORIES.map(({ key }) => [key, parseNumber(form[key]) ?? 0]),
  ) as Record<CostOfLivingCategory, number>;
  return {
    currentExpenses,
    savings: parseNumber(form.savings) ?? 0,
    destination: form.destination,
    ...(form.destination === 'custom' ? { customLocation: form.customLocation } : {}),
  };
}
