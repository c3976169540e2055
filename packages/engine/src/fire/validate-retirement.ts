import { numberViolation } from '../shared/calculator-definition.js';
import type { NumberField, NumberViolation } from '../shared/calculator-definition.js';
import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import { listIssues } from '../shared/list-issues.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { FIRE_DEFAULTS, FIRE_MESSAGES } from './constants.js';
import { FIRE_DEFINITION, FIRE_PARAMETERS } from './fire-definition.js';
import type { RetirementInput } from './types.js';

const M = FIRE_MESSAGES;
const P = FIRE_PARAMETERS;
const FIELDS = FIRE_DEFINITION.fields;
const FLOW = FIELDS.incomes.item;

type Issues = ValidationIssue[];

/**
 * Issue of a number the definition bounds: `message` when it is out of bounds (or, for a whole
 * number, anything but one), else the shared "valid numbers" text when it is not a number.
 * `null` is never absent here: no FIRE field takes it.
 */
function checkField(
  issues: Issues,
  field: NumberField,
  value: unknown,
  path: string,
  message: (violation: NumberViolation) => string,
): void {
  const violation = value === null ? 'invalid' : numberViolation(field, value);
  if (violation === undefined) return;
  const wholeOnly = field.kind === 'integer';
  const unreadable = violation === 'missing' || violation === 'invalid';
  issues.push({ path, message: unreadable && !wholeOnly ? M.invalidNumber : message(violation) });
}

/** A money field's message: below its minimum, or above the engine's largest amount. */
const moneyMessage = (below: string) => (violation: NumberViolation) =>
  violation === 'above' ? LIMIT_MESSAGES.amountTooLarge : below;

function checkAllocation(issues: Issues, allocation: unknown): void {
  if (!isRecord(allocation)) {
    issues.push({ path: 'allocation', message: LIMIT_MESSAGES.notAnObject });
    return;
  }
  const before = issues.length;
  let sum = 0;
  for (const [key, field] of Object.entries(FIELDS.allocation.fields)) {
    const value = fieldOf(allocation, key);
    checkField(issues, field, value, `allocation.${key}`, () => M.allocationPart(field.label));
    sum += value as number;
  }
  // ± 0.01 so that thirds typed as 33.33 pass; the slack absorbs the float error of the sum.
  if (issues.length === before && Math.abs(sum - 100) > 0.01 + 1e-9) {
    issues.push({ path: 'allocation', message: M.allocationSum });
  }
}

/** Checks one of the strategy's or the method's numbers, at `prefix.name`. */
function checkParameter(
  issues: Issues,
  object: Record<string, unknown>,
  prefix: string,
  name: keyof typeof FIRE_PARAMETERS,
  message: string,
): void {
  checkField(issues, P[name], fieldOf(object, name), `${prefix}.${name}`, () => message);
}

function checkStrategy(issues: Issues, strategy: unknown): void {
  if (!isRecord(strategy)) {
    issues.push({ path: 'strategy', message: LIMIT_MESSAGES.notAnObject });
    return;
  }
  const check = (name: keyof typeof FIRE_PARAMETERS, message: string) =>
    checkParameter(issues, strategy, 'strategy', name, message);
  switch (fieldOf(strategy, 'type')) {
    case 'constant-dollar':
    case 'vpw':
      return;
    case 'percent-of-portfolio': {
      check('rate', M.percent(P.rate.label));
      const floor = fieldOf(strategy, 'floorPercent');
      const ceiling = fieldOf(strategy, 'ceilingPercent');
      const before = issues.length;
      check('floorPercent', M.spendingBound(P.floorPercent.label));
      check('ceilingPercent', M.spendingBound(P.ceilingPercent.label));
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
      check('guardrailPercent', M.guardrail);
      check('adjustmentPercent', M.adjustment);
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
  checkParameter(issues, method, 'method', 'runs', M.runs);
  checkParameter(issues, method, 'method', 'seed', M.seed);
  const model = fieldOf(method, 'model');
  if (model === undefined) return;
  if (!isRecord(model)) {
    issues.push({ path: 'method.model', message: LIMIT_MESSAGES.notAnObject });
    return;
  }
  const check = (name: keyof typeof FIRE_PARAMETERS, message: string) =>
    checkParameter(issues, model, 'method.model', name, message);
  switch (fieldOf(model, 'type')) {
    case 'bootstrap':
      check('blockMonths', M.blockMonths);
      return;
    case 'parametric':
      check('meanReturn', M.rate(P.meanReturn.label));
      check('volatility', M.volatility);
      return;
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
  checkField(
    issues,
    FLOW.amount,
    fieldOf(flow, 'amount'),
    `${path}.amount`,
    moneyMessage(M.negativeMoney(FLOW.amount.label)),
  );
  const start = fieldOf(flow, 'startYear');
  const end = fieldOf(flow, 'endYear');
  const before = issues.length;
  // Within the retirement: the definition's 60 years are only the longest one.
  checkField(
    issues,
    { ...FLOW.startYear, max: years },
    start,
    `${path}.startYear`,
    () => M.flowYear,
  );
  checkField(issues, { ...FLOW.endYear, max: years }, end, `${path}.endYear`, () => M.flowYear);
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
  checkField(
    issues,
    FIELDS.startingPortfolio,
    fieldOf(input, 'startingPortfolio'),
    'startingPortfolio',
    moneyMessage(M.startingPortfolio),
  );
  checkField(
    issues,
    FIELDS.annualSpending,
    fieldOf(input, 'annualSpending'),
    'annualSpending',
    moneyMessage(M.negativeMoney(FIELDS.annualSpending.label)),
  );
  const years = fieldOf(input, 'years');
  let flowYears: number = FIRE_DEFAULTS.years;
  if (years !== undefined) {
    const before = issues.length;
    checkField(issues, FIELDS.years, years, 'years', () => M.years);
    // Against a bad length, flows are only held to the longest one: no second issue per flow.
    flowYears = issues.length === before ? (years as number) : FIELDS.years.max;
  }
  const allocation = fieldOf(input, 'allocation');
  if (allocation !== undefined) checkAllocation(issues, allocation);
  checkField(issues, FIELDS.annualFee, fieldOf(input, 'annualFee'), 'annualFee', () => M.fee);
  checkField(
    issues,
    FIELDS.cashRealReturn,
    fieldOf(input, 'cashRealReturn'),
    'cashRealReturn',
    () => M.rate(FIELDS.cashRealReturn.label),
  );
  const strategy = fieldOf(input, 'strategy');
  if (strategy !== undefined) checkStrategy(issues, strategy);
  for (const key of ['incomes', 'expenses'] as const) {
    const list = fieldOf(input, key);
    if (list !== undefined) {
      issues.push(
        ...listIssues(list, key, FIELDS[key].max, (flow, path) =>
          flowIssues(flow, path, flowYears),
        ),
      );
    }
  }
  const method = fieldOf(input, 'method');
  if (method !== undefined) checkMethod(issues, method);
  return issues;
}
