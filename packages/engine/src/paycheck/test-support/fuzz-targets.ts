import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { planPaychecks } from '../plan-paychecks.js';
import type { PaycheckPlanInput } from '../types.js';
import { validatePaycheckPlan } from '../validate-paycheck-plan.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  paycheckPlan: {
    covers: ['validatePaycheckPlan', 'planPaychecks'],
    sample: {
      monthlyIncome: 5000,
      payFrequency: 'semimonthly',
      startDate: '2026-01-10',
      bills: [
        { name: 'Rent', amount: 1500, dueDate: 1, split: true },
        { name: 'Phone', amount: 60, dueDate: 14, split: false },
        { name: 'Gym', amount: 40.5, dueDate: 31, split: false },
      ],
    } satisfies PaycheckPlanInput,
    validate: (input) => validatePaycheckPlan(input as PaycheckPlanInput),
    calculate: (input) => planPaychecks(input as PaycheckPlanInput),
  },
};
