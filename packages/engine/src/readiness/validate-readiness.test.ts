import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import {
  READINESS_GENERAL_RECOMMENDATIONS,
  READINESS_LEVELS,
  READINESS_MESSAGES,
  READINESS_QUESTIONS,
} from './constants.js';
import type { ReadinessAnswers } from './types.js';
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

  it('answers input of the wrong type from untyped callers with issues', () => {
    const untyped = (answers: unknown) => validateReadiness(answers as ReadinessAnswers);
    for (const answers of [undefined, null, 'ready', 7, ['6-plus-months']]) {
      expect(untyped(answers)).toEqual([{ path: '', message: LIMIT_MESSAGES.notAnObject }]);
    }
    // Only own fields count: an answer inherited from a prototype is no answer.
    const inherited: unknown = Object.create({ emergencyFund: '6-plus-months' });
    expect(untyped(inherited)[0]).toEqual({
      path: 'emergencyFund',
      message: READINESS_MESSAGES.unanswered,
    });
    expect(
      untyped({
        emergencyFund: null,
        debtToIncome: 10,
        savingsRate: ['0-5'],
        investmentKnowledge: 'expert',
        insurance: 'none',
        fundingPlan: 'funded',
      }),
    ).toEqual([
      { path: 'emergencyFund', message: READINESS_MESSAGES.unanswered },
      { path: 'debtToIncome', message: READINESS_MESSAGES.unknownAnswer },
      { path: 'savingsRate', message: READINESS_MESSAGES.unknownAnswer },
    ]);
  });

  it('keeps its constants frozen', () => {
    expect(() => {
      (READINESS_QUESTIONS[0]!.options[0] as { score: number }).score = 10;
    }).toThrow(TypeError);
    expect(() => {
      (READINESS_LEVELS[0] as { minPercent: number }).minPercent = 0;
    }).toThrow(TypeError);
    expect(() => {
      (READINESS_GENERAL_RECOMMENDATIONS as string[]).push('more');
    }).toThrow(TypeError);
    expect(() => {
      (READINESS_MESSAGES as { unanswered: string }).unanswered = '';
    }).toThrow(TypeError);
  });
});
