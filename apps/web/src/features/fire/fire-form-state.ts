import type { ValidationIssue } from '@freedompath/engine';
import { FIRE_MESSAGES, validateRetirement } from '@freedompath/engine/fire';
import type {
  CashFlow,
  RetirementInput,
  SimulationMethod,
  WithdrawalStrategy,
} from '@freedompath/engine/fire';
import type { z } from 'zod/mini';
import { uniqueKey } from '@/lib/unique-key';
import {
  numberText,
  parseInteger,
  parseNumber,
  textIssues,
} from '../calculators/kit/fields/parse-number';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import {
  defaultStrategy,
  FIRE_PORTFOLIO,
  FIRE_YEARS_TO_FI,
  FLOW_LABEL_MAX_LENGTH,
  firePlan,
  planParts,
  portfolioPlan,
  yearsToFiPlan,
} from './fire-plan';
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

/** The conversions of the fields the engine defines one by one. */
const portfolioForm = calculatorForm(FIRE_PORTFOLIO, portfolioPlan);
const yearsToFiForm = calculatorForm(FIRE_YEARS_TO_FI, yearsToFiPlan);

type DefinedForm = FormOf<typeof FIRE_PORTFOLIO.fields> & FormOf<typeof FIRE_YEARS_TO_FI.fields>;

/**
 * The method's numbers: fields of their own here, which the engine holds inside the method's
 * type (`fieldOfPath` maps its issue paths to them).
 */
const numberFields = ['blockMonths', 'meanReturn', 'volatility', 'runs', 'seed'] as const;

type OwnNumberField = (typeof numberFields)[number];

/** The form fields that hold one number each. */
export type NumberFieldName = keyof DefinedForm | OwnNumberField;

/** What the form holds: numbers as typed, choices as their values. */
export type FireFormState = DefinedForm &
  Record<OwnNumberField, string> & {
    strategy: StrategyForm;
    /** Strategy B; `none`: no comparison. */
    compare: StrategyForm<StrategyType | 'none'>;
    method: FirePlan['method'];
    starts: FirePlan['starts'];
    model: FirePlan['model'];
    incomes: FlowForm[];
    expenses: FlowForm[];
  };

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
function fromPlan(plan: FirePlan): FireFormState {
  const texts = Object.fromEntries(
    numberFields.map((field) => [field, numberText(plan[field])]),
  ) as Record<OwnNumberField, string>;
  return {
    ...portfolioForm.fromPlan(plan),
    ...yearsToFiForm.fromPlan(plan),
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
function toPlan(form: FireFormState, last: FirePlan): FirePlan {
  const fields = firePlan.fields();
  const numbers = Object.fromEntries(
    numberFields.map((field) => [field, planNumber(fields[field], form[field], last[field])]),
  ) as Pick<FirePlan, OwnNumberField>;
  const { type: compareType, ...compareNumbers } = form.compare;
  // Each conversion keeps the plan it is given for the fields it does not hold.
  const defined: FirePlan = { ...last, ...portfolioForm.toPlan(form, last) };
  return {
    ...defined,
    ...yearsToFiForm.toPlan(form, defined),
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
 * strategy B. A blank fee is left to the engine's 0 %; blank years, and any other blank number,
 * are an error the engine names (strategy and method numbers reach it as `NaN`).
 */
function toInput(form: FireFormState): FireInputs {
  const a: RetirementInput = {
    ...portfolioForm.toInput(form),
    // The form asks for the length: blank is no "30 years", which the engine would assume.
    ...(form.years.trim() === '' ? { years: Number.NaN } : {}),
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

/** The FIRE form: plan ↔ typed text ↔ the engine's inputs for strategies A and B. */
export const fireForm = { fromPlan, toPlan, toInput };

/** The parameters each strategy shows (and the engine reads). */
const parametersOf: Record<StrategyType | 'none', readonly StrategyParameter[]> = {
  'constant-dollar': [],
  'percent-of-portfolio': ['rate', 'floor', 'ceiling'],
  'guyton-klinger': ['guardrail', 'adjustment'],
  vpw: [],
  none: [],
};

/**
 * The text of every number field of the screen's own the run reads, by issue path, for
 * `textIssues`: a field the form does not show (another strategy's, another method's) holds
 * nothing to complain about.
 */
function simulationTexts(form: FireFormState): Record<string, string> {
  const shown: OwnNumberField[] = [];
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
 * The engine's issue paths as the form's field names: the allocation's parts (each group's
 * members), the strategy's parameters and the method's numbers are fields of their own here.
 */
const fieldOfPath: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(FIRE_PORTFOLIO.fields).flatMap(([group, field]) =>
      field.kind === 'group'
        ? Object.keys(field.fields).map((member) => [`${group}.${member}`, member])
        : [],
    ),
  ),
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
    ...portfolioForm
      .textIssues(form, FIRE_MESSAGES.invalidNumber)
      .map((issue) => formIssue(issue, 'strategy')),
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
