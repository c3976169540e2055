/** A monthly expense of the household, the same on both paths. */
export interface PartTimeExpense {
  name: string;
  /** $/month. */
  amount: number;
  /** Fixed (rent, insurance) or variable (groceries, fun): reported as separate totals. */
  isFixed: boolean;
}

/** The Part-Time vs Full-Time form (spec §3). Money before tax. */
export interface PartTimeForm {
  /** $/year at 40 hours a week. */
  fullTimeSalary: number;
  /** $/year at `weeklyHours`. */
  partTimeSalary: number;
  /** Part-time hours a week, 1–40. */
  weeklyHours: number;
  /** Invested today, $. */
  currentPortfolio: number;
  /** Cash today, $ (earns nothing). */
  currentCash: number;
  /** Invested each month while full-time, $/month. */
  fullTimeContribution: number;
  /** Invested each month while part-time, $/month. */
  partTimeContribution: number;
  /** Added to cash each month while full-time, $/month. */
  fullTimeCashContribution: number;
  /** Added to cash each month while part-time, $/month. */
  partTimeCashContribution: number;
  /** Expected portfolio return, percent a year (`7` means 7 %), −20 to 30. */
  marketReturns: number;
  expenses: readonly PartTimeExpense[];
  /** When true, the part-time path goes back to full-time after `temporaryMonths`. */
  isTemporary: boolean;
  /** Length of a temporary part-time spell, whole months 1–120 (checked only when temporary). */
  temporaryMonths: number;
}

/** One path's monthly cash flow. */
export interface PartTimeMonthlyBudget {
  /** Salary ÷ 12, $/month. */
  income: number;
  /** Sum of fixed expenses, $/month. */
  fixedExpenses: number;
  /** Sum of variable expenses, $/month. */
  variableExpenses: number;
  /** Fixed + variable, $/month. */
  expenses: number;
  /** Portfolio + cash contributions, $/month. */
  contributions: number;
  /** Income − expenses − contributions, $/month (negative: the plan overspends). */
  surplus: number;
}

/** One month of the growth chart; money rounded to cents. Month 0 is today. */
export interface PartTimeGrowthPoint {
  month: number;
  /** $. */
  fullTimePortfolio: number;
  /** $. */
  fullTimeCash: number;
  /** $. */
  fullTimeTotal: number;
  /** $. */
  partTimePortfolio: number;
  /** $. */
  partTimeCash: number;
  /** $. */
  partTimeTotal: number;
}

/** Wealth on one path at the horizon, $ rounded to cents. */
export interface PartTimeWealth {
  portfolio: number;
  cash: number;
  total: number;
}

/** Where each path stands after 10 years (120 months); $ rounded to cents. */
export interface PartTimeTenYearImpact {
  /** 120. */
  months: number;
  /** Months of the 120 spent on part-time figures (all of them unless temporary). */
  partTimeMonths: number;
  fullTime: PartTimeWealth;
  partTime: PartTimeWealth;
  /** Full-time total − part-time total, $. */
  wealthDifference: number;
  /** Salary given up over the 120 months: (full-time − part-time salary) ÷ 12 × part-time months, $. */
  incomeDifference: number;
  /** Portfolio and cash contributions the part-time path did not make, $. */
  contributionDifference: number;
  /** Market growth the part-time path missed: wealth difference − contribution difference, $. */
  growthDifference: number;
}

/** The result of `comparePartTime` (ADR 003). */
export interface PartTimeResult {
  /** Full-time − part-time salary, $/year (positive when full-time pays more). */
  annualIncomeDifference: number;
  /** Full-time salary ÷ (40 h × 52 weeks), $/hour. */
  fullTimeHourlyRate: number;
  /** Part-time salary ÷ (weekly hours × 52 weeks), $/hour. */
  partTimeHourlyRate: number;
  /** 40 − weekly hours: hours a week gained by going part-time. */
  weeklyHoursGained: number;
  monthlyBudget: { fullTime: PartTimeMonthlyBudget; partTime: PartTimeMonthlyBudget };
  /** Months 0 to 60 (61 points) of both paths, for the 5-year chart. */
  growth: PartTimeGrowthPoint[];
  tenYearImpact: PartTimeTenYearImpact;
}
