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

// Each field's bound, in form order, as validateLayoff bounds them: money up to $1e12, the
// other fields by LAYOFF_LIMITS. The plan builds their schemas on first use (`upTo` each).
const money = ENGINE_LIMITS.maxAmount;

const severanceMaxima = {
  baseSalary: money,
  yearsOfService: LAYOFF_LIMITS.yearsOfService,
  severanceWeeksPerYear: LAYOFF_LIMITS.severanceWeeksPerYear,
  unusedPTO: LAYOFF_LIMITS.unusedPTO,
  ptoPayoutRate: LAYOFF_LIMITS.ptoPayoutRate,
  bonusAmount: money,
  healthBenefitsCost: money,
  healthBenefitsDuration: LAYOFF_LIMITS.healthBenefitsDuration,
  otherBenefits: money,
};

const expenseMaxima = {
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

type SeveranceField = keyof typeof severanceMaxima;
type ExpenseField = keyof typeof expenseMaxima;

function fields() {
  const maxima = { ...severanceMaxima, ...expenseMaxima };
  return Object.fromEntries(Object.entries(maxima).map(([field, max]) => [field, upTo(max)])) as {
    [K in keyof typeof maxima]: ReturnType<typeof upTo>;
  };
}

export type LayoffPlan = PlanValues<ReturnType<typeof fields>>;
export type LayoffField = keyof LayoffPlan;

/** The severance inputs, in form order. */
export const severanceFieldNames = Object.keys(severanceMaxima) as SeveranceField[];
/** The expenses, savings and benefit, in form order. */
export const expenseFieldNames = Object.keys(expenseMaxima) as ExpenseField[];
/** Every field of the form, in form order. */
export const layoffFieldNames: readonly LayoffField[] = [
  ...severanceFieldNames,
  ...expenseFieldNames,
];

/**
 * The Layoff Transition screen's shareable plan: the nineteen inputs as search params, starting
 * from the engine's `LAYOFF_DEFAULTS` (the spec's severance and housing defaults).
 */
export const layoffPlan = defineSearchPlan(fields, {
  ...LAYOFF_DEFAULTS.severance,
  ...LAYOFF_DEFAULTS.expenses,
});

/** The plan's field schemas, for checking one value as the URL would. */
export const layoffPlanFields = layoffPlan.fields;
