import { deepFreeze } from '../shared/deep-freeze.js';
import {
  defineCalculator,
  group,
  list,
  money,
  numberField,
  text,
  yesNo,
} from '../shared/calculator-definition.js';

/** Longest retirement simulated, years. */
const MAX_YEARS = 60;

/** Most incomes, and most expenses, a simulation takes. */
const MAX_FLOWS = 10;

const weight = (label: string, value: number) =>
  numberField('percent', 0, 100, `${label}, % of the portfolio; default ${value}`, {
    label,
    default: value,
  });

const flowYear = (description: string) => numberField('integer', 1, MAX_YEARS, description);

/**
 * A dated income or expense. Its years must also lie within the retirement's length, which the
 * validator checks against `years`.
 */
const FLOW_FIELDS = {
  id: text(100, "Caller's key for the item (a form row id); echoed nowhere"),
  // A form takes 24 characters: twenty labelled items must still fit in a shared link.
  label: text(24, 'Name shown for the item', { optional: true }),
  amount: money('$ a year, in today’s dollars when inflation-adjusted, else in nominal dollars', {
    label: 'Amount',
  }),
  startYear: flowYear('First retirement year it is paid (year 1 is the first), whole'),
  endYear: flowYear('Last retirement year it is paid, inclusive, not before startYear'),
  inflationAdjusted: yesNo(
    'True: the amount keeps its buying power; false: a fixed nominal amount inflation erodes',
  ),
};

/**
 * The retirement simulation's inputs (product: fire#inputs) other than the withdrawal strategy
 * and the simulation method, whose parameters depend on the chosen type: money in dollars,
 * rates in percent a year. The allocation's members carry the defaults the engine uses when the
 * whole allocation is left out.
 */
export const FIRE_DEFINITION = defineCalculator({
  name: 'fire',
  version: 1,
  fields: {
    startingPortfolio: money('$ at the start of retirement, more than $0', {
      label: 'Starting portfolio',
      min: 0.01,
    }),
    annualSpending: money('First year’s spending, $ (today’s dollars)', {
      label: 'Annual spending',
    }),
    years: numberField('integer', 1, MAX_YEARS, 'Length of retirement, whole years; default 30', {
      label: 'Years',
      optional: true,
      default: 30,
    }),
    allocation: group(
      {
        stocks: weight('Stocks', 75),
        bonds: weight('Bonds', 25),
        cash: weight('Cash', 0),
      },
      'Portfolio weights, % each, summing to 100, rebalanced every month; default 75/25/0',
      { optional: true },
    ),
    annualFee: numberField(
      'percent',
      0,
      5,
      'Fund and advice fees, % of the portfolio a year; default 0',
      {
        label: 'Annual fee',
        optional: true,
        default: 0,
      },
    ),
    cashRealReturn: numberField('percent', -50, 50, 'Real return of cash, % a year; default 0', {
      label: 'Cash return',
      optional: true,
      default: 0,
    }),
    incomes: list(FLOW_FIELDS, MAX_FLOWS, 'Pensions, part-time work: at most 10', {
      optional: true,
      default: [],
    }),
    expenses: list(FLOW_FIELDS, MAX_FLOWS, 'A roof, a car, tuition: at most 10', {
      optional: true,
      default: [],
    }),
  },
  example: {
    startingPortfolio: 1_000_000,
    annualSpending: 40_000,
    years: 30,
    allocation: { stocks: 75, bonds: 25, cash: 0 },
    annualFee: 0.1,
    cashRealReturn: 0,
    incomes: [
      {
        id: 'pension',
        label: 'Pension',
        amount: 12_000,
        startYear: 10,
        endYear: 30,
        inflationAdjusted: true,
      },
    ],
    expenses: [],
  },
});

/**
 * The numbers inside the withdrawal strategy and the simulation method, by their name in the
 * object of the type that takes them (`WithdrawalStrategy`, `SimulationMethod` and
 * `MonteCarloModel` say which): a definition has no field whose members depend on a choice, so
 * these stand beside it. Rates in percent.
 */
export const FIRE_PARAMETERS = deepFreeze({
  rate: numberField('percent', 0, 100, 'Percent of portfolio: % of the balance taken each year', {
    label: 'Withdrawal rate',
  }),
  floorPercent: numberField(
    'percent',
    0,
    1000,
    'Percent of portfolio: least spending, % of the initial annual spending; none when absent',
    { label: 'Floor', optional: true },
  ),
  ceilingPercent: numberField(
    'percent',
    0,
    1000,
    'Percent of portfolio: most spending, % of the initial annual spending; none when absent',
    { label: 'Ceiling', optional: true },
  ),
  // A cut of more than half is no guardrail.
  guardrailPercent: numberField(
    'percent',
    0,
    50,
    'Guyton-Klinger: guardrails at ± this % of the initial rate; default 20',
    { label: 'Guardrail', optional: true, default: 20 },
  ),
  adjustmentPercent: numberField(
    'percent',
    0,
    50,
    'Guyton-Klinger: % by which spending is cut or raised; default 10',
    { label: 'Adjustment', optional: true, default: 10 },
  ),
  runs: numberField('integer', 1, 10_000, 'Monte Carlo: simulated markets; default 1000', {
    label: 'Runs',
    optional: true,
    default: 1000,
  }),
  seed: numberField('integer', 0, 4_294_967_295, 'Monte Carlo: seed of the draws; default 1', {
    label: 'Seed',
    optional: true,
    default: 1,
  }),
  blockMonths: numberField(
    'integer',
    1,
    120,
    'Bootstrap: consecutive historical months drawn together; default 12',
    { label: 'Block length', optional: true, default: 12 },
  ),
  meanReturn: numberField(
    'percent',
    -50,
    50,
    'Parametric: mean real portfolio return, % a year; default 5',
    { label: 'Mean return', optional: true, default: 5 },
  ),
  // The runway's fixed 15 % (product: fire#runway-probability).
  volatility: numberField('percent', 0, 100, 'Parametric: volatility, % a year; default 15', {
    label: 'Volatility',
    optional: true,
    default: 15,
  }),
});
