import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { scoreReadiness } from '../score-readiness.js';
import type { ReadinessAnswers } from '../types.js';
import { validateReadiness } from '../validate-readiness.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  readiness: {
    covers: ['validateReadiness', 'scoreReadiness'],
    sample: {
      emergencyFund: '3-6-months',
      debtToIncome: '11-20',
      savingsRate: '16-25',
      investmentKnowledge: 'intermediate',
      insurance: 'basic',
      fundingPlan: 'rough',
    } satisfies ReadinessAnswers,
    validate: (input) => validateReadiness(input as ReadinessAnswers),
    calculate: (input) => scoreReadiness(input as ReadinessAnswers),
  },
};
