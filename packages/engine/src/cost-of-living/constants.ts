import { defaultsOf } from '../shared/calculator-definition.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { COST_OF_LIVING_DEFINITION } from './cost-of-living-definition.js';
import type { CostOfLivingCategory, CostOfLivingDestination } from './types.js';

/**
 * The destinations of the dropdown with their indices
 * (product: cost-of-living#formulas-and-constants); `custom` is 1 for all.
 */
export const DESTINATIONS = deepFreeze([
  {
    value: 'bali',
    label: 'Bali, Indonesia',
    costIndex: 0.45,
    rentIndex: 0.35,
    foodIndex: 0.4,
    transportIndex: 0.3,
  },
  {
    value: 'chiang-mai',
    label: 'Chiang Mai, Thailand',
    costIndex: 0.4,
    rentIndex: 0.3,
    foodIndex: 0.35,
    transportIndex: 0.25,
  },
  {
    value: 'lisbon',
    label: 'Lisbon, Portugal',
    costIndex: 0.7,
    rentIndex: 0.6,
    foodIndex: 0.65,
    transportIndex: 0.5,
  },
  {
    value: 'mexico-city',
    label: 'Mexico City, Mexico',
    costIndex: 0.55,
    rentIndex: 0.45,
    foodIndex: 0.5,
    transportIndex: 0.4,
  },
  {
    value: 'medellin',
    label: 'Medellín, Colombia',
    costIndex: 0.5,
    rentIndex: 0.4,
    foodIndex: 0.45,
    transportIndex: 0.35,
  },
  {
    value: 'custom',
    label: 'Custom Location',
    costIndex: 1,
    rentIndex: 1,
    foodIndex: 1,
    transportIndex: 1,
  },
] as const satisfies readonly CostOfLivingDestination[]);

/**
 * The expense categories in form order, each with the index that prices it at the destination:
 * rent the rent index, food the food index, transportation the transport index, the rest the
 * overall cost index.
 */
export const COST_OF_LIVING_CATEGORIES = deepFreeze([
  { key: 'rent', label: 'Rent/Mortgage', index: 'rentIndex' },
  { key: 'utilities', label: 'Utilities', index: 'costIndex' },
  { key: 'food', label: 'Food & Groceries', index: 'foodIndex' },
  { key: 'transportation', label: 'Transportation', index: 'transportIndex' },
  { key: 'healthcare', label: 'Healthcare', index: 'costIndex' },
  { key: 'entertainment', label: 'Entertainment', index: 'costIndex' },
  { key: 'other', label: 'Other', index: 'costIndex' },
] as const satisfies readonly {
  key: CostOfLivingCategory;
  label: string;
  index: keyof CostOfLivingDestination;
}[]);

/** The blank form: every amount at its default ($0) and no destination chosen. */
export const COST_OF_LIVING_DEFAULTS = deepFreeze({
  currentExpenses: defaultsOf(COST_OF_LIVING_DEFINITION.fields.currentExpenses.fields),
  ...defaultsOf(COST_OF_LIVING_DEFINITION.fields),
  destination: '',
});

/**
 * A nomad score above this many percent earns the congratulation line
 * (product: cost-of-living#formulas-and-constants).
 */
export const NOMAD_FRIENDLY_SCORE = 30;

/**
 * Validation messages; `destination` and `expenses` are the product's
 * (product: cost-of-living#validation).
 */
export const COST_OF_LIVING_MESSAGES = deepFreeze({
  destination: 'Please select a destination',
  expenses: 'Please enter at least one expense',
  expenseNegative: 'Expenses cannot be negative',
  savingsNegative: 'Savings cannot be negative',
} as const);
