/** A yearly benefit a salaried job pays for that a freelancer must fund: `amount` in $/year. */
export interface FreelanceBenefit {
  name: string;
  amount: number;
}

/** Percent mark-ups on the base hourly cost (`15` means 15 %). */
export interface FreelanceAdjustments {
  overhead: number;
  timeOff: number;
  marketing: number;
  profitMargin: number;
}

/** The freelance rate form (spec §3). */
export interface FreelanceRateInput {
  /** The salary to replace, $/year. */
  annualSalary: number;
  /** Billable hours a year; default 2080 (40 h × 52 weeks). */
  workHours?: number;
  benefits?: FreelanceBenefit[];
  adjustments?: Partial<FreelanceAdjustments>;
}

/** One slice of the hourly rate, for the composition bars. */
export interface FreelanceRateComponent {
  key: 'base' | 'benefits' | keyof FreelanceAdjustments;
  label: string;
  /** $/hour. */
  amount: number;
  /** Share of the hourly rate, 0–100. */
  percent: number;
}

/** The result of `calculateFreelanceRate`; amounts unrounded. */
export interface FreelanceRateResult {
  /** Salary ÷ hours, $/hour. */
  baseHourlyRate: number;
  /** Benefits ÷ hours, $/hour. */
  benefitsHourlyRate: number;
  /** Each mark-up in $/hour, applied to base + benefits. */
  adjustmentAmounts: FreelanceAdjustments;
  /** The recommended rate, $/hour. */
  hourlyRate: number;
  /** Hourly rate × 8, $/day. */
  dailyRate: number;
  /** Hourly rate × work hours, $/year. */
  annualRevenue: number;
  composition: FreelanceRateComponent[];
}
