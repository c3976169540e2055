import { deepFreeze } from '../shared/deep-freeze.js';
import type { Offer, OfferNumberField, StrengthCode, WeaknessCode } from './types.js';

/** Constants of the comparison (spec §9). */
export const COMPENSATION_DEFAULTS = deepFreeze({
  minOffers: 2,
  maxOffers: 4,
  vestingYears: 4,
  minVestingYears: 1,
  maxVestingYears: 7,
  workHoursPerYear: 2080,
  workDaysPerYear: 260,
  unlimitedPtoDays: 25,
  /** Share of base salary assumed contributed to an ESPP, percent (ADR 008). */
  esppContributionPercent: 10,
  /** Our bounds beyond the spec, so no total can overflow: PTO days a year. */
  maxPtoDays: 365,
  /** Weeks of parental leave. */
  maxParentalLeaveWeeks: 104,
  /** A bonus entered as a percent of base salary, percent. */
  maxBonusPercent: 1000,
  /** Options in one grant. */
  maxStockOptions: 1_000_000_000,
} as const);

/** A blank offer: every amount 0, vesting 4 years, bonuses as percentages (spec §9). */
export const OFFER_DEFAULTS = deepFreeze<Omit<Offer, 'id' | 'name'>>({
  workLocation: 'onsite',
  baseSalary: 0,
  signingBonus: 0,
  performanceBonus: 0,
  isPerformanceBonusPercentage: true,
  companyBonusTarget: 0,
  isCompanyBonusTargetPercentage: true,
  stockOptions: 0,
  strikePrice: 0,
  fairMarketValue: 0,
  vestingYears: 4,
  annualRsuGrants: 0,
  esppDiscount: 0,
  matchPercentage401k: 0,
  healthInsurance: 0,
  ptoDays: 0,
  isUnlimitedPTO: false,
  remoteStipend: 0,
  relocationPackage: 0,
  profitSharing: 0,
  overtimePotential: 0,
  commuterBenefits: 0,
  parkingAllowance: 0,
  gymMembership: 0,
  mentalHealthBenefits: 0,
  wellnessStipend: 0,
  lifeInsurance: 0,
  learningBudget: 0,
  conferenceBudget: 0,
  certificationBudget: 0,
  parentalLeaveWeeks: 0,
  familyPlanningBenefits: 0,
  childcareBenefits: 0,
  phoneAllowance: 0,
  mealAllowance: 0,
  equipmentAllowance: 0,
  studentLoanAssistance: 0,
  supplementalRetirement: 0,
});

/** The numeric fields of an offer, checked by the validator. */
export const OFFER_NUMBER_FIELDS = deepFreeze(
  (Object.keys(OFFER_DEFAULTS) as (keyof typeof OFFER_DEFAULTS)[]).filter(
    (key): key is OfferNumberField => typeof OFFER_DEFAULTS[key] === 'number',
  ),
);

/** The yes/no fields of an offer, checked by the validator. */
export const OFFER_BOOLEAN_FIELDS = deepFreeze([
  'isPerformanceBonusPercentage',
  'isCompanyBonusTargetPercentage',
  'isUnlimitedPTO',
] as const satisfies readonly (keyof Offer)[]);

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

/** Thresholds of the strengths and weaknesses (spec §9), $ unless noted. */
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
 * Titles precede the texts in the UI's notices (spec §8); the messages from `ptoDays` on are
 * our bounds (see {@link COMPENSATION_DEFAULTS}).
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
