import type { ValidationIssue } from '@freedompath/engine';
import { FREELANCE_MESSAGES } from '@freedompath/engine/freelance';
import type { FreelanceAdjustments, FreelanceRateInput } from '@freedompath/engine/freelance';
import { uniqueKey } from '../../lib/unique-key';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import { amountSchema, freelanceRateFields } from './freelance-rate-plan';
import type { FreelanceRatePlanValues } from './freelance-rate-plan';

/** The four sliders, in the order the spec lists them. */
export const adjustmentKeys = [
  'overhead',
  'timeOff',
  'marketing',
  'profitMargin',
] as const satisfies ReadonlyArray<keyof FreelanceAdjustments>;

/** A benefit on the list; `key` only tells React the rows apart. */
export interface BenefitItem {
  key: string;
  name: string;
  /** $ a year. */
  amount: number;
}

/** What the form holds: number fields as typed, checked benefits, slider positions. */
export interface FreelanceRateFormState {
  annualSalary: string;
  workHours: string;
  benefits: BenefitItem[];
  adjustments: FreelanceAdjustments;
}

/** The form as a plan (or a shared link) fills it in. */
export function formFromPlan(plan: FreelanceRatePlanValues): FreelanceRateFormState {
  return {
    annualSalary: numberText(plan.annualSalary),
    workHours: numberText(plan.workHours),
    benefits: plan.benefits.map((benefit) => ({ key: uniqueKey('benefit'), ...benefit })),
    adjustments: {
      overhead: plan.overhead,
      timeOff: plan.timeOff,
      marketing: plan.marketing,
      profitMargin: plan.profitMargin,
    },
  };
}

/**
 * The plan the form holds, for the URL. A blank salary is `null`; text that does not parse,
 * or that the engine would refuse, keeps `last`'s value, so the link holds the last good plan.
 */
export function planFromForm(
  form: FreelanceRateFormState,
  last: FreelanceRatePlanValues,
): FreelanceRatePlanValues {
  const salaryText = form.annualSalary.trim();
  const salary = amountSchema.safeParse(parseNumber(salaryText));
  const hours = freelanceRateFields().workHours.safeParse(parseNumber(form.workHours));
  const benefits = freelanceRateFields().benefits.safeParse(
    form.benefits.map(({ name, amount }) => ({ name, amount })),
  );
  return {
    annualSalary: salaryText === '' ? null : salary.success ? salary.data : last.annualSalary,
    workHours: hours.success ? hours.data : last.workHours,
    benefits: benefits.success ? benefits.data : last.benefits,
    ...form.adjustments,
  };
}

/** The engine's input read from the form, and the issues of texts it cannot read. */
export interface FreelanceRateInputs {
  input: FreelanceRateInput;
  textIssues: ValidationIssue[];
}

/**
 * Reads the form for `calculateFreelanceRate`. A salary that is not a number is passed as
 * `NaN`, which the engine answers with the spec's 'Please enter valid numbers for all required
 * fields.'. Work hours have no sensible blank value: blank gets the engine's range message,
 * other text the spec's message; either way they are left out of the input.
 */
export function inputFromForm(form: FreelanceRateFormState): FreelanceRateInputs {
  const textIssues: ValidationIssue[] = [];
  const hoursText = form.workHours.trim();
  const workHours = parseNumber(hoursText);
  if (hoursText === '') {
    textIssues.push({ path: 'workHours', message: FREELANCE_MESSAGES.workHours });
  } else if (workHours === undefined) {
    textIssues.push({ path: 'workHours', message: FREELANCE_MESSAGES.salaryRequired });
  }
  return {
    input: {
      annualSalary: parseNumber(form.annualSalary) ?? Number.NaN,
      ...(workHours === undefined ? {} : { workHours }),
      benefits: form.benefits.map(({ name, amount }) => ({ name, amount })),
      adjustments: { ...form.adjustments },
    },
    textIssues,
  };
}
