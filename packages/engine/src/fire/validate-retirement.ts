import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import { listIssues } from '../shared/list-issues.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { FIRE_DEFAULTS, FIRE_LIMITS, FIRE_MESSAGES } from './constants.js';
import type { RetirementInput } from './types.js';

const M = FIRE_MESSAGES;
const L = FIRE_LIMITS;

type Issues = ValidationIssue[];

/** Issue of a number field: not a finite number, else outside [min, max]. */
function checkNumber(
  issues: Issues,
  value: unknown,
  path: string,
  min: number,
  max: number,
  outOfRange: string,
  tooLarge = outOfRange,
): void {
  if (!isFiniteNumber(value)) issues.push({ path, message: M.invalidNumber });
  else if (value < min) issues.push({ path, message: outOfRange });
  else if (value > max) issues.push({ path, message: tooLarge });
}

/** Issue of a whole-number field (any non-integer, NaN included, gets `message`). */
function checkWhole(
  issues: Issues,
  value: unknown,
  path: string,
  min: number,
  max: number,
  message: string,
): void {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    issues.push({ path, message });
  }
}

function checkAllocation(issues: Issues, allocation: unknown): void {
  if (!isRecord(allocation)) {
    issues.push({ path: 'allocation', message: LIMIT_MESSAGES.notAnObject });
    return;
  }
  const before = issues.length;
  let sum = 0;
  for (const [key, label] of [
    ['stocks', 'Stocks'],
    ['bonds', 'Bonds'],
    ['cash', 'Cash'],
  ] as const) {
    const value = fieldOf(allocation, key);
    checkNumber(issues, value, `allocation.${key}`, 0, 100, M.allocationPart(label));
    sum += value as number;
  }
  // ± 0.01 so that thirds typed as 33.33 pass; the slack absorbs the float error of the sum.
  if (issues.length === before && Math.abs(sum - 100) > 0.01 + 1e-9) {
    issues.push({ path: 'allocation', message: M.allocationSum });
  }
}

function checkStrategy(issues: Issues, strategy: unknown): void {
  if (!isRecord(strategy)) {
    issues.push({ path: 'strategy', message: LIMIT_MESSAGES.notAnObject });
    return;
  }
  const optionalPercent = (key: string, max: number, message: string): void => {
    const value = fieldOf(strategy, key);
    if (value !== undefined) checkNumber(issues, value, `strategy.${key}`, 0, max, message);
  };
  switch (fieldOf(strategy, 'type')) {
    case 'constant-dollar':
    case 'vpw':
      return;
    case 'percent-of-portfolio': {
      checkNumber(
        issues,
        fieldOf(strategy, 'rate'),
        'strategy.rate',
        0,
        100,
        M.percent('Withdrawal rate'),
      );
      const floor = fieldOf(strategy, 'floorPercent');
      const ceiling = fieldOf(strategy, 'ceilingPercent');
      const before = issues.length;
      optionalPercent('floorPercent', L.maxSpendingBoundPercent, M.spendingBound('Floor'));
      optionalPercent('ceilingPercent', L.maxSpendingBoundPercent, M.spendingBound('Ceiling'));
      if (
        issues.length === before &&
        floor !== undefined &&
        ceiling !== undefined &&
        (floor as number) > (ceiling as number)
      ) {
        issues.push({ path: 'strategy.floorPercent', message: M.floorAboveCeiling });
      }
      return;
    }
    case 'guyton-klinger':
      optionalPercent('guardrailPercent', L.maxGuytonKlingerPercent, M.guardrail);
      optionalPercent('adjustmentPercent', L.maxGuytonKlingerPercent, M.adjustment);
      return;
    default:
      issues.push({ path: 'strategy.type', message: M.strategy });
  }
}

function checkMethod(issues: Issues, method: unknown): void {
  if (!isRecord(method)) {
    issues.push({ path: 'method', message: LIMIT_MESSAGES.notAnObject });
    return;
  }
  const type = fieldOf(method, 'type');
  if (type === 'historical') {
    const starts = fieldOf(method, 'starts');
    if (starts !== undefined && starts !== 'monthly' && starts !== 'yearly') {
      issues.push({ path: 'method.starts', message: M.starts });
    }
    return;
  }
  if (type !== 'monte-carlo') {
    issues.push({ path: 'method.type', message: M.method });
    return;
  }
  const runs = fieldOf(method, 'runs');
  if (runs !== undefined) checkWhole(issues, runs, 'method.runs', 1, L.maxRuns, M.runs);
  const seed = fieldOf(method, 'seed');
  if (seed !== undefined) checkWhole(issues, seed, 'method.seed', 0, L.maxSeed, M.seed);
  const model = fieldOf(method, 'model');
  if (model === undefined) return;
  if (!isRecord(model)) {
    issues.push({ path: 'method.model', message: LIMIT_MESSAGES.notAnObject });
    return;
  }
  switch (fieldOf(model, 'type')) {
    case 'bootstrap': {
      const block = fieldOf(model, 'blockMonths');
      if (block !== undefined) {
        checkWhole(
          issues,
          block,
          'method.model.blockMonths',
          L.minBlockMonths,
          L.maxBlockMonths,
          M.blockMonths,
        );
      }
      return;
    }
    case 'parametric': {
      const mean = fieldOf(model, 'meanReturn');
      if (mean !== undefined) {
        checkNumber(
          issues,
          mean,
          'method.model.meanReturn',
          L.minRatePercent,
          L.maxRatePercent,
          M.rate('Mean return'),
        );
      }
      const volatility = fieldOf(model, 'volatility');
      if (volatility !== undefined) {
        checkNumber(
          issues,
          volatility,
          'method.model.volatility',
          0,
          L.maxVolatilityPercent,
          M.volatility,
        );
      }
      return;
    }
    default:
      issues.push({ path: 'method.model.type', message: M.model });
  }
}

