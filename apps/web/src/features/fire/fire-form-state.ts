import type { ValidationIssue } from '@freedompath/engine';
import { FIRE_MESSAGES, validateRetirement } from '@freedompath/engine/fire';
import type {
  CashFlow,
  RetirementInput,
  SimulationMethod,
  WithdrawalStrategy,
} from '@freedompath/engine/fire';
import type { z } from 'zod/mini';
import { uniqueKey } from '../../lib/unique-key';
import {
  numberText,
  parseInteger,
  parseNumber,
  textIssues,
} from '../calculators/kit/fields/parse-number';
import { defaultStrategy, FLOW_LABEL_MAX_LENGTH, firePlan, planParts } from './fire-plan';
import type { FirePlan, PlanFlow, PlanStrategy, StrategyType } from './fire-plan';

/** One income or expense as typed. */
export interface FlowForm {
  /** Tells the rows apart (React keys) and is the engine's id; not part of the URL. */
  key: string;
  label: string;
  amount: string;
  startYear: string;
  endYear: string;
  inflationAdjusted: boolean;
}

/** A strategy's parameters as typed; only those of its type are shown and used. */
export interface StrategyForm<Type extends string = StrategyType> {
  type: Type;
  rate: string;
  floor: string;
  ceiling: string;
  guardrail: string;
  adjustment: string;
}

export type FlowList = 'incomes' | 'expenses';

/** What the form holds: numbers as typed, choices as their values. */
export interface FireFormState {
  startingPortfolio: string;
  annualSpending: string;
  years: string;
  stocks: string;
  bonds: string;
  cash: string;
  annualFee: string;
  strategy: StrategyForm;
  /** Strategy B; `none`: no comparison. */
  compare: StrategyForm<StrategyType | 'none'>;
  method: FirePlan['method'];
  starts: FirePlan['starts'];
  model: FirePlan['model'];
  blockMonths: string;
  meanReturn: string;
  volatility: string;
  runs: string;
  seed: string;
  incomes: FlowForm[];
  expenses: FlowForm[];
  savingsRate: string;
  annualIncome: string;
}

/** The form fields that hold one number each, by name (their issue path is the same). */
const numberFields = [
  'startingPortfolio',
  'annualSpending',
  'years',
  'stocks',
  'bonds',
  'cash',
  'annualFee',
  'blockMonths',
  'meanReturn',
  'volatility',
  'runs',
  'seed',
  'savingsRate',
  'annualIncome',
] as const;

export type NumberFieldName = (typeof numberFields)[number];

/** The numbers of a strategy's form. */
export type StrategyParameter = Exclude<keyof StrategyForm, 'type'>;
const flowNumbers = ['amount', 'startYear', 'endYear'] as const;

function strategyForm<Type extends string>(type: Type, plan: PlanStrategy): StrategyForm<Type> {
  return {
    type,
    rate: numberText(plan.rate),
    floor: numberText(plan.floor),
    ceiling: numberText(plan.ceiling),
    guardrail: numberText(plan.guardrail),
    adjustment: numberText(plan.adjustment),
  };
}

function flowForm(flow: PlanFlow): FlowForm {
  return {
    key: uniqueKey('flow'),
    label: flow.l,
    amount: numberText(flow.a),
    startYear: numberText(flow.s),
    endYear: numberText(flow.e),
    inflationAdjusted: flow.r,
  };
}

/** A blank row for "Add income" / "Add expense": for every year of the retirement. */
export function newFlow(years: string): FlowForm {
  return flowForm({ l: '', a: null, s: 1, e: parseInteger(years) ?? null, r: true });
}

/** The form as a plan (a shared link or the defaults) fills it in. */
export function formFromPlan(plan: FirePlan): FireFormState {
  const texts = Object.fromEntries(
    numberFields.map((field) => [field, numberText(plan[field])]),
  ) as Record<NumberFieldName, string>;
  return {
    ...texts,
    strategy: strategyForm(plan.strategy.type, plan.strategy),
    compare: plan.compare
      ? strategyForm(plan.compare.type, plan.compare)
      : strategyForm('none', defaultStrategy),
    method: plan.method,
    starts: plan.starts,
    model: plan.model,
    incomes: plan.incomes.map(flowForm),
    expenses: plan.expenses.map(flowForm),
  };
}

/**
 * The value the URL holds for a field's text: blank is `null`, a number the plan accepts is
 * itself, anything else (letters, out of bounds) keeps `last`, so the link stays valid.
 */
