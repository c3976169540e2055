import {
  calculatorInputSchemas,
  calculators,
  type CalculationSlug,
  type CalculationType,
} from '@freedompath/contracts';
import {
  assessAffordability,
  calculateCareerBreakBudget,
  calculateCostOfLiving,
  calculateDebtPaydown,
  calculateFreelanceRate,
  calculateInternationalRunway,
  calculateLayoff,
  calculatePrepaidExpenses,
  calculateRunway,
  compareOffers,
  comparePartTime,
  planPaychecks,
  planTrip,
  validateAffordability,
  validateCareerBreakBudget,
  validateCostOfLiving,
  validateDebtPaydown,
  validateFreelanceRate,
  validateInternationalRunway,
  validateLayoff,
  validateOffers,
  validatePartTime,
  validatePaycheckPlan,
  validatePrepaidExpenses,
  validateRunway,
  validateTrip,
  type CompensationInput,
  type ValidationIssue,
} from '@freedompath/engine';
import { z } from 'zod';
import { finiteJson } from './finite-json.js';
import { infiniteAsNull, infiniteAsNullShape } from './infinite-as-null.js';

/** The subpaths of `@freedompath/engine`, one per calculator, that the API computes. */
export type EngineModule =
  | 'runway'
  | 'career-break'
  | 'cost-of-living'
  | 'international'
  | 'part-time'
  | 'compensation'
  | 'paycheck'
  | 'freelance'
  | 'layoff'
  | 'affordability'
  | 'prepaid'
  | 'debt'
  | 'travel';

/** One calculator as the calculations routes run it; its types were checked when defined. */
export interface EngineCalculation {
  readonly slug: CalculationSlug;
  readonly title: string;
  readonly engineModule: EngineModule;
  readonly ledgerType: CalculationType;
  /** `{ inputs }`, with an example, for the route and its OpenAPI document. */
  readonly body: z.ZodType<{ inputs: unknown }>;
  /** `{ result, remaining }`, with an example. */
  readonly response: z.ZodType;
  /** The engine's `validate…` of inputs the body schema has parsed. */
  readonly validate: (inputs: unknown) => readonly ValidationIssue[];
  /** The engine's `calculate…` of parsed inputs, in its wire form (ADR 021). */
  readonly calculate: (inputs: unknown) => unknown;
}

/** Recursively writable: how zod outputs the engine's `readonly` lists. */
type Writable<T> = T extends readonly (infer Item)[]
  ? Writable<Item>[]
  : T extends object
    ? { -readonly [K in keyof T]: Writable<T[K]> }
    : T;

/** True when A and B are the same type, optional fields included (mutual assignability is not). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

interface Definition<Slug extends CalculationSlug, EngineInput, Result, Wire extends z.ZodType> {
  slug: Slug;
  engineModule: EngineModule;
  validate: (inputs: EngineInput) => readonly ValidationIssue[];
  calculate: (inputs: EngineInput) => Result;
  /** The engine's answer as JSON carries it: no Infinity, no lazily built schedule. */
  toWire: (result: Result) => z.output<Wire>;
  /** The wire form: typed wherever the engine may answer Infinity, loose elsewhere. */
  result: Wire;
}

const pascalCase = (slug: string) =>
  slug.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/**
 * One calculator of the API. Compiles only when the contracts schema of `slug` parses exactly
 * the engine's input type (lists aside `readonly`): a field added, dropped or made optional on
 * one side only is an error here, with `inputsDifferFromTheEngine` in its message.
 */
function defineCalculation<
  Slug extends CalculationSlug,
  EngineInput,
  Result,
  Wire extends z.ZodType,
