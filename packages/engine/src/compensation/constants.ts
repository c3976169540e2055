import { defaultsOf } from '../shared/calculator-definition.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { COMPENSATION_DEFINITION } from './compensation-definition.js';
import type { OfferNumberField, StrengthCode, WeaknessCode } from './types.js';

const { offers } = COMPENSATION_DEFINITION.fields;
const { vestingYears, ptoDays, parentalLeaveWeeks, stockOptions } = offers.item;

/**
 * Constants of the comparison (product: compensation#formulas-and-constants); the bounds are
 * {@link COMPENSATION_DEFINITION}'s.
 */
export const COMPENSATION_DEFAULTS = deepFreeze({
  minOffers: 2,
  maxOffers: offers.max,
  vestingYears: vestingYears.default,
  minVestingYears: vestingYears.min,
  maxVestingYears: vestingYears.max,
  workHoursPerYear: 2080,
  workDaysPerYear: 260,
  unlimitedPtoDays: 25,
  /** Share of base salary assumed contributed to an ESPP, percent (ADR 008). */
  esppContributionPercent: 10,
  /** Our bounds beyond the product definition, so no total can overflow: PTO days a year. */
  maxPtoDays: ptoDays.max,
  /** Weeks of parental leave. */
  maxParentalLeaveWeeks: parentalLeaveWeeks.max,
  /** A bonus entered as a percent of base salary, percent. */
  maxBonusPercent: 1000,
  /** Options in one grant. */
  maxStockOptions: stockOptions.max,
} as const);

/**
 * A blank offer: every amount 0, vesting 4 years, bonuses as percentages
 * (product: compensation#formulas-and-constants), as the definition declares them.
 */
export const OFFER_DEFAULTS = defaultsOf(offers.item);

/** Annual amounts counted as benefits (insurance and family/financial support). */
export const BENEFIT_FIELDS = deepFreeze([
  'healthInsurance',
  'lifeInsurance',
  'mentalHealthBenefits',
  'familyPlanningBenefits',
  'childcareBenefits',
  'studentLoanAssistance',
] as const satisfies readonly OfferNumberField[]);

/** Annual stipends and allowances counted as perks (the relocation package is added spread). */
export const PERK_FIELDS = deepFreeze([
  'remoteStipend',
  'commuterBenefits',
  'parkingAllowance',
  'gymMembership',
  'wellnessStipend',
  'learningBudget',
  'conferenceBudget',
  'certificationBudget',
  'phoneAllowance',
  'mealAllowance',
  'equipmentAllowance',
] as const satisfies readonly OfferNumberField[]);

/**
 * Thresholds of the strengths and weaknesses (product: compensation#formulas-and-constants), $
 * unless noted.
 */
export const COMPENSATION_THRESHOLDS = deepFreeze({
  baseSalaryHigh: 100_000,
  baseSalaryLow: 50_000,
  signingBonus: 10_000,
  performanceBonusPercent: 15,
  performanceBonusAmount: 20_000,
  optionValue: 10_000,
  vestingLongYears: 4,
  vestingVeryLongYears: 5,
  retirementMatchPercent: 6,
  ptoDays: 20,
  learningAndConference: 3000,
  wellnessAndGym: 1000,
  parentalLeaveStrongWeeks: 12,
  parentalLeaveLimitedWeeks: 8,
} as const);

/** Display text of each strength code. */
export const COMPENSATION_STRENGTH_TEXT = deepFreeze<Record<StrengthCode, string>>({
  'base-salary-high': 'High base salary',
  'signing-bonus': 'Generous signing bonus',
  'performance-bonus': 'Strong performance bonus',
  'stock-options': 'Valuable stock options',
  'retirement-match': 'Strong 401(k) match',
  pto: 'Generous paid time off',
  learning: 'Strong learning and conference budget',
  wellness: 'Good wellness benefits',
  'parental-leave-strong': 'Strong parental leave',
});

/** Display text of each weakness code. */
export const COMPENSATION_WEAKNESS_TEXT = deepFreeze<Record<WeaknessCode, string>>({
  'base-salary-low': 'Low base salary',
  'vesting-long': 'Long vesting schedule',
  'vesting-very-long': 'Very long vesting schedule',
  'parental-leave-limited': 'Limited parental leave',
});

/**
 * Titles precede the texts in the UI's notices (product: compensation#messages); the messages from
 * `ptoDays` on are our bounds (see {@link COMPENSATION_DEFAULTS}).
 */
export const COMPENSATION_MESSAGES = deepFreeze({
  minOffersTitle: 'Minimum Required',
  minOffers: 'Minimum of 2 offers required for comparison.',
  maxOffersTitle: 'Maximum Offers Reached',
  maxOffers: 'Maximum of 4 offers can be compared at once.',
  invalidNumber: 'Please enter valid numbers for all required fields.',
  negativeNumber: 'Amounts cannot be negative',
  percentOver100: 'Percentages cannot exceed 100%',
  vestingYears: 'Vesting period must be between 1 and 7 years',
  workLocation: 'Work location must be remote, hybrid or onsite',
  duplicateId: 'Each offer needs its own id',
  ptoDays: 'PTO days must be at most 365',
  parentalLeaveWeeks: 'Parental leave must be at most 104 weeks',
  bonusPercent: 'Bonus percentages cannot exceed 1000%',
  stockOptions: 'Stock options cannot exceed 1,000,000,000',
} as const);
