import {
  PAY_FREQUENCIES,
  PAYCHECK_DEFAULTS,
  PAYCHECK_LIMITS,
  validatePaycheckPlan,
} from '@freedompath/engine/paycheck';
import type { Bill, PayFrequency, PaycheckPlanInput } from '@freedompath/engine/paycheck';
import { z } from 'zod/mini';
import { uniqueKey } from '../../lib/unique-key';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

/** Longest bill name the form takes, so a plan of 100 bills stays a usable link. */
export const BILL_NAME_MAX_LENGTH = 80;

/** Most bills a plan holds: the engine's limit. */
export const MAX_BILLS = PAYCHECK_LIMITS.maxBills;

/** A plan the engine accepts, for checking one field (or one bill) of a plan at a time. */
export const acceptedPlan: PaycheckPlanInput = {
  monthlyIncome: 1,
  payFrequency: PAYCHECK_DEFAULTS.payFrequency,
  startDate: '2000-01-01',
};

/** True when the engine's validator has nothing to say about these fields of a plan. */
function engineAccepts(fields: Partial<PaycheckPlanInput>): boolean {
  return validatePaycheckPlan({ ...acceptedPlan, ...fields }).length === 0;
}

function fields() {
  const bill = z.object({
    name: z.string().check(
      z.maxLength(BILL_NAME_MAX_LENGTH),
      z.refine((name) => name.trim() === name && name !== ''),
    ),
    amount: fieldNumber(),
    dueDate: z.number().check(z.int(), z.minimum(1), z.maximum(31)),
    split: z.boolean(),
  });
  return {
    /** Take-home pay per month; null while the field is blank. */
    monthlyIncome: z.nullable(
      fieldNumber().check(z.refine((n) => engineAccepts({ monthlyIncome: n }))),
    ),
    payFrequency: z.enum(PAY_FREQUENCIES),
    /** `YYYY-MM-DD`; null until the visitor picks a day (no default: see the screen). */
    startDate: z.nullable(z.string().check(z.refine((date) => engineAccepts({ startDate: date })))),
    bills: z.array(bill).check(
      z.maxLength(MAX_BILLS),
      z.refine((items) => engineAccepts({ bills: items })),
    ),
  };
}

export type PaycheckPlanValues = PlanValues<ReturnType<typeof fields>>;

/**
 * The paycheck plan as URL search params, each field bounded by the engine's own validator
 * (income above 0 up to $1e12, a real start date in 1900–2200, at most 100 bills with a due
 * day of 1–31), so a link never restores a plan the engine would refuse. The start date has no
 * default: today's date would make the same link mean a different plan every day.
 */
export const paycheckPlan = defineSearchPlan(fields, {
  monthlyIncome: null,
  payFrequency: PAYCHECK_DEFAULTS.payFrequency,
  startDate: null,
  bills: [],
});

/** A bill on the list: the engine's bill and an id for the list's keys. */
export interface BillItem extends Bill {
  id: string;
}

/** The form as typed: the income as text, the date as the date input's text (`''` when empty). */
export interface PaycheckForm {
  monthlyIncome: string;
  payFrequency: PayFrequency;
  startDate: string;
  bills: readonly BillItem[];
}

/** The form a plan restores: the income as text (blank for null), its bills with new ids. */
export function formFromPlan(plan: PaycheckPlanValues): PaycheckForm {
  return {
    monthlyIncome: numberText(plan.monthlyIncome),
    payFrequency: plan.payFrequency,
    startDate: plan.startDate ?? '',
    bills: plan.bills.map((item) => ({ ...item, id: uniqueKey('bill') })),
  };
}

/** The bills of the form as the engine takes them (without their ids). */
function billsOf(items: readonly BillItem[]): Bill[] {
  return items.map(({ name, amount, dueDate, split }) => ({ name, amount, dueDate, split }));
}

/**
 * The plan the form stands for, for the URL. A blank income or date is null; a value that does
 * not parse, or that the engine would refuse, keeps `last`'s value, so the link always holds
 * the last good plan.
 */
export function planFromForm(form: PaycheckForm, last: PaycheckPlanValues): PaycheckPlanValues {
  const pick = <K extends keyof PaycheckPlanValues>(
    key: K,
    value: unknown,
  ): PaycheckPlanValues[K] => {
    const parsed = paycheckPlan.fields()[key].safeParse(value);
    return parsed.success ? (parsed.data as PaycheckPlanValues[K]) : last[key];
  };
  const income = form.monthlyIncome.trim();
  return {
    monthlyIncome: pick('monthlyIncome', income === '' ? null : parseNumber(income)),
    payFrequency: pick('payFrequency', form.payFrequency),
    startDate: pick('startDate', form.startDate === '' ? null : form.startDate),
    bills: pick('bills', billsOf(form.bills)),
  };
}

/**
 * The engine's input for what the form holds. An income that is not a number is passed as
 * `NaN`, which the engine answers with the spec's 'Please enter your income and start date.'.
 */
export function inputFromForm(form: PaycheckForm): PaycheckPlanInput {
  return {
    monthlyIncome: parseNumber(form.monthlyIncome) ?? Number.NaN,
    payFrequency: form.payFrequency,
    startDate: form.startDate,
    bills: billsOf(form.bills),
  };
}
