import { deepFreeze } from '../shared/deep-freeze.js';
import type { Allocation, SimulationMethod, WithdrawalStrategy } from './types.js';

/** Defaults of `simulateRetirement`'s optional fields. */
export const FIRE_DEFAULTS = deepFreeze({
  years: 30,
  allocation: { stocks: 75, bonds: 25, cash: 0 } satisfies Allocation,
  annualFee: 0,
  cashRealReturn: 0,
  strategy: { type: 'constant-dollar' } satisfies WithdrawalStrategy,
  method: { type: 'historical', starts: 'monthly' } satisfies SimulationMethod,
  guardrailPercent: 20,
  adjustmentPercent: 10,
});

/** Monte Carlo defaults; the volatility is the runway's fixed 15 % (calculators.md §9). */
export const MONTE_CARLO_DEFAULTS = deepFreeze({
  runs: 1000,
  seed: 1,
  blockMonths: 12,
  meanReturn: 5,
  volatility: 15,
});

/** Bounds of the simulation inputs. */
export const FIRE_LIMITS = deepFreeze({
  maxYears: 60,
  maxRuns: 10_000,
  maxSeed: 4_294_967_295,
  maxFlows: 10,
  minBlockMonths: 1,
  maxBlockMonths: 120,
  maxFeePercent: 5,
  /** Real return bounds of cash and the parametric mean, % a year. */
  minRatePercent: -50,
  maxRatePercent: 50,
  maxVolatilityPercent: 100,
  /** A portfolio below a cent has no withdrawal rate worth stating (and would overflow one). */
  minStartingPortfolio: 0.01,
  /** Percent-of-portfolio floor and ceiling, % of the initial annual spending. */
  maxSpendingBoundPercent: 1000,
  /** Guyton-Klinger's guardrail and adjustment, %: a cut of more than half is no guardrail. */
  maxGuytonKlingerPercent: 50,
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

/** Validation messages (the spec shows no FIRE screen: these texts are ours). */
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
