import { defaultsOf } from '../shared/calculator-definition.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { DEBT_PAYDOWN_DEFINITION } from './debt-definition.js';
import type { DebtStrategy, DebtType } from './types.js';

const { debts, bonusPayments } = DEBT_PAYDOWN_DEFINITION.fields;

/**
 * Defaults of the debt paydown form and the simulation cap
 * (product: debt-paydown#formulas-and-constants: 50 years).
 */
export const DEBT_DEFAULTS = deepFreeze({
  ...defaultsOf(DEBT_PAYDOWN_DEFINITION.fields),
  /** 50 years of months. */
  maxMonths: 600,
} as const);

/** Input bounds, as {@link DEBT_PAYDOWN_DEFINITION} declares them. */
export const DEBT_LIMITS = deepFreeze({
  /** $, the smallest balance and minimum payment. */
  minAmount: debts.item.balance.min,
  /** $, the largest balance, minimum, extra or bonus payment. */
  maxAmount: debts.item.balance.max,
  /** Percent. */
  maxInterestRate: debts.item.interestRate.max,
  maxDebts: debts.max,
  maxBonusPayments: bonusPayments.max,
} as const);

/** What the comparison screen shows (product: debt-paydown#formulas-and-constants). */
export const DEBT_DISPLAY = deepFreeze({
  timelineMonths: 60,
  timelineMilestones: 10,
  upcomingMilestones: 5,
} as const);

/** The debt types of the form (product: debt-paydown#inputs). */
export const DEBT_TYPES: readonly DebtType[] = debts.item.type.options;

/** The strategies, in the order results are returned. */
export const DEBT_STRATEGIES = deepFreeze<DebtStrategy[]>([
  {
    id: 'snowball',
    name: 'Debt Snowball',
    description: 'Pay off the smallest balance first for quick wins and momentum.',
    type: 'snowball',
  },
  {
    id: 'avalanche',
    name: 'Debt Avalanche',
    description: 'Pay off the highest interest rate first to pay the least interest.',
    type: 'avalanche',
  },
  {
    id: 'hybrid',
    name: 'Hybrid',
    description: 'Weigh interest rate against balance: high rates on small balances first.',
    type: 'hybrid',
  },
]);

const MAX = '$100,000,000';

/**
 * Validation messages; those of product: debt-paydown#validation verbatim, the rest for our bounds
 * (ADR 006).
 */
export const DEBT_MESSAGES = deepFreeze({
  debtsRequired: 'At least one debt is required',
  tooManyDebts: 'At most 100 debts are supported',
  idRequired: 'Debt id is required',
  idDuplicate: 'Debt id must be unique',
  nameRequired: 'Debt name is required',
  typeInvalid:
    'Debt type must be one of credit_card, student_loan, auto_loan, personal_loan, mortgage, medical_debt, other',
  balancePositive: 'Balance must be greater than 0',
  balanceTooHigh: `Balance cannot exceed ${MAX}`,
  minimumPositive: 'Minimum payment must be greater than 0',
  minimumTooHigh: `Minimum payment cannot exceed ${MAX}`,
  rateNumber: 'Interest rate must be a number',
  rateNegative: 'Interest rate cannot be negative',
  rateTooHigh: 'Interest rate cannot exceed 100%',
  extraNumber: 'Extra payment must be a number',
  extraNegative: 'Extra payment cannot be negative',
  extraTooHigh: `Extra payment cannot exceed ${MAX}`,
  tooManyBonuses: 'At most 600 bonus payments are supported',
  bonusMonth: 'Bonus month must be a whole number from 1 to 12',
  bonusYear: 'Bonus year must be a four-digit year',
  bonusAmountNumber: 'Bonus amount must be a number',
  bonusAmountNegative: 'Bonus amount cannot be negative',
  bonusAmountTooHigh: `Bonus amount cannot exceed ${MAX}`,
  startDateRequired: 'Start date is required',
  startMonth: 'Start month must be a whole number from 1 to 12',
  startYear: 'Start year must be a four-digit year',
} as const);

/** The milestone text for a paid-off debt. @example milestoneDescription('Visa') // 'Visa paid off!' */
export function milestoneDescription(debtName: string): string {
  return `${debtName} paid off!`;
}
