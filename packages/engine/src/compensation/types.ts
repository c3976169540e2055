/** Where the job is done (spec §3). */
export type WorkLocation = 'remote' | 'hybrid' | 'onsite';

/**
 * A job offer with the fields of spec §3. Money is in $ per year unless noted; one-time
 * amounts (signing bonus, relocation package) are spread over the vesting years in the total.
 */
export interface Offer {
  id: string;
  name: string;
  workLocation: WorkLocation;
  /** $/year. */
  baseSalary: number;
  /** One-time, $. */
  signingBonus: number;
  /** Percent of base salary when `isPerformanceBonusPercentage`, else $/year. */
  performanceBonus: number;
  isPerformanceBonusPercentage: boolean;
  /** Percent of base salary when `isCompanyBonusTargetPercentage`, else $/year. */
  companyBonusTarget: number;
  isCompanyBonusTargetPercentage: boolean;
  /** Number of options in the grant. */
  stockOptions: number;
  /** $ per share. */
  strikePrice: number;
  /** $ per share. */
  fairMarketValue: number;
  /** Years over which the options vest, 1–7 (default 4). */
  vestingYears: number;
  /** Value of the RSUs granted each year, $/year. */
  annualRsuGrants: number;
  /** Employee stock purchase plan discount, percent (15 means 15 %). */
  esppDiscount: number;
  /** Employer 401(k) match, percent of base salary. */
  matchPercentage401k: number;
  /** Employer-paid health insurance, $/year. */
  healthInsurance: number;
  /** Paid days off a year (ignored when unlimited). */
  ptoDays: number;
  isUnlimitedPTO: boolean;
  /** $/year. */
  remoteStipend: number;
  /** One-time, $. */
  relocationPackage: number;
  /** $/year. */
  profitSharing: number;
  /** Expected overtime pay, $/year. */
  overtimePotential: number;
  /** $/year. */
  commuterBenefits: number;
  /** $/year. */
  parkingAllowance: number;
  /** $/year. */
  gymMembership: number;
  /** $/year. */
  mentalHealthBenefits: number;
  /** $/year. */
  wellnessStipend: number;
  /** Employer-paid life insurance, $/year. */
  lifeInsurance: number;
  /** $/year. */
  learningBudget: number;
  /** $/year. */
  conferenceBudget: number;
  /** $/year. */
  certificationBudget: number;
  /** Paid parental leave, weeks. */
  parentalLeaveWeeks: number;
  /** $/year. */
  familyPlanningBenefits: number;
  /** $/year. */
  childcareBenefits: number;
  /** $/year. */
  phoneAllowance: number;
  /** $/year. */
  mealAllowance: number;
  /** $/year. */
  equipmentAllowance: number;
  /** $/year. */
  studentLoanAssistance: number;
  /** Employer retirement contributions beyond the 401(k) match, $/year. */
  supplementalRetirement: number;
}

/** An offer as entered: absent fields take {@link OFFER_DEFAULTS} (blank numbers are 0). */
export type OfferInput = Pick<Offer, 'id'> & Partial<Omit<Offer, 'id'>>;

/** Names of the numeric fields of {@link Offer}. */
export type OfferNumberField = {
  [K in keyof Offer]: Offer[K] extends number ? K : never;
}[keyof Offer];

/** The annual total split into its six parts, $/year. */
export interface CompensationBreakdown {
  baseSalary: number;
  bonuses: number;
  equity: number;
  retirement: number;
  benefits: number;
  perks: number;
}

/** Codes of the strengths of spec §9 (thresholds in `COMPENSATION_THRESHOLDS`). */
export type StrengthCode =
  | 'base-salary-high'
  | 'signing-bonus'
  | 'performance-bonus'
  | 'stock-options'
  | 'retirement-match'
  | 'pto'
  | 'learning'
  | 'wellness'
  | 'parental-leave-strong';

/** Codes of the weaknesses of spec §9. */
export type WeaknessCode =
  'base-salary-low' | 'vesting-long' | 'vesting-very-long' | 'parental-leave-limited';

/** A strength or weakness: a stable code and its display text. */
export interface OfferNote<C extends string> {
  code: C;
  text: string;
}

/** One offer's comparison; money unrounded. */
export interface OfferComparison {
  id: string;
  name: string;
  /** Sum of the breakdown, $/year. */
  totalCompensation: number;
  breakdown: CompensationBreakdown;
  /** Total ÷ 2080 hours, $/hour. */
  hourlyEquivalent: number;
  /** Total ÷ 260 days, $/day. */
  dailyEquivalent: number;
  /** The whole option grant's in-the-money value, stockOptions × max(FMV − strike, 0), $. */
  optionValue: number;
  strengths: OfferNote<StrengthCode>[];
  weaknesses: OfferNote<WeaknessCode>[];
  /** True on the offer with the highest total compensation (the first on ties). */
  isHighestTotal: boolean;
}
