/**
 * Engine benchmark: the median time of each calculator on its default inputs, against its
 * budget, and the ratio to a bare loop of the same shape (the same number of iterations doing
 * the same kind of arithmetic, with no results built). Run: pnpm --filter @freedompath/engine bench
 * Exits 1 when a median is over its budget.
 */
import { assessAffordability } from '../src/affordability/index.js';
import { calculateCareerBreakBudget } from '../src/career-break/index.js';
import { compareOffers, createDefaultOffer } from '../src/compensation/index.js';
import { calculateCostOfLiving } from '../src/cost-of-living/index.js';
import { calculateDebtPaydown, type Debt } from '../src/debt/index.js';
import { calculateFreelanceRate } from '../src/freelance/index.js';
import {
  calculateInternationalRunway,
  INTERNATIONAL_COUNTRIES,
} from '../src/international/index.js';
import { calculateLayoff, LAYOFF_DEFAULTS } from '../src/layoff/index.js';
import { comparePartTime, PART_TIME_DEFAULTS } from '../src/part-time/index.js';
import { planPaychecks } from '../src/paycheck/index.js';
import { calculatePrepaidExpenses, PREPAID_DEFAULTS } from '../src/prepaid/index.js';
import { scoreReadiness } from '../src/readiness/index.js';
import { calculateRunway } from '../src/runway/index.js';
import { planTrip } from '../src/travel/index.js';
import { reportCases, type BenchCase } from './measure.js';

/** A loop of `iterations` steps of compounding and rounding: the floor under any calculator. */
function bareLoop(iterations: number): number {
  let balance = 10_000;
  for (let i = 0; i < iterations; i += 1) {
    balance = Math.round(balance * 1.004 * 100) / 100 - 1;
  }
  return balance;
}

// Twenty debts whose minimums beat their interest by only 0.01 %: none is paid off within
// 50 years, so every strategy runs the full 600 months with all twenty owing — the ledger's
// worst case.
const debtTypes = [
  'credit_card',
  'student_loan',
  'auto_loan',
  'personal_loan',
  'medical_debt',
  'other',
] as const;
const twentyDebts: Debt[] = Array.from({ length: 20 }, (_, i) => {
  const balance = 2_000 + 1_500 * i;
  const interestRate = 6 + ((i * 7) % 19);
  return {
    id: `debt-${i + 1}`,
    name: `Debt ${i + 1}`,
    type: debtTypes[i % debtTypes.length] ?? 'other',
    balance,
    interestRate,
    minimumPayment: Math.ceil(((balance * interestRate) / 1200) * 1.0001 * 100) / 100,
  };
});

const offers = [
  { ...createDefaultOffer('current', 'Current Job'), baseSalary: 90_000 },
  { ...createDefaultOffer('new', 'New Offer'), baseSalary: 110_000 },
];

const cases: BenchCase[] = [
  {
    name: 'debt paydown, 20 debts × 50 years × 3 strategies',
    budgetMs: 2,
    bareLoop: () => bareLoop(3 * 600 * 20),
    run: () => calculateDebtPaydown({ debts: twentyDebts, startDate: { year: 2026, month: 1 } }),
  },
  {
    name: '  … then reading all three schedules (31,000 rows)',
    bareLoop: () => bareLoop(3 * 600 * 20),
    run: () =>
      calculateDebtPaydown({
        debts: twentyDebts,
        startDate: { year: 2026, month: 1 },
      }).strategies.map((strategy) => strategy.monthlySchedule.length),
  },
  {
    name: 'runway',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(12 * 3),
    run: () =>
      calculateRunway({
        breakDuration: 12,
        currentSavings: 20_000,
        stockInvestments: 50_000,
        cryptoInvestments: 5_000,
        monthlyExpensesDuringBreak: 3_000,
        monthlyIncomeBreak: 500,
      }),
  },
  {
    name: 'career break budget',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(360),
    run: () =>
      calculateCareerBreakBudget({
        durationYears: 1,
        currentSavings: 50_000,
        currentAnnualIncome: 60_000,
        expenses: [
          { id: '1', name: 'Rent', amount: 1500, category: 'Housing' },
          { id: '2', name: 'Groceries', amount: 400, category: 'Food' },
          { id: '3', name: 'Health insurance', amount: 450, category: 'Healthcare' },
          { id: '4', name: 'Travel', amount: 600, category: 'Travel' },
        ],
      }),
  },
  {
    name: 'cost of living',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(7),
    run: () =>
      calculateCostOfLiving({
        currentExpenses: {
          rent: 2000,
          utilities: 200,
          food: 600,
          transportation: 400,
          healthcare: 300,
          entertainment: 250,
          other: 250,
        },
        savings: 40_000,
        destination: 'lisbon',
      }),
  },
  {
    name: 'part-time vs full-time',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(120 * 2),
    run: () => comparePartTime(PART_TIME_DEFAULTS),
  },
  {
    name: 'compensation (2 offers)',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(2 * 40),
    run: () => compareOffers(offers),
  },
  {
    name: 'affordability',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(5),
    run: () =>
      assessAffordability({
        purchaseAmount: 5_000,
        monthlyIncome: 6_000,
        monthlySavings: 1_000,
        monthlyExpenses: 4_000,
        stockInvestments: 20_000,
        cryptoInvestments: 0,
        emergencyFund: 15_000,
      }),
  },
  {
    name: 'international runway (every country)',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(INTERNATIONAL_COUNTRIES.length * 3),
    run: () =>
      calculateInternationalRunway({
        cashSavings: 50_000,
        investments: 100_000,
        monthlyRemoteIncome: 3_000,
        selectedCountries: INTERNATIONAL_COUNTRIES.map((country) => country.id),
      }),
  },
  {
    name: 'paycheck planner',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(92),
    run: () =>
      planPaychecks({
        monthlyIncome: 5_000,
        payFrequency: 'biweekly',
        startDate: '2026-01-01',
        bills: [
          { name: 'Rent', amount: 1500, dueDate: 1, split: true },
          { name: 'Phone', amount: 60, dueDate: 15, split: false },
        ],
      }),
  },
  {
    name: 'freelance rate',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(6),
    run: () => calculateFreelanceRate({ annualSalary: 95_000 }),
  },
  {
    name: 'prepaid expenses',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(2),
    run: () => calculatePrepaidExpenses(PREPAID_DEFAULTS),
  },
  {
    name: 'layoff transition',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(10),
    run: () => calculateLayoff(LAYOFF_DEFAULTS),
  },
  {
    name: 'travel planner',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(2),
    run: () =>
      planTrip({
        itinerary: [
          { id: '1', countryId: 'japan', startDate: '2026-04-01', endDate: '2026-04-07' },
          { id: '2', countryId: 'thailand', startDate: '2026-04-08', endDate: '2026-05-07' },
        ],
      }),
  },
  {
    name: 'readiness quiz',
    budgetMs: 0.2,
    bareLoop: () => bareLoop(6),
    run: () =>
      scoreReadiness({
        emergencyFund: '3-6-months',
        debtToIncome: '11-20',
        savingsRate: '16-25',
        investmentKnowledge: 'intermediate',
        insurance: 'good',
        fundingPlan: 'rough',
      }),
  },
];

reportCases('calculator', cases);
