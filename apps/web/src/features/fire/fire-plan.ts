import { ENGINE_LIMITS } from '@freedompath/engine';
import { FIRE_DEFAULTS, FIRE_LIMITS, MONTE_CARLO_DEFAULTS } from '@freedompath/engine/fire';
import type { WithdrawalStrategy } from '@freedompath/engine/fire';
import { z } from 'zod/mini';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { once } from '../../lib/once';
import { fieldNumber } from '../calculators/kit/plan/field-number';

export type StrategyType = WithdrawalStrategy['type'];

export const STRATEGY_TYPES = [
  'constant-dollar',
  'percent-of-portfolio',
  'guyton-klinger',
  'vpw',
] as const satisfies readonly StrategyType[];

/**
 * Longest label of an income or expense. With 10 of each, labels of 3-byte characters (9 URL
 * characters each) and the longest numbers, the link stays under the 8,000 characters a saved
 * plan may have (fire-plan.test.ts measures it).
 */
export const FLOW_LABEL_MAX_LENGTH = 24;

const money = () => fieldNumber().check(z.minimum(0), z.maximum(ENGINE_LIMITS.maxAmount));
const percent = () => fieldNumber().check(z.minimum(0), z.maximum(100));
const whole = (min: number, max: number) =>
  z.number().check(z.int(), z.minimum(min), z.maximum(max));

/**
 * The numbers inside a strategy and an income or expense, each `null` when blank: the form
 * checks a typed value with them, and the plan's fields are built of them.
 */
export const planParts = once(() => {
  const year = z.nullable(whole(1, FIRE_LIMITS.maxYears));
  // Floor and ceiling of percent-of-portfolio, % of the first year's spending.
  const bound = z.nullable(fieldNumber().check(z.minimum(0), z.maximum(1000)));
  return {
    strategy: {
      rate: z.nullable(percent()),
      floor: bound,
      ceiling: bound,
      guardrail: z.nullable(percent()),
      adjustment: z.nullable(percent()),
    },
    flow: { a: z.nullable(money()), s: year, e: year },
  };
});

/** The form's "No comparison" choice, as a hand-written link may hold it. */
function isNoComparison(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'none';
}

function fields() {
  const { strategy: part, flow: flowPart } = planParts();
  // A list item's bad field goes blank (or to its default) on its own; the rest of it stays.
  const flow = z.catch(
    z.object({
      l: z.catch(z.string().check(z.maxLength(FLOW_LABEL_MAX_LENGTH)), ''),
      a: z.catch(flowPart.a, null),
      s: z.catch(flowPart.s, null),
      e: z.catch(flowPart.e, null),
      r: z.catch(z.boolean(), true),
    }),
    () => ({ l: '', a: null, s: null, e: null, r: true }),
  );
  const strategy = z.object({
    type: z.catch(z.enum(STRATEGY_TYPES), defaultStrategy.type),
    rate: z.catch(part.rate, defaultStrategy.rate),
    floor: z.catch(part.floor, null),
    ceiling: z.catch(part.ceiling, null),
    guardrail: z.catch(part.guardrail, defaultStrategy.guardrail),
    adjustment: z.catch(part.adjustment, defaultStrategy.adjustment),
  });
  // A link's list longer than the form takes keeps its first items, rather than none.
  const flows = z.pipe(
    z.array(flow),
    z.transform((items) => items.slice(0, FIRE_LIMITS.maxFlows)),
  );
  return {
    startingPortfolio: z.nullable(money()),
    annualSpending: z.nullable(money()),
    years: z.nullable(whole(1, FIRE_LIMITS.maxYears)),
    stocks: z.nullable(percent()),
    bonds: z.nullable(percent()),
    cash: z.nullable(percent()),
    annualFee: z.nullable(fieldNumber().check(z.minimum(0), z.maximum(FIRE_LIMITS.maxFeePercent))),
    strategy,
    /**
     * Strategy B of the comparison; `null`: no comparison, which a link may also write as the
     * form's choice, `{"type":"none"}`.
     */
    compare: z.pipe(
      z.transform((value: unknown) => (isNoComparison(value) ? null : value)),
      z.nullable(strategy),
    ),
    method: z.enum(['historical', 'monte-carlo']),
    starts: z.enum(['monthly', 'yearly']),
    model: z.enum(['bootstrap', 'parametric']),
    blockMonths: z.nullable(whole(FIRE_LIMITS.minBlockMonths, FIRE_LIMITS.maxBlockMonths)),
    meanReturn: z.nullable(
      fieldNumber().check(
        z.minimum(FIRE_LIMITS.minRatePercent),
        z.maximum(FIRE_LIMITS.maxRatePercent),
      ),
    ),
    volatility: z.nullable(
      fieldNumber().check(z.minimum(0), z.maximum(FIRE_LIMITS.maxVolatilityPercent)),
    ),
    runs: z.nullable(whole(1, FIRE_LIMITS.maxRuns)),
    seed: z.nullable(whole(0, FIRE_LIMITS.maxSeed)),
    /** Short keys (label, amount, start and end year, real): 20 items must fit in a link. */
    incomes: flows,
    expenses: flows,
    savingsRate: z.nullable(percent()),
    annualIncome: z.nullable(money()),
  };
}

export type FirePlan = PlanValues<ReturnType<typeof fields>>;
export type PlanStrategy = FirePlan['strategy'];
export type PlanFlow = FirePlan['incomes'][number];

/**
 * A strategy's parameters as a new choice starts them: 4 % of the portfolio a year for
 * percent-of-portfolio (no floor or ceiling), and Guyton and Klinger's own 20 % guardrails and
 * 10 % adjustments.
 */
export const defaultStrategy: {
  type: StrategyType;
  rate: number | null;
  floor: number | null;
  ceiling: number | null;
  guardrail: number | null;
  adjustment: number | null;
} = {
  type: 'constant-dollar',
  rate: 4,
  floor: null,
  ceiling: null,
  guardrail: FIRE_DEFAULTS.guardrailPercent,
  adjustment: FIRE_DEFAULTS.adjustmentPercent,
};

/**
 * The FIRE plan in the URL. It starts with the classic case: $1,000,000, $40,000 a year (4 %),
 * 30 years, 75 % stocks and 25 % bonds, constant-dollar spending, every historical month as a
 * start; Monte Carlo starts at 1,000 runs with seed 1; the years-to-FI card at a 50 % savings rate.
 */
export const firePlan = defineSearchPlan(fields, {
  startingPortfolio: 1_000_000,
  annualSpending: 40_000,
  years: FIRE_DEFAULTS.years,
  stocks: FIRE_DEFAULTS.allocation.stocks,
  bonds: FIRE_DEFAULTS.allocation.bonds,
  cash: FIRE_DEFAULTS.allocation.cash,
  annualFee: FIRE_DEFAULTS.annualFee,
  strategy: defaultStrategy,
  compare: null,
  method: 'historical',
  starts: 'monthly',
  model: 'bootstrap',
  blockMonths: MONTE_CARLO_DEFAULTS.blockMonths,
  meanReturn: MONTE_CARLO_DEFAULTS.meanReturn,
  volatility: MONTE_CARLO_DEFAULTS.volatility,
  runs: MONTE_CARLO_DEFAULTS.runs,
  seed: MONTE_CARLO_DEFAULTS.seed,
  incomes: [],
  expenses: [],
  savingsRate: 50,
  annualIncome: null,
});
