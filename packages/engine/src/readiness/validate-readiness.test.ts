import { describe, expect, it } from 'vitest';
import { validateReadiness } from './validate-readiness.js';

describe('validateReadiness', () => {
  it('accepts one listed answer per question', () => {
    expect(
      validateReadiness({
        emergencyFund: 'under-1-month',
        debtToIncome: '36-plus',
        savingsRate: '0-5',
        investmentKnowledge: 'beginner',
        insurance: 'none',
        fundingPlan: 'no-plan',
      }),
    ).toEqual([]);
  });

  it('asks for every unanswered question and rejects unknown answers', () => {
    expect(
      validateReadiness({ emergencyFund: 'lots', debtToIncome: '', savingsRate: '25-plus' }),
    ).toEqual([
      { path: 'emergencyFund', message: 'Please choose one of the listed answers' },
      { path: 'debtToIncome', message: 'Please answer every question' },
      { path: 'investmentKnowledge', message: 'Please answer every question' },
      { path: 'insurance', message: 'Please answer every question' },
      { path: 'fundingPlan', message: 'Please answer every question' },
    ]);
  });
});