/** Issues of one income or expense; years must lie within 1…`years`. */
function flowIssues(flow: unknown, path: string, years: number): Issues {
  if (!isRecord(flow)) return [{ path, message: LIMIT_MESSAGES.notAnObject }];
  const issues: Issues = [];
  if (typeof fieldOf(flow, 'id') !== 'string')
    issues.push({ path: `${path}.id`, message: LIMIT_MESSAGES.notText });
  const label = fieldOf(flow, 'label');
  if (label !== undefined && typeof label !== 'string') {
    issues.push({ path: `${path}.label`, message: LIMIT_MESSAGES.notText });
  }
  checkNumber(
    issues,
    fieldOf(flow, 'amount'),
    `${path}.amount`,
    0,
    ENGINE_LIMITS.maxAmount,
    M.negativeMoney('Amount'),
    LIMIT_MESSAGES.amountTooLarge,
  );
  const start = fieldOf(flow, 'startYear');
  const end = fieldOf(flow, 'endYear');
  const before = issues.length;
  checkWhole(issues, start, `${path}.startYear`, 1, years, M.flowYear);
  checkWhole(issues, end, `${path}.endYear`, 1, years, M.flowYear);
  if (issues.length === before && (start as number) > (end as number)) {
    issues.push({ path: `${path}.endYear`, message: M.flowOrder });
  }
  if (typeof fieldOf(flow, 'inflationAdjusted') !== 'boolean') {
    issues.push({ path: `${path}.inflationAdjusted`, message: LIMIT_MESSAGES.notTrueOrFalse });
  }
  return issues;
}

/**
 * Checks a retirement simulation's input from any caller (a string is never read as a number):
 *
 * - `startingPortfolio` at least $0.01 and `annualSpending` at least $0, both at most $1e12;
 * - `years` a whole number 1–60; `allocation` each 0–100 % and summing to 100 % (± 0.01);
 *   `annualFee` 0–5 %; `cashRealReturn` −50 % to 50 %;
 * - `strategy` a known type: percent-of-portfolio `rate` 0–100 %, `floorPercent` and
 *   `ceilingPercent` 0–1,000 % of the initial spending with the floor not above the ceiling;
 *   Guyton-Klinger `guardrailPercent` and `adjustmentPercent` 0–50 %;
 * - `incomes` and `expenses` lists of at most 10 (a longer list is one issue, its items unread),
 *   each with a text `id`, an amount $0–$1e12, whole `startYear` ≤ `endYear` within the
 *   retirement and a true/false `inflationAdjusted`;
 * - `method` historical (`starts` monthly or yearly) or Monte Carlo (`runs` a whole number
 *   1–10,000, `seed` 0–4,294,967,295, a bootstrap `blockMonths` 1–120, a parametric
 *   `meanReturn` −50 % to 50 % and `volatility` 0–100 %).
 *
 * Optional fields may be absent (undefined). An input that is not an object gives one issue at
 * the root path ''.
 *
 * @example
 * validateRetirement({ startingPortfolio: 0, annualSpending: 40000, years: 61 })
 * // [{ path: 'startingPortfolio', message: 'Starting portfolio must be more than $0' },
 * //  { path: 'years', message: 'Years must be a whole number from 1 to 60' }]
 */
export function validateRetirement(input: RetirementInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: Issues = [];
  checkNumber(
    issues,
    fieldOf(input, 'startingPortfolio'),
    'startingPortfolio',
    L.minStartingPortfolio,
    ENGINE_LIMITS.maxAmount,
    M.startingPortfolio,
    LIMIT_MESSAGES.amountTooLarge,
  );
  checkNumber(
    issues,
    fieldOf(input, 'annualSpending'),
    'annualSpending',
    0,
    ENGINE_LIMITS.maxAmount,
    M.negativeMoney('Annual spending'),
    LIMIT_MESSAGES.amountTooLarge,
  );
  const years = fieldOf(input, 'years');
  let flowYears: number = FIRE_DEFAULTS.years;
  if (years !== undefined) {
    const before = issues.length;
    checkWhole(issues, years, 'years', 1, L.maxYears, M.years);
    // Against a bad length, flows are only held to the longest one: no second issue per flow.
    flowYears = issues.length === before ? (years as number) : L.maxYears;
  }
  const allocation = fieldOf(input, 'allocation');
  if (allocation !== undefined) checkAllocation(issues, allocation);
  const fee = fieldOf(input, 'annualFee');
  if (fee !== undefined) checkNumber(issues, fee, 'annualFee', 0, L.maxFeePercent, M.fee);
  const cash = fieldOf(input, 'cashRealReturn');
  if (cash !== undefined) {
    checkNumber(
      issues,
      cash,
      'cashRealReturn',
      L.minRatePercent,
      L.maxRatePercent,
      M.rate('Cash return'),
    );
  }
  const strategy = fieldOf(input, 'strategy');
  if (strategy !== undefined) checkStrategy(issues, strategy);
  for (const key of ['incomes', 'expenses'] as const) {
    const list = fieldOf(input, key);
    if (list !== undefined) {
      issues.push(
        ...listIssues(list, key, L.maxFlows, (flow, path) => flowIssues(flow, path, flowYears)),
      );
    }
  }
  const method = fieldOf(input, 'method');
  if (method !== undefined) checkMethod(issues, method);
  return issues;
}
