import { withDefaults } from '../shared/calculator-definition.js';
import { FIRE_DEFAULTS, MONTE_CARLO_DEFAULTS } from './constants.js';
import { FIRE_DEFINITION } from './fire-definition.js';
import { monthlyRate, type PortfolioWeights } from './monthly-growth.js';
import type { ResolvedMonteCarloModel } from './sampler.js';
import { spendingRule, type SpendingRule } from './strategies.js';
import type { CashFlow, RetirementInput } from './types.js';

/** A simulation method with its defaults filled in. */
export type ResolvedMethod =
  | { type: 'historical'; starts: 'monthly' | 'yearly' }
  | { type: 'monte-carlo'; runs: number; seed: number; model: ResolvedMonteCarloModel };

/** A valid `RetirementInput` with every default filled in and percentages as fractions. */
export interface ResolvedRetirement {
  startingPortfolio: number;
  annualSpending: number;
  years: number;
  weights: PortfolioWeights;
  /** Monthly fee, a fraction of the balance. */
  monthlyFee: number;
  /** Monthly real return of cash, a fraction. */
  monthlyCash: number;
  rule: SpendingRule;
  incomes: readonly CashFlow[];
  expenses: readonly CashFlow[];
  method: ResolvedMethod;
}

/** Fills in `FIRE_DEFAULTS` and `MONTE_CARLO_DEFAULTS`; assumes a valid input. */
export function resolveRetirement(input: RetirementInput): ResolvedRetirement {
  const {
    years,
    allocation = FIRE_DEFAULTS.allocation,
    ...filled
  } = withDefaults(FIRE_DEFINITION.fields, input);
  const { annualFee, cashRealReturn } = filled;
  // Normalised, so the weights sum to 1 exactly even within the validator's 0.01 % slack.
  const total = allocation.stocks + allocation.bonds + allocation.cash;
  const weights = {
    stocks: allocation.stocks / total,
    bonds: allocation.bonds / total,
    cash: allocation.cash / total,
  };
  return {
    startingPortfolio: input.startingPortfolio,
    annualSpending: input.annualSpending,
    years,
    weights,
    monthlyFee: annualFee / 100 / 12,
    monthlyCash: monthlyRate(cashRealReturn),
    rule: spendingRule(input.strategy ?? FIRE_DEFAULTS.strategy, years, weights, cashRealReturn),
    incomes: filled.incomes,
    expenses: filled.expenses,
    method: resolveMethod(input.method),
  };
}

function resolveMethod(method: RetirementInput['method']): ResolvedMethod {
  if (method === undefined || method.type === 'historical') {
    return { type: 'historical', starts: method?.starts ?? FIRE_DEFAULTS.method.starts };
  }
  const model = method.model;
  return {
    type: 'monte-carlo',
    runs: method.runs ?? MONTE_CARLO_DEFAULTS.runs,
    seed: method.seed ?? MONTE_CARLO_DEFAULTS.seed,
    model:
      model?.type === 'parametric'
        ? {
            type: 'parametric',
            meanReturn: model.meanReturn ?? MONTE_CARLO_DEFAULTS.meanReturn,
            volatility: model.volatility ?? MONTE_CARLO_DEFAULTS.volatility,
          }
        : {
            type: 'bootstrap',
            blockMonths: model?.blockMonths ?? MONTE_CARLO_DEFAULTS.blockMonths,
          },
  };
}
