import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { comparePartTime } from '../compare-part-time.js';
import type { PartTimeForm } from '../types.js';
import { validatePartTime } from '../validate-part-time.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  partTime: {
    covers: ['validatePartTime', 'comparePartTime'],
    sample: {
      fullTimeSalary: 80_000,
      partTimeSalary: 45_000,
      weeklyHours: 24,
      currentPortfolio: 120_000,
      currentCash: 20_000,
      fullTimeContribution: 1200,
      partTimeContribution: 400,
      fullTimeCashContribution: 300,
      partTimeCashContribution: 100,
      marketReturns: 6,
      expenses: [
        { name: 'Rent', amount: 1600, isFixed: true },
        { name: 'Utilities', amount: 180, isFixed: true },
        { name: 'Groceries', amount: 450, isFixed: false },
      ],
      isTemporary: true,
      temporaryMonths: 18,
    } satisfies PartTimeForm,
    validate: (input) => validatePartTime(input as PartTimeForm),
    calculate: (input) => comparePartTime(input as PartTimeForm),
  },
};
