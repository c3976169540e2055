import type { ValidationIssue } from '@freedompath/engine';
import { INTERNATIONAL_MESSAGES } from '@freedompath/engine/international';
import type {
  InternationalRunwayForm,
  RunwayCalculationType,
  VisaKind,
} from '@freedompath/engine/international';
import { numberText, parseNumber, textIssues } from '../calculators/kit/fields/parse-number';
import { internationalRunwayPlanFields } from './international-runway-plan';
import type { InternationalRunwayPlan } from './international-runway-plan';

/** The amount fields, which the form holds as text. */
export const amountFields = [
  'cashSavings',
  'investments',
  'monthlyRemoteIncome',
  'portfolioWithdrawal',
] as const;

export type AmountField = (typeof amountFields)[number];

/** What the form holds: amounts as typed, the choices as values. */
export interface InternationalRunwayFormState {
  cashSavings: string;
  investments: string;
  monthlyRemoteIncome: string;
  portfolioWithdrawal: string;
  visaTypePreference: VisaKind[];
  selectedCountries: string[];
  runwayCalculationType: RunwayCalculationType;
  includeIncome: boolean;
}

/** The form as a plan (a shared link or the URL) fills it in. */
export function formFromPlan(plan: InternationalRunwayPlan): InternationalRunwayFormState {
  return {
    cashSavings: numberText(plan.cashSavings),
    investments: numberText(plan.investments),
    monthlyRemoteIncome: numberText(plan.monthlyRemoteIncome),
    portfolioWithdrawal: numberText(plan.portfolioWithdrawal),
    visaTypePreference: [...plan.visaTypePreference],
    selectedCountries: [...plan.selectedCountries],
    runwayCalculationType: plan.runwayCalculationType,
    includeIncome: plan.includeIncome,
  };
}

/**
 * The plan the URL should hold for the form. A blank amount is 0, as the engine reads it; an
 * amount whose text is not a valid amount keeps `lastGood`'s value, so the URL only ever holds
 * values a shared link can restore.
 */
export function planFromForm(
  form: InternationalRunwayFormState,
  lastGood: InternationalRunwayPlan,
): InternationalRunwayPlan {
  const amountOf = (field: AmountField): number => {
    if (form[field].trim() === '') return 0;
    const parsed = internationalRunwayPlanFields()[field].safeParse(parseNumber(form[field]));
    return parsed.success ? parsed.data : lastGood[field];
  };
  return {
    cashSavings: amountOf('cashSavings'),
    investments: amountOf('investments'),
    monthlyRemoteIncome: amountOf('monthlyRemoteIncome'),
    portfolioWithdrawal: amountOf('portfolioWithdrawal'),
    visaTypePreference: [...form.visaTypePreference],
    selectedCountries: [...form.selectedCountries],
    runwayCalculationType: form.runwayCalculationType,
    includeIncome: form.includeIncome,
  };
}

/** The engine's input: blank amounts are left out (the spec makes them optional, read as 0). */
export function inputsFromForm(form: InternationalRunwayFormState): InternationalRunwayForm {
  const inputs: InternationalRunwayForm = {
    visaTypePreference: form.visaTypePreference,
    selectedCountries: form.selectedCountries,
    runwayCalculationType: form.runwayCalculationType,
    includeIncome: form.includeIncome,
  };
  for (const field of amountFields) {
    const value = parseNumber(form[field]);
    if (value !== undefined) inputs[field] = value;
  }
  return inputs;
}

/**
 * Issues for amounts typed as something that is not a number; each gets its field's message
 * from the spec (the engine never sees the text, it receives no value for the field).
 */
export function amountTextIssues(form: InternationalRunwayFormState): ValidationIssue[] {
  return amountFields.flatMap((field) =>
    textIssues({ [field]: form[field] }, INTERNATIONAL_MESSAGES[field]),
  );
}
