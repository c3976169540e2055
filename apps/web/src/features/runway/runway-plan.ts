import { MARKET_SCENARIOS, RUNWAY_DEFINITION } from '@freedompath/engine/runway';
import { z } from 'zod/mini';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';

/** A return the form's select offers: one of the market scenarios' rates. */
function scenarioRate(rateOf: (scenario: (typeof MARKET_SCENARIOS)[number]) => number) {
  const options = MARKET_SCENARIOS.map(rateOf);
  return z.number().check(z.refine((value) => options.includes(value)));
}

/**
 * The runway profile in the URL, as the engine defines it. The two returns are chosen from the
 * market scenarios' rates (the form's selects), so a link holds only an option they offer.
 */
export const runwayPlan = calculatorPlan(RUNWAY_DEFINITION, {
  schemas: {
    expectedMarketReturns: scenarioRate((scenario) => scenario.stockReturnPercent),
    cryptoMarketReturns: scenarioRate((scenario) => scenario.cryptoReturnPercent),
  },
});

export type RunwayPlan = PlanOf<typeof RUNWAY_DEFINITION.fields>;