function planNumber<T extends number | null>(
  schema: z.ZodMiniType<T>,
  text: string,
  last: T,
): number | null {
  if (text.trim() === '') return null;
  const parsed = schema.safeParse(parseNumber(text));
  return parsed.success ? parsed.data : last;
}

function planStrategy<Type extends StrategyType>(
  form: StrategyForm<Type>,
  last: PlanStrategy | null,
): PlanStrategy {
  const previous = last ?? defaultStrategy;
  const parts = planParts().strategy;
  return {
    type: form.type,
    rate: planNumber(parts.rate, form.rate, previous.rate),
    floor: planNumber(parts.floor, form.floor, previous.floor),
    ceiling: planNumber(parts.ceiling, form.ceiling, previous.ceiling),
    guardrail: planNumber(parts.guardrail, form.guardrail, previous.guardrail),
    adjustment: planNumber(parts.adjustment, form.adjustment, previous.adjustment),
  };
}

function planFlow(form: FlowForm, last: PlanFlow | undefined): PlanFlow {
  const parts = planParts().flow;
  return {
    l: form.label.slice(0, FLOW_LABEL_MAX_LENGTH),
    a: planNumber(parts.a, form.amount, last?.a ?? null),
    s: planNumber(parts.s, form.startYear, last?.s ?? null),
    e: planNumber(parts.e, form.endYear, last?.e ?? null),
    r: form.inflationAdjusted,
  };
}

/**
 * The plan the URL should hold for the form. A blank field is `null`; a field whose text is not
 * a value the plan accepts keeps `last`'s value, so the URL only holds what a shared link can
 * restore.
 */
export function planFromForm(form: FireFormState, last: FirePlan): FirePlan {
  const fields = firePlan.fields();
  const numbers = Object.fromEntries(
    numberFields.map((field) => [field, planNumber(fields[field], form[field], last[field])]),
  ) as Pick<FirePlan, NumberFieldName>;
  const { type: compareType, ...compareNumbers } = form.compare;
  return {
    ...numbers,
    strategy: planStrategy(form.strategy, last.strategy),
    compare:
      compareType === 'none'
        ? null
        : planStrategy({ type: compareType, ...compareNumbers }, last.compare),
    method: form.method,
    starts: form.starts,
    model: form.model,
    incomes: form.incomes.map((flow, index) => planFlow(flow, last.incomes[index])),
    expenses: form.expenses.map((flow, index) => planFlow(flow, last.expenses[index])),
  };
}

/** A number for the engine: blank or not a number is `NaN`, which its validator names. */
function engineNumber(text: string): number {
  return parseNumber(text) ?? Number.NaN;
}

function strategyInput(form: StrategyForm): WithdrawalStrategy {
  switch (form.type) {
    case 'constant-dollar':
    case 'vpw':
      return { type: form.type };
    case 'percent-of-portfolio':
      return {
        type: form.type,
        rate: engineNumber(form.rate),
        // Blank: no floor (or no ceiling).
        ...(form.floor.trim() === '' ? {} : { floorPercent: engineNumber(form.floor) }),
        ...(form.ceiling.trim() === '' ? {} : { ceilingPercent: engineNumber(form.ceiling) }),
      };
    case 'guyton-klinger':
      return {
        type: form.type,
        guardrailPercent: engineNumber(form.guardrail),
        adjustmentPercent: engineNumber(form.adjustment),
      };
  }
}

function methodInput(form: FireFormState): SimulationMethod {
  if (form.method === 'historical') return { type: 'historical', starts: form.starts };
  return {
    type: 'monte-carlo',
    runs: engineNumber(form.runs),
    seed: engineNumber(form.seed),
    model:
      form.model === 'bootstrap'
        ? { type: 'bootstrap', blockMonths: engineNumber(form.blockMonths) }
        : {
            type: 'parametric',
            meanReturn: engineNumber(form.meanReturn),
            volatility: engineNumber(form.volatility),
          },
  };
}

function flowInput(flow: FlowForm): CashFlow {
  return {
    id: flow.key,
    ...(flow.label.trim() === '' ? {} : { label: flow.label.trim() }),
    amount: engineNumber(flow.amount),
    startYear: engineNumber(flow.startYear),
    endYear: engineNumber(flow.endYear),
    inflationAdjusted: flow.inflationAdjusted,
  };
}

/** The simulations a run asks for: strategy A, and strategy B when comparing. */
export interface FireInputs {
  a: RetirementInput;
  b: RetirementInput | null;
}