>(
  definition: Definition<Slug, EngineInput, Result, Wire> &
    (Same<
      z.output<(typeof calculatorInputSchemas)[Slug]>,
      Writable<Exclude<EngineInput, undefined>>
    > extends true
      ? unknown
      : { inputsDifferFromTheEngine: never }),
): EngineCalculation {
  const { slug, engineModule, validate, calculate, toWire, result } = definition;
  const registered = calculators.find((calculator) => calculator.slug === slug);
  if (!registered) throw new Error(`${slug} is not in the calculator registry`);
  const inputs: z.core.$ZodType = calculatorInputSchemas[slug];
  const name = pascalCase(slug);
  const example = (z.globalRegistry.get(inputs) as { example: EngineInput }).example;
  const run = (parsed: unknown) => toWire(calculate(parsed as EngineInput));
  return {
    slug,
    title: registered.title,
    engineModule,
    ledgerType: registered.ledgerType,
    body: z
      .strictObject({ inputs })
      .meta({ id: `${name}CalculationBody`, example: { inputs: example } }),
    response: z
      .object({
        result: result.meta({ id: `${name}Result` }),
        remaining: z
          .number()
          .int()
          .nonnegative()
          .nullable()
          .describe('Calculations left after this one; null means unlimited'),
      })
      .meta({ id: `${name}Calculation`, example: { result: run(example), remaining: 4 } }),
    // The body schema parsed `inputs` into the engine's input type (checked above).
    validate: (parsed) => validate(parsed as EngineInput),
    calculate: run,
  };
}

/** A result documented by its example only: no field of it can be infinite. */
const finiteResult = (description: string): z.ZodType<object> =>
  finiteJson(z.looseObject({}).describe(description));

/** `compareOffers` answers a list, one comparison per offer, documented by its example. */
const offerComparisonsSchema: z.ZodType<object[]> = finiteJson(
  z.array(z.looseObject({})).describe("`compareOffers`'s result: one entry per offer"),
);

