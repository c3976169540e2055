import { MARKET_SCENARIOS } from '@freedompath/engine/runway';
import type { MarketScenario } from '@freedompath/engine/runway';
import type { SelectOption } from '../calculators/kit/fields/select-field';

function signed(percent: number): string {
  return percent > 0 ? `+${percent}%` : `${percent}%`;
}

function options(returnOf: (scenario: MarketScenario) => number): SelectOption<string>[] {
  return MARKET_SCENARIOS.map((scenario) => ({
    value: String(returnOf(scenario)),
    label: `${scenario.label} (${signed(returnOf(scenario))} a year)`,
  }));
}

/**
 * The return choices of product: runway#market-scenarios, named after their market scenario, best
 * first: 'Extreme Bull (+25% a year)' … 'Extreme Bear (-25% a year)'.
 */
export const marketScenarioOptions = {
  stocks: options((s) => s.stockReturnPercent),
  crypto: options((s) => s.cryptoReturnPercent),
} as const;