/**
 * The engine's inputs for the form: the same retirement under strategy A and, when comparing,
 * strategy B. Blank fees are 0 %; any other blank number reaches the engine as `NaN`, which
 * its validator answers with the field's message.
 */
export function inputsFromForm(form: FireFormState): FireInputs {
  const a: RetirementInput = {
    startingPortfolio: engineNumber(form.startingPortfolio),
    annualSpending: engineNumber(form.annualSpending),
    years: engineNumber(form.years),
    allocation: {
      stocks: engineNumber(form.stocks),
      bonds: engineNumber(form.bonds),
      cash: engineNumber(form.cash),
    },
    annualFee: form.annualFee.trim() === '' ? 0 : engineNumber(form.annualFee),
    strategy: strategyInput(form.strategy),
    incomes: form.incomes.map(flowInput),
    expenses: form.expenses.map(flowInput),
    method: methodInput(form),
  };
  const { type: compareType, ...compareNumbers } = form.compare;
  return {
    a,
    b:
      compareType === 'none'
        ? null
        : { ...a, strategy: strategyInput({ type: compareType, ...compareNumbers }) },
  };
}

/** The parameters each strategy shows (and the engine reads). */
const parametersOf: Record<StrategyType | 'none', readonly StrategyParameter[]> = {
  'constant-dollar': [],
  'percent-of-portfolio': ['rate', 'floor', 'ceiling'],
  'guyton-klinger': ['guardrail', 'adjustment'],
  vpw: [],
  none: [],
};

/**
 * The text of every number field the run reads, by issue path, for `textIssues`: a field the
 * form does not show (another strategy's, another method's) holds nothing to complain about.
 */
function simulationTexts(form: FireFormState): Record<string, string> {
  const shown: NumberFieldName[] = [
    'startingPortfolio',
    'annualSpending',
    'years',
    'stocks',
    'bonds',
    'cash',
    'annualFee',
  ];
  if (form.method === 'monte-carlo') {
    shown.push('runs', 'seed');
    if (form.model === 'bootstrap') shown.push('blockMonths');
    else shown.push('meanReturn', 'volatility');
  }
  const texts: Record<string, string> = Object.fromEntries(
    shown.map((field) => [field, form[field]]),
  );
  for (const prefix of ['strategy', 'compare'] as const) {
    const strategy = form[prefix];
    for (const field of parametersOf[strategy.type]) texts[`${prefix}.${field}`] = strategy[field];
  }
  for (const list of ['incomes', 'expenses'] as const) {
    form[list].forEach((flow, index) => {
      for (const field of flowNumbers) texts[`${list}.${index}.${field}`] = flow[field];
    });
  }
  return texts;
}

/**
 * The engine's issue paths as the form's field names: the allocation's parts, the strategy's
 * parameters and the method's numbers are fields of their own here.
 */
const fieldOfPath: Record<string, string> = {
  'allocation.stocks': 'stocks',
  'allocation.bonds': 'bonds',
  'allocation.cash': 'cash',
  'strategy.floorPercent': 'strategy.floor',
  'strategy.ceilingPercent': 'strategy.ceiling',
  'strategy.guardrailPercent': 'strategy.guardrail',
  'strategy.adjustmentPercent': 'strategy.adjustment',
  'method.runs': 'runs',
  'method.seed': 'seed',
  'method.model.blockMonths': 'blockMonths',
  'method.model.meanReturn': 'meanReturn',
  'method.model.volatility': 'volatility',
};

function formIssue(issue: ValidationIssue, strategyPrefix: string): ValidationIssue {
  const path = fieldOfPath[issue.path] ?? issue.path;
  return {
    ...issue,
    path: path.startsWith('strategy') ? path.replace('strategy', strategyPrefix) : path,
  };
}

/**
 * The issues of a run, at the form's field names: text that is not a number first (the engine
 * never sees it), then the engine's checks of strategy A's input, then those of strategy B's
 * own parameters. Empty when both can be simulated.
 */
export function fireFormIssues(form: FireFormState, inputs: FireInputs): ValidationIssue[] {
  const issues = [
    ...textIssues(simulationTexts(form), FIRE_MESSAGES.invalidNumber),
    ...validateRetirement(inputs.a).map((issue) => formIssue(issue, 'strategy')),
  ];
  if (inputs.b) {
    for (const issue of validateRetirement(inputs.b)) {
      if (issue.path.startsWith('strategy')) issues.push(formIssue(issue, 'compare'));
    }
  }
  return issues;
}
