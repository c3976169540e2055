import { ENGINE_LIMITS } from '@freedompath/engine';
import {
  INTERNATIONAL_COUNTRIES,
  INTERNATIONAL_DEFAULTS,
  INTERNATIONAL_RUNWAY_TYPES,
  INTERNATIONAL_VISA_KINDS,
} from '@freedompath/engine/international';
import { z } from 'zod/mini';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

/** A list of distinct values of `options` (the engine rejects a country selected twice). */
function distinctList<const V extends readonly [string, ...string[]]>(options: V) {
  return z.array(z.enum(options)).check(
    z.maxLength(options.length),
    z.refine((list) => new Set(list).size === list.length),
  );
}

const countryIds = INTERNATIONAL_COUNTRIES.map(({ id }) => id) as [string, ...string[]];

function fields() {
  /** An amount as the engine accepts it: 0 to $1e12. */
  const amount = fieldNumber().check(z.minimum(0), z.maximum(ENGINE_LIMITS.maxAmount));
  return {
    cashSavings: amount,
    investments: amount,
    monthlyRemoteIncome: amount,
    portfolioWithdrawal: amount,
    visaTypePreference: distinctList(
      INTERNATIONAL_VISA_KINDS as ['digital_nomad', 'non_lucrative'],
    ),
    selectedCountries: distinctList(countryIds),
    runwayCalculationType: z.enum(
      INTERNATIONAL_RUNWAY_TYPES as ['cash', 'investments', 'combined'],
    ),
    includeIncome: z.boolean(),
  };
}

/** The international runway form in the URL; the engine's defaults, nothing chosen yet. */
export const internationalRunwayPlan = defineSearchPlan(fields, {
  cashSavings: INTERNATIONAL_DEFAULTS.cashSavings,
  investments: INTERNATIONAL_DEFAULTS.investments,
  monthlyRemoteIncome: INTERNATIONAL_DEFAULTS.monthlyRemoteIncome,
  portfolioWithdrawal: INTERNATIONAL_DEFAULTS.portfolioWithdrawal,
  visaTypePreference: [],
  selectedCountries: [],
  runwayCalculationType: INTERNATIONAL_DEFAULTS.runwayCalculationType,
  includeIncome: INTERNATIONAL_DEFAULTS.includeIncome,
});

export type InternationalRunwayPlan = PlanValues<ReturnType<typeof fields>>;

/** The plan's field schemas, for checking one value as the URL would. */
export const internationalRunwayPlanFields = internationalRunwayPlan.fields;
