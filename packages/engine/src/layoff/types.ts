/** Severance inputs (spec §3). A missing field counts as 0, like a blank input. */
export interface LayoffSeveranceInput {
  /** $/year. */
  baseSalary?: number;
  /** Years worked (may be fractional). */
  yearsOfService?: number;
  /** Weeks of pay per year of service. */
  severanceWeeksPerYear?: number;
  /** Unused paid-time-off days. */
  unusedPTO?: number;
  /** Share of unused PTO paid out, percent 0–100 (`100` means all of it). */
  ptoPayoutRate?: number;
  /** One-off bonus paid on exit, $. */
  bonusAmount?: number;
  /** Employer-paid health cover after the layoff, $/month. */
  healthBenefitsCost?: number;
  /** Months of that health cover. */
  healthBenefitsDuration?: number;
  /** Any other one-off benefit, $. */
  otherBenefits?: number;
}

/** Monthly expenses, savings and benefit (spec §3). A missing field counts as 0. */
export interface LayoffExpensesInput {
  /** $/month. */
  housing?: number;
  /** $/month. */
  utilities?: number;
  /** $/month. */
  food?: number;
  /** $/month. */
  transportation?: number;
  /** $/month. */
  insurance?: number;
  /** $/month. */
  healthcare?: number;
  /** Debt payments, $/month. */
  debt?: number;
  /** $/month. */
  other?: number;
  /** Savings to live on, $ (not an expense). */
  emergencyFund?: number;
  /** Unemployment benefit, $/week. */
  unemploymentBenefit?: number;
}

/** The layoff form: severance inputs and monthly expenses (spec §3). */
export interface LayoffInput {
  severance: LayoffSeveranceInput;
  expenses: LayoffExpensesInput;
}

/** The result of `calculateLayoff` (spec §3 result fields); amounts unrounded. */
export interface LayoffResult {
  /** Salary ÷ 52 × years × weeks per year, $. */
  severancePay: number;
  /** Salary ÷ 260 × unused days × payout rate/100, $. */
  ptoPayout: number;
  /** $. */
  bonusAmount: number;
  /** Monthly health cost × months, $. */
  healthBenefitsValue: number;
  /** $. */
  otherBenefits: number;
  /** Severance + PTO + bonus + health + other, $. */
  totalSeverance: number;
  /** Housing + utilities + food + transportation + insurance + healthcare + debt + other, $/month. */
  monthlyExpenses: number;
  /** Weekly benefit × 4.33, $/month. */
  unemploymentBenefit: number;
  /** (total severance + emergency fund) ÷ monthly expenses, months; Infinity when expenses are 0. */
  financialRunway: number;
  /**
   * (total severance + emergency fund) ÷ (monthly expenses − monthly benefit), months;
   * `Number.POSITIVE_INFINITY` when the benefit covers the expenses. The screen caps what it
   * shows at 36 months (spec), `LAYOFF_CONSTANTS.coveredRunwayMonths`.
   */
  runwayWithUnemployment: number;
  /** True when the monthly benefit is at least the monthly expenses. */
  unemploymentCoversExpenses: boolean;
}

/** A number of months as whole months plus days of a 30-day month. */
export interface MonthsAndDays {
  months: number;
  days: number;
}
