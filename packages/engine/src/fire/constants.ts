import { defaultsOf } from '../shared/calculator-definition.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { FIRE_DEFINITION, FIRE_PARAMETERS } from './fire-definition.js';
import type { SimulationMethod, WithdrawalStrategy } from './types.js';

const FIELDS = FIRE_DEFINITION.fields;
const P = FIRE_PARAMETERS;

/** Defaults of `simulateRetirement`'s optional fields. */
export const FIRE_DEFAULTS = deepFreeze({
  ...defaultsOf(FIELDS),
  allocation: defaultsOf(FIELDS.allocation.fields),
  strategy: { type: 'constant-dollar' } satisfies WithdrawalStrategy,
  method: { type: 'historical', starts: 'monthly' } satisfies SimulationMethod,
  guardrailPercent: P.guardrailPercent.default,
  adjustmentPercent: P.adjustmentPercent.default,
});

/** Monte Carlo defaults; the volatility is the runway's fixed 15 % (see `FIRE_PARAMETERS`). */
export const MONTE_CARLO_DEFAULTS = deepFreeze({
  runs: P.runs.default,
  seed: P.seed.default,
  blockMonths: P.blockMonths.default,
  meanReturn: P.meanReturn.default,
  volatility: P.volatility.default,
});

/** Bounds of the simulation inputs. */
export const FIRE_LIMITS = deepFreeze({
  maxYears: FIELDS.years.max,
  maxRuns: P.runs.max,
  maxSeed: P.seed.max,
  maxFlows: FIELDS.incomes.max,
  minBlockMonths: P.blockMonths.min,
  maxBlockMonths: P.blockMonths.max,
  maxFeePercent: FIELDS.annualFee.max,
  /** Real return bounds of cash and the parametric mean, % a year. */
  minRatePercent: FIELDS.cashRealReturn.min,
  maxRatePercent: FIELDS.cashRealReturn.max,
  maxVolatilityPercent: P.volatility.max,
  /** A portfolio below a cent has no withdrawal rate worth stating (and would overflow one). */
  minStartingPortfolio: FIELDS.startingPortfolio.min,
  /** Percent-of-portfolio floor and ceiling, % of the initial annual spending. */
  maxSpendingBoundPercent: P.ceilingPercent.max,
  /** Guyton-Klinger's guardrail and adjustment, %: a cut of more than half is no guardrail. */
  maxGuytonKlingerPercent: P.guardrailPercent.max,
});

/** Fixed rules of the simulation (ADR 030), not inputs. */
export const SIMULATION_RULES = deepFreeze({
  /** An unpaid withdrawal above half a cent is a failure (the runway's rule); less is float noise. */
  shortfallTolerance: 0.005,
  /** Real returns the Bogleheads VPW sheet assumes, % a year. */
  vpwStockReturn: 5,
  vpwBondReturn: 1.9,
  /** Guyton-Klinger's capital-preservation cut stops this many years before the end. */
  guytonKlingerFinalYears: 15,
  /** Bisected safe withdrawal rates are searched up to this % of the starting portfolio. */
  maxBisectedRate: 100,
  /** Halvings of the bisection: 100 % / 2^20 is far below the 0.01 % the rate is rounded to. */
  bisectionSteps: 20,
  /**
   * Guyton-Klinger's bisected safe rates are checked by running every cycle at them and lowered
   * 0.01 at a time this many times, then by doubling steps (it is not monotone; ADR 030).
   */
  safeRateSteps: 16,
  /** Cycles or runs between two progress reports. */
  progressEvery: 64,
  /** Bins of the ending-balance histogram. */
  histogramBins: 10,
});

/** Validation messages (the product definition shows no FIRE screen: these texts are ours). */
export const FIRE_MESSAGES = deepFreeze({
  invalidNumber: 'Please enter valid numbers for all required fields.',
  startingPortfolio: 'Starting portfolio must be more than $0',
  negativeMoney: (label: string): string => `${label} cannot be negative`,
  years: `Years must be a whole number from 1 to ${FIRE_LIMITS.maxYears}`,
  allocationPart: (label: string): string => `${label} must be between 0% and 100%`,
  allocationSum: 'Allocations must add up to 100%',
  fee: `Annual fee must be between 0% and ${FIRE_LIMITS.maxFeePercent}%`,
  rate: (label: string): string =>
    `${label} must be between ${FIRE_LIMITS.minRatePercent}% and ${FIRE_LIMITS.maxRatePercent}%`,
  percent: (label: string): string => `${label} must be between 0% and 100%`,
  guardrail: `Guardrail must be between 0% and ${FIRE_LIMITS.maxGuytonKlingerPercent}%`,
  adjustment: `Adjustment must be between 0% and ${FIRE_LIMITS.maxGuytonKlingerPercent}%`,
  volatility: `Volatility must be between 0% and ${FIRE_LIMITS.maxVolatilityPercent}%`,
  strategy: 'Please choose a withdrawal strategy',
  method: 'Please choose historical or Monte Carlo',
  model: 'Please choose bootstrap or parametric sampling',
  runs: `Runs must be a whole number from 1 to 10,000`,
  seed: 'Seed must be a whole number from 0 to 4,294,967,295',
  blockMonths: `Block length must be a whole number of months from ${FIRE_LIMITS.minBlockMonths} to ${FIRE_LIMITS.maxBlockMonths}`,
  flowYear: 'Years must be whole numbers within the retirement',
  flowOrder: 'End year must not be before start year',
  floorAboveCeiling: 'Floor must not be above ceiling',
  spendingBound: (label: string): string => `${label} must be between 0% and 1,000%`,
  starts: 'Please choose monthly or yearly starts',
  savingsRate: 'Savings rate must be between 0% and 100%',
  annualIncome: 'Annual income must be more than $0',
  withdrawalRate: 'Withdrawal rate must be between 0.01% and 100%',
});
