import { LAYOFF_DEFAULTS, LAYOFF_DEFINITION } from '@freedompath/engine/layoff';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';

/**
 * The Layoff Transition screen's shareable plan: the nineteen inputs as search params, bounded
 * as the engine bounds them, `null` for a blank field (which counts as 0). A new form starts
 * from the engine's `LAYOFF_DEFAULTS` (the product's severance and housing defaults), not from the
 * 0 a missing field counts as.
 */
export const layoffPlan = calculatorPlan(LAYOFF_DEFINITION, {
  starts: { ...LAYOFF_DEFAULTS.severance, ...LAYOFF_DEFAULTS.expenses },
});

export type LayoffPlan = PlanOf<typeof LAYOFF_DEFINITION.fields>;
export type LayoffField = keyof LayoffPlan;
