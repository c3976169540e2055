import type { CalculatorDefinition, NumberField } from '@freedompath/engine';
import {
  FIRE_DEFAULTS,
  FIRE_DEFINITION,
  FIRE_LIMITS,
  FIRE_PARAMETERS,
  MONTE_CARLO_DEFAULTS,
  YEARS_TO_FI_DEFINITION,
} from '@freedompath/engine/fire';
import type { WithdrawalStrategy } from '@freedompath/engine/fire';
import { z } from 'zod/mini';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { once } from '@/lib/once';
import { fieldNumber } from '../calculators/kit/plan/field-number';

export type StrategyType = WithdrawalStrategy['type'];

export const STRATEGY_TYPES = [
  'constant-dollar',
  'percent-of-portfolio',
  'guyton-klinger',
  'vpw',
] as const satisfies readonly StrategyType[];

const {
  // Not offered: the screen keeps cash at the engine's 0 % real return.
  cashRealReturn: _notOffered,
  // Their items travel in the URL under short keys (see `fields`), not the engine's names.
  incomes: { item: flowFields },
  expenses: _sameItems,
  ...portfolioFields
} = FIRE_DEFINITION.fields;

/**
 * The plain fields of the retirement, as the engine defines them: the portfolio and spending,
 * the years, the allocation's three shares and the fee, one URL param each.
 */
export const FIRE_PORTFOLIO: CalculatorDefinition<typeof portfolioFields> = {
  ...FIRE_DEFINITION,
  fields: portfolioFields,
};

/** The portfolio fields' plan; a new form starts at the classic $1,000,000 and $40,000 a year. */
export const portfolioPlan = calculatorPlan(FIRE_PORTFOLIO, {
  starts: { startingPortfolio: 1_000_000, annualSpending: 40_000 },
});

const { savingsRate, annualIncome } = YEARS_TO_FI_DEFINITION.fields;
const cardFields = { savingsRate, annualIncome };

/**
 * The years-to-FI card's fields: the savings rate and the income. The card keeps the other
 * inputs at the engine's defaults (5 % real return, the 4 % rule, nothing saved yet).
 */
export const FIRE_YEARS_TO_FI: CalculatorDefinition<typeof cardFields> = {
  ...YEARS_TO_FI_DEFINITION,
  fields: cardFields,
};

/** The card's plan: it starts at a 50 % savings rate, with no income typed. */
export const yearsToFiPlan = calculatorPlan(FIRE_YEARS_TO_FI, { starts: { savingsRate: 50 } });

/** Longest label of an income or expense (fire-plan.test.ts measures the longest link). */
export const FLOW_LABEL_MAX_LENGTH = flowFields.label.maxLength;

/** A number within an engine field's bounds, whole when the field is; `null` while blank. */
const blankOr = (field: NumberField) =>
  z.nullable(
    field.kind === 'integer'
      ? z.number().check(z.int(), z.minimum(field.min), z.maximum(field.max))
      : fieldNumber().check(z.minimum(field.min), z.maximum(field.max)),
  );

/**
 * The numbers inside a strategy and an income or expense, each `null` when blank: the form
 * checks a typed value with them, and the plan's fields are built of them.
 */
export const planParts = once(() => {
  return {
    strategy: {
      rate: blankOr(FIRE_PARAMETERS.rate),
      floor: blankOr(FIRE_PARAMETERS.floorPercent),
      ceiling: blankOr(FIRE_PARAMETERS.ceilingPercent),
      guardrail: blankOr(FIRE_PARAMETERS.guardrailPercent),
      adjustment: blankOr(FIRE_PARAMETERS.adjustmentPercent),
    },
    flow: {
      a: blankOr(flowFields.amount),
      s: blankOr(flowFields.startYear),
      e: blankOr(flowFields.endYear),
    },
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
    ...portfolioPlan.fields(),
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
    blockMonths: blankOr(FIRE_PARAMETERS.blockMonths),
    meanReturn: blankOr(FIRE_PARAMETERS.meanReturn),
    volatility: blankOr(FIRE_PARAMETERS.volatility),
    runs: blankOr(FIRE_PARAMETERS.runs),
    seed: blankOr(FIRE_PARAMETERS.seed),
    /** Short keys (label, amount, start and end year, real): 20 items must fit in a link. */
    incomes: flows,
    expenses: flows,
    ...yearsToFiPlan.fields(),
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
  ...portfolioPlan.defaults,
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
  ...yearsToFiPlan.defaults,
});
