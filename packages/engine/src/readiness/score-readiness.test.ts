import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { READINESS_QUESTIONS } from './constants.js';
import { scoreReadiness } from './score-readiness.js';
import type { ReadinessAnswers, ReadinessQuestionId } from './types.js';

/** The answer with the given score for each question, in quiz order. */
function answersScoring(scores: readonly number[]): ReadinessAnswers {
  const answers: ReadinessAnswers = {};
  READINESS_QUESTIONS.forEach((question, index) => {
    const option = question.options.find((o) => o.score === scores[index]);
    if (!option) throw new Error(`no option scoring ${scores[index]} in ${question.id}`);
    answers[question.id] = option.value;
  });
  return answers;
}

describe('READINESS_QUESTIONS', () => {
  it('has the six questions with the option scores of product: readiness-quiz#questions', () => {
    expect(READINESS_QUESTIONS.map((q) => [q.id, q.type, q.options.map((o) => o.score)])).toEqual([
      ['emergencyFund', 'radio', [0, 3, 8, 10]],
      ['debtToIncome', 'radio', [10, 7, 4, 0]],
      ['savingsRate', 'radio', [0, 4, 7, 10]],
      ['investmentKnowledge', 'radio', [3, 6, 10, 10]],
      ['insurance', 'radio', [0, 4, 7, 10]],
      ['fundingPlan', 'radio', [0, 3, 7, 10]],
    ]);
  });

  it('labels the options with the answer names of product: readiness-quiz#questions', () => {
    expect(READINESS_QUESTIONS.map((q) => q.options.map((o) => o.label))).toEqual([
      ['Under 1 month', '1-3 months', '3-6 months', '6+ months'],
      ['0-10%', '11-20%', '21-35%', '36%+'],
      ['0-5%', '6-15%', '16-25%', '25%+'],
      ['Beginner', 'Intermediate', 'Advanced', 'Expert'],
      ['None', 'Basic', 'Good', 'Comprehensive'],
      ['No plan', 'Rough', 'Detailed', 'Funded'],
    ]);
  });

  it('has unique option values per question', () => {
    for (const question of READINESS_QUESTIONS) {
      expect(new Set(question.options.map((o) => o.value)).size).toBe(question.options.length);
    }
  });
});

describe('scoreReadiness', () => {
  it('gives the maximum of 60 for the best answers', () => {
    const result = scoreReadiness(answersScoring([10, 10, 10, 10, 10, 10]));
    expect(result).toMatchObject({
      score: 60,
      maxScore: 60,
      percent: 100,
      level: 'ready',
      title: 'Financially Ready!',
    });
    expect(result.recommendations).toHaveLength(4);
  });

  it('is ready at exactly 80 % (48 of 60)', () => {
    const result = scoreReadiness(answersScoring([8, 10, 10, 10, 10, 0]));
    expect(result.score).toBe(48);
    expect(result.level).toBe('ready');
  });

  it('is mostly ready from 60 % to under 80 %', () => {
    const example = scoreReadiness({
      emergencyFund: '6-plus-months',
      debtToIncome: '0-10',
      savingsRate: '16-25',
      investmentKnowledge: 'intermediate',
      insurance: 'good',
      fundingPlan: 'detailed',
    });
    expect(example).toMatchObject({ score: 47, level: 'mostly-ready', title: 'Mostly Ready' });
    expect(example.percent).toBeCloseTo(78.333, 3);
    expect(scoreReadiness(answersScoring([10, 10, 10, 6, 0, 0]))).toMatchObject({
      score: 36,
      percent: 60,
      level: 'mostly-ready',
    });
  });

  it('is getting ready from 40 % to under 60 % and not ready below 40 %', () => {
    expect(scoreReadiness(answersScoring([8, 7, 7, 6, 4, 3]))).toMatchObject({
      score: 35,
      level: 'getting-ready',
      title: 'Getting Ready',
    });
    expect(scoreReadiness(answersScoring([10, 7, 4, 3, 0, 0]))).toMatchObject({
      score: 24,
      percent: 40,
      level: 'getting-ready',
    });
    expect(scoreReadiness(answersScoring([10, 10, 0, 3, 0, 0]))).toMatchObject({
      score: 23,
      level: 'not-ready',
      title: 'Not Quite Ready',
    });
    expect(scoreReadiness(answersScoring([0, 0, 0, 3, 0, 0])).score).toBe(3);
  });

  it('recommends for the weakest answers first, at most six', () => {
    const result = scoreReadiness(answersScoring([3, 0, 10, 6, 4, 0]));
    const advice = (id: ReadinessQuestionId) =>
      READINESS_QUESTIONS.find((q) => q.id === id)!.recommendation;
    expect(result.recommendations).toEqual([
      advice('debtToIncome'),
      advice('fundingPlan'),
      advice('emergencyFund'),
      advice('insurance'),
      advice('investmentKnowledge'),
    ]);
    expect(scoreReadiness(answersScoring([0, 0, 0, 3, 0, 0])).recommendations).toHaveLength(6);
  });

  it('throws EngineError when an answer is missing', () => {
    expect(() => scoreReadiness({ emergencyFund: '6-plus-months' })).toThrow(EngineError);
  });

  describe('properties', () => {
    const answers = fc
      .tuple(...READINESS_QUESTIONS.map((q) => fc.constantFrom(...q.options.map((o) => o.value))))
      .map(
        (values) =>
          Object.fromEntries(
            READINESS_QUESTIONS.map((q, i) => [q.id, values[i]]),
          ) as ReadinessAnswers,
      );
    const questionIndex = fc.integer({ min: 0, max: READINESS_QUESTIONS.length - 1 });

    it('the score stays within 0–60 and the percent matches it', () => {
      fc.assert(
        fc.property(answers, (a) => {
          const result = scoreReadiness(a);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(60);
          expect(result.percent).toBeCloseTo((result.score / 60) * 100, 10);
        }),
      );
    });

    it('always gives 4 to 6 distinct recommendations', () => {
      fc.assert(
        fc.property(answers, (a) => {
          const { recommendations } = scoreReadiness(a);
          expect(recommendations.length).toBeGreaterThanOrEqual(4);
          expect(recommendations.length).toBeLessThanOrEqual(6);
          expect(new Set(recommendations).size).toBe(recommendations.length);
        }),
      );
    });

    it('a better answer never lowers the score or the level', () => {
      const rank = ['not-ready', 'getting-ready', 'mostly-ready', 'ready'];
      fc.assert(
        fc.property(answers, questionIndex, (a, index) => {
          const question = READINESS_QUESTIONS[index]!;
          const best = question.options.reduce((b, o) => (o.score > b.score ? o : b));
          const before = scoreReadiness(a);
          const after = scoreReadiness({ ...a, [question.id]: best.value });
          expect(after.score).toBeGreaterThanOrEqual(before.score);
          expect(rank.indexOf(after.level)).toBeGreaterThanOrEqual(rank.indexOf(before.level));
        }),
      );
    });
  });
});
