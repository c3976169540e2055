import { ENGINE_LIMITS } from '@freedompath/engine';
import { LAYOFF_DEFAULTS, LAYOFF_LIMITS } from '@freedompath/engine/layoff';
import { z } from 'zod/mini';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

/** A field's number from 0 to `max`; `null` stands for a blank field (which counts as 0). */
function upTo(max: number) {
  return z.nullable(fieldNumber().check(z.minimum(0), z.maximum(max)));
}

// Bounded as validateLayoff bounds them: money up to $1e12, the other fields by LAYOFF_LIMITS.
const money = upTo(ENGINE_LIMITS.maxAmount);

const severanceFields = {
  baseSalary: money,
  yearsOfService: upTo(LAYOFF_LIMITS.yearsOfService),
  severanceWeeksPerYear: upTo(LAYOFF_LIMITS.severanceWeeksPerYear),
  unusedPTO: upTo(LAYOFF_LIMITS.unusedPTO),
  ptoPayoutRate: upTo(LAYOFF_LIMITS.ptoPayoutRate),
  bonusAmount: money,
  healthBenefitsCost: money,
  healthBenefitsDuration: upTo(LAYOFF_LIMITS.healthBenefitsDuration),
  otherBenefits: money,
};

const expenseFields = {
  housing: money,
  utilities: money,
  food: money,
  transportation: money,
  insurance: money,
  healthcare: money,
  debt: money,
  other: money,
  emergencyFund: money,
  unemploymentBenefit: money,
};

const fields = { ...severanceFields, ...expenseFields };

export type LayoffPlan = PlanValues<typeof fields>;
export type LayoffField = keyof LayoffPlan;
type SeveranceField = keyof typeof severanceFields;
type ExpenseField = keyof typeof expenseFields;

/** The severance inputs, in form order. */
export const severanceFieldNames = Object.keys(severanceFields) as SeveranceField[];
/** The expenses, savings and benefit, in form order. */
export const expenseFieldNames = Object.keys(expenseFields) as ExpenseField[];
/** Every field of the form, in form order. */
export const layoffFieldNames: readonly LayoffField[] = [
  ...severanceFieldNames,
  ...expenseFieldNames,
];

/** The plan's field schemas, for checking one value as the URL would. */
export const layoffPlanFields = fields;

/**
 * The Layoff Transition screen's shareable plan: the nineteen inputs as search params, starting
 * from the engine's `LAYOFF_DEFAULTS` (the spec's severance and housing defaults).
 */
export const layoffPlan = defineSearchPlan(fields, {
  ...LAYOFF_DEFAULTS.severance,
  ...LAYOFF_DEFAULTS.expenses,
});
