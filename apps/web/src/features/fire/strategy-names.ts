import type { StrategyType } from './fire-plan';

/** How each withdrawal strategy is named on screen. */
export const strategyNames: Record<StrategyType, string> = {
  'constant-dollar': 'Constant dollar (the 4% rule)',
  'percent-of-portfolio': 'Percent of portfolio',
  'guyton-klinger': 'Guyton-Klinger guardrails',
  vpw: 'Variable percentage withdrawal (VPW)',
};

/** The names short enough for a table's column heading. */
export const strategyShortNames: Record<StrategyType, string> = {
  'constant-dollar': 'Constant dollar',
  'percent-of-portfolio': 'Percent of portfolio',
  'guyton-klinger': 'Guyton-Klinger',
  vpw: 'VPW',
};

/** What each strategy does, in a sentence. */
export const strategyDescriptions: Record<StrategyType, string> = {
  'constant-dollar':
    'Spend the same amount every year, raised with inflation, whatever the markets do.',
  'percent-of-portfolio':
    'Spend a fixed share of what the portfolio is worth at the start of each year, so spending follows the markets.',
  'guyton-klinger':
    'Start like the 4% rule, then cut spending when the withdrawal rate climbs past a guardrail and raise it when it falls below the other.',
  vpw: 'Spend a share that grows as the years left shrink, sized like an annuity over the rest of your retirement.',
};