/** Every calculator the engine computes, keyed by registry slug (ADR 021). */
export const engineCalculations: Record<CalculationSlug, EngineCalculation> = {
  runway: defineCalculation({
    slug: 'runway',
    engineModule: 'runway',
    validate: validateRunway,
    calculate: calculateRunway,
    toWire: ({ runwayMonths, stress, ...rest }) => ({
      ...rest,
      ...infiniteAsNull('runwayMonths', runwayMonths),
      stress: stress.map(({ runwayMonths: months, ...scenario }) => ({
        ...scenario,
        ...infiniteAsNull('runwayMonths', months),
      })),
    }),
    result: finiteJson(
      z
        .looseObject({
          ...infiniteAsNullShape('runwayMonths', 'Months the savings and investments last'),
          stress: z.array(
            z.looseObject({
              ...infiniteAsNullShape('runwayMonths', 'Runway under the stress scenario, months'),
            }),
          ),
        })
        .describe("`calculateRunway`'s result; runways in their wire form"),
    ),
  }),
  'career-break': defineCalculation({
    slug: 'career-break',
    engineModule: 'career-break',
    validate: validateCareerBreakBudget,
    calculate: calculateCareerBreakBudget,
    toWire: (result) => result,
    result: finiteResult("`calculateCareerBreakBudget`'s result"),
  }),
  'cost-of-living': defineCalculation({
    slug: 'cost-of-living',
    engineModule: 'cost-of-living',
    validate: validateCostOfLiving,
    calculate: calculateCostOfLiving,
    toWire: (result) => result,
    result: finiteResult("`calculateCostOfLiving`'s result"),
  }),
  'international-runway': defineCalculation({
    slug: 'international-runway',
    engineModule: 'international',
    validate: validateInternationalRunway,
    calculate: calculateInternationalRunway,
    toWire: ({ countries, ...rest }) => ({
      ...rest,
      countries: countries.map(({ runwayMonths, ...country }) => ({
        ...country,
        ...infiniteAsNull('runwayMonths', runwayMonths),
      })),
    }),
    result: finiteJson(
      z
        .looseObject({
          countries: z.array(
            z.looseObject({
              ...infiniteAsNullShape('runwayMonths', 'Months the funds last in the country'),
            }),
          ),
        })
        .describe("`calculateInternationalRunway`'s result; runways in their wire form"),
    ),
  }),
  'part-time': defineCalculation({
    slug: 'part-time',
    engineModule: 'part-time',
    validate: validatePartTime,
    calculate: comparePartTime,
    toWire: (result) => result,
    result: finiteResult("`comparePartTime`'s result"),
  }),
  compensation: defineCalculation({
    slug: 'compensation',
    engineModule: 'compensation',
    validate: ({ offers }: CompensationInput) => validateOffers(offers),
    calculate: ({ offers }: CompensationInput) => compareOffers(offers),
    toWire: (result) => result,
    result: offerComparisonsSchema,
  }),
  'paycheck-planner': defineCalculation({
    slug: 'paycheck-planner',
    engineModule: 'paycheck',
    validate: validatePaycheckPlan,
    calculate: planPaychecks,
    toWire: (result) => result,
    result: finiteResult("`planPaychecks`'s result"),
  }),
  'freelance-rate': defineCalculation({
    slug: 'freelance-rate',
    engineModule: 'freelance',
    validate: validateFreelanceRate,
    calculate: calculateFreelanceRate,
    toWire: (result) => result,
    result: finiteResult("`calculateFreelanceRate`'s result"),
  }),
  layoff: defineCalculation({
    slug: 'layoff',
    engineModule: 'layoff',
    validate: validateLayoff,
    calculate: calculateLayoff,
    toWire: ({ financialRunway, runwayWithUnemployment, ...rest }) => ({
      ...rest,
      ...infiniteAsNull('financialRunway', financialRunway),
      ...infiniteAsNull('runwayWithUnemployment', runwayWithUnemployment),
    }),
    result: finiteJson(
      z
        .looseObject({
          ...infiniteAsNullShape('financialRunway', 'Months severance and savings last'),
          ...infiniteAsNullShape(
            'runwayWithUnemployment',
            'Months they last with the unemployment benefit',
          ),
        })
        .describe("`calculateLayoff`'s result; runways in their wire form"),
    ),
  }),
  affordability: defineCalculation({
    slug: 'affordability',
    engineModule: 'affordability',
    validate: validateAffordability,
    calculate: assessAffordability,
    toWire: (result) => result,
    result: finiteResult("`assessAffordability`'s result"),
  }),
  'prepaid-expenses': defineCalculation({
    slug: 'prepaid-expenses',
    engineModule: 'prepaid',
    validate: validatePrepaidExpenses,
    calculate: calculatePrepaidExpenses,
    toWire: (result) => result,
    result: finiteResult("`calculatePrepaidExpenses`'s result"),
  }),
  'debt-paydown': defineCalculation({
    slug: 'debt-paydown',
    engineModule: 'debt',
    validate: validateDebtPaydown,
    calculate: calculateDebtPaydown,
    // Each strategy without its month-by-month schedule: up to 60,000 rows a strategy, built
    // only when read (ADR 021). Named fields, not a spread, so the getter never runs.
    toWire: ({ strategies }) => ({
      strategies: strategies.map((strategy) => ({
        strategy: strategy.strategy,
        totalInterestPaid: strategy.totalInterestPaid,
        totalPayments: strategy.totalPayments,
        debtFreeDate: strategy.debtFreeDate,
        monthsToPayoff: strategy.monthsToPayoff,
        milestones: strategy.milestones,
      })),
    }),
    result: finiteJson(
      z
        .looseObject({
          strategies: z.array(z.looseObject({})),
        })
        .describe(
          "`calculateDebtPaydown`'s result without `monthlySchedule`: totals, debt-free date " +
            'and milestones of each strategy',
        ),
    ),
  }),
  'travel-planner': defineCalculation({
    slug: 'travel-planner',
    engineModule: 'travel',
    validate: validateTrip,
    calculate: planTrip,
    toWire: (result) => result,
    result: finiteResult("`planTrip`'s result"),
  }),
};
